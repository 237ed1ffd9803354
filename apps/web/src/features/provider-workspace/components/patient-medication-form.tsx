import {
  ActionIcon,
  Autocomplete,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { MEDICATION_TIMES_MAX, type Medication, providerMedicationBody, todayIn } from '@sahaj/contract';
import { IconPlus, IconX } from '@tabler/icons-react';
import { notify } from '../../../lib/notify';
import { formErrorTarget, showServerError } from '../../../lib/server-error';
import { useMedicineLibrary, useMedicineTypes } from '../../medications';
import { useAddPatientMedication } from '../api/add-patient-medication';
import { useUpdatePatientMedication } from '../api/update-patient-medication';

interface Values {
  name: string;
  medicineTypeId: string;
  libraryId: string | null;
  dose: string;
  timesOfDay: string[];
  startDate: string;
  endDate: string;
  notes: string;
}

const initial = (m: Medication | null, patientZone: string): Values => ({
  name: m?.name ?? '',
  medicineTypeId: m?.type._id ?? '',
  libraryId: m?.libraryId ?? null,
  dose: m?.dose ?? '',
  timesOfDay: m?.timesOfDay ?? ['08:00'],
  startDate: m?.startDate ?? todayIn(patientZone),
  endDate: m?.endDate ?? '',
  notes: m?.notes ?? '',
});

const fields = (v: Values) => ({
  name: v.name,
  medicineTypeId: v.medicineTypeId,
  libraryId: v.libraryId,
  dose: v.dose,
  timesOfDay: v.timesOfDay,
  startDate: v.startDate,
  endDate: v.endDate || null,
  notes: v.notes || null,
});

/**
 * Add or edit a medication in the patient's list (their reminders follow it, in their zone). Only
 * the entries I added can be edited; the patient's own stay theirs.
 */
export function PatientMedicationForm({
  patientId,
  patientZone,
  opened,
  editing,
  onClose,
}: {
  patientId: string;
  patientZone: string;
  opened: boolean;
  editing: Medication | null;
  onClose: () => void;
}) {
  const add = useAddPatientMedication(patientId);
  const update = useUpdatePatientMedication(patientId);
  const types = useMedicineTypes();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initial(editing, patientZone),
    validate: (values) =>
      schemaResolver(providerMedicationBody, { sync: true })({ patientId, ...fields(values) } as never) as Record<
        string,
        string
      >,
  });
  const [search] = useDebouncedValue(form.values.name.trim(), 300);
  const library = useMedicineLibrary(search);
  const matches = library.data?.medicines ?? [];
  const label = (m: { name: string; strength: string | null }) => (m.strength ? `${m.name} ${m.strength}` : m.name);
  const close = () => {
    form.reset();
    onClose();
  };
  const done = {
    onSuccess: (r: { message: string }) => {
      notify.success(r.message);
      close();
    },
    onError: (err: unknown) => showServerError(err, formErrorTarget(form)),
  };

  return (
    <Modal opened={opened} onClose={close} title={editing ? 'Edit medication' : 'Add a medication'} size="lg" centered>
      <form
        onSubmit={form.onSubmit((values) =>
          editing
            ? update.mutate({ _id: editing._id, ...fields(values) }, done)
            : add.mutate({ patientId, ...fields(values) }, done),
        )}
      >
        <Stack gap="md">
          <Autocomplete
            label="Medicine"
            placeholder="Start typing, e.g. Sertraline"
            withAsterisk
            data={[...new Set(matches.map(label))]}
            {...form.getInputProps('name')}
            onChange={(value) => {
              const m = matches.find((x) => label(x) === value);
              if (m) {
                form.setValues({
                  name: m.name,
                  medicineTypeId: m.type._id,
                  libraryId: m._id,
                  dose: m.strength ?? form.values.dose,
                });
              } else {
                form.setFieldValue('name', value);
                form.setFieldValue('libraryId', null);
              }
            }}
          />
          <Group grow align="flex-start" wrap="wrap">
            <Select
              label="Type"
              placeholder="Choose a type"
              withAsterisk
              miw={180}
              data={(types.data?.medicineTypes ?? []).map((t) => ({ value: t._id, label: t.name }))}
              {...form.getInputProps('medicineTypeId')}
            />
            <TextInput
              label="Dose"
              placeholder="e.g. 1 tablet"
              withAsterisk
              miw={180}
              {...form.getInputProps('dose')}
            />
          </Group>
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              Times of day <span aria-hidden>*</span>
            </Text>
            <Text size="xs" c="dimmed">
              The patient gets a reminder at each time, in their time zone ({patientZone}).
            </Text>
            {form.values.timesOfDay.map((_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a time field is its position in the list
              <Group key={i} gap="xs" wrap="nowrap">
                <TextInput
                  type="time"
                  aria-label={`Time ${i + 1}`}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`timesOfDay.${i}`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={`Remove time ${i + 1}`}
                  disabled={form.values.timesOfDay.length === 1}
                  onClick={() => form.removeListItem('timesOfDay', i)}
                >
                  <IconX size={18} />
                </ActionIcon>
              </Group>
            ))}
            {typeof form.errors.timesOfDay === 'string' && (
              <Text size="sm" c="red.9" role="alert">
                {form.errors.timesOfDay}
              </Text>
            )}
            <Button
              variant="subtle"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => form.insertListItem('timesOfDay', '20:00')}
              disabled={form.values.timesOfDay.length >= MEDICATION_TIMES_MAX}
              w="fit-content"
            >
              Add a time
            </Button>
          </Stack>
          <Group grow align="flex-start" wrap="wrap">
            <TextInput type="date" label="Start date" withAsterisk miw={180} {...form.getInputProps('startDate')} />
            <TextInput type="date" label="End date (optional)" miw={180} {...form.getInputProps('endDate')} />
          </Group>
          <Textarea
            label="Notes (optional)"
            placeholder="e.g. after food"
            autosize
            minRows={2}
            {...form.getInputProps('notes')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending || update.isPending}>
              {editing ? 'Save' : 'Add'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
