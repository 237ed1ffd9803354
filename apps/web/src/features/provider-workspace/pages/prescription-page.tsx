import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type ConsultationDetails,
  formatDateTime,
  MSG,
  PRESCRIPTION_MEDICINES_MAX,
  type Prescription,
  prescriptionBody,
} from '@sahaj/contract';
import { IconArrowLeft, IconDownload, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { notify } from '../../../lib/notify';
import { formErrorTarget, showServerError } from '../../../lib/server-error';
import { useViewerZone } from '../../auth';
import { useCreatePrescription } from '../api/create-prescription';
import { useDownloadPrescription } from '../api/download-prescription';
import { useConsultationDetails } from '../api/get-consultation-details';
import { usePrescription } from '../api/get-prescription';
import { useUpdatePrescription } from '../api/update-prescription';
import { LoadError } from '../components/load-error';
import { MedicinePicker, type PickedMedicine, TpgBadge } from '../components/medicine-picker';
import { NEW_PRESCRIPTION, workspacePaths } from '../lib/paths';

interface Row {
  medicine: PickedMedicine | null;
  strength: string;
  dose: string;
  frequency: string;
  duration: string;
  instructions: string;
}
interface Values {
  appointmentId: string | null;
  diagnosis: string;
  diagnosisIsProvisional: boolean;
  medicines: Row[];
  advice: string;
}

const emptyRow = (): Row => ({ medicine: null, strength: '', dose: '', frequency: '', duration: '', instructions: '' });

const initialValues = (p: Prescription | null, details: ConsultationDetails): Values => ({
  // A new one starts on the latest session; a saved one keeps what it was written with (even none).
  appointmentId: p ? p.appointmentId : (details.sessions.past[0]?._id ?? null),
  diagnosis: p?.diagnosis ?? '',
  diagnosisIsProvisional: p?.diagnosisIsProvisional ?? false,
  medicines: p
    ? p.medicines.map((m) => ({
        medicine: { _id: m.medicineId, label: m.name, strength: m.strength, tpgList: m.tpgList },
        strength: m.strength,
        dose: m.dose,
        frequency: m.frequency,
        duration: m.duration,
        instructions: m.instructions ?? '',
      }))
    : [emptyRow()],
  advice: p?.advice ?? '',
});

const toFields = (v: Values) => ({
  appointmentId: v.appointmentId,
  diagnosis: v.diagnosis,
  diagnosisIsProvisional: v.diagnosisIsProvisional,
  medicines: v.medicines.map((r) => ({
    medicineId: r.medicine?._id ?? '',
    strength: r.strength,
    dose: r.dose,
    frequency: r.frequency,
    duration: r.duration,
    instructions: r.instructions || undefined,
  })),
  advice: v.advice || undefined,
});

/** create-prescription/{patientId}/{prescriptionId}: write ('new') or revise a prescription; Save, Download PDF. */
export function PrescriptionPage() {
  const { patientId = '', prescriptionId = NEW_PRESCRIPTION } = useParams();
  const isNew = prescriptionId === NEW_PRESCRIPTION;
  const details = useConsultationDetails(patientId);
  const existing = usePrescription(prescriptionId, !isNew);

  const back = (
    <Anchor component={Link} to={workspacePaths.patient(patientId)} size="sm" style={{ alignSelf: 'flex-start' }}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden /> Back to the patient
      </Group>
    </Anchor>
  );
  if (details.isPending || (!isNew && existing.isPending))
    return (
      <Stack gap="lg" role="status" aria-label="Loading the prescription">
        {back}
        <Skeleton h={40} w="50%" />
        <Skeleton h={360} radius="lg" />
      </Stack>
    );
  const failed = details.error ?? existing.error;
  if (failed)
    return (
      <Stack gap="lg">
        {back}
        <Title order={1}>Prescription</Title>
        <LoadError
          title="Could not load the prescription"
          message={failed.message}
          onRetry={() => {
            void details.refetch();
            if (!isNew) void existing.refetch();
          }}
        />
      </Stack>
    );
  const d = details.data!;
  if (!d.canPrescribe)
    return (
      <Stack gap="lg">
        {back}
        <Title order={1}>Prescription</Title>
        <Alert color="blue" variant="light" title="Prescribing is not open to you">
          {MSG.notPrescriber}{' '}
          <Anchor component={Link} to="/user/base/home/my-account" c="inherit" fw={600} underline="always">
            Add it in Settings
          </Anchor>
          .
        </Alert>
      </Stack>
    );
  return (
    <PrescriptionForm
      key={existing.data?._id ?? 'new'}
      details={d}
      prescription={isNew ? null : (existing.data ?? null)}
      back={back}
    />
  );
}

function PrescriptionForm({
  details,
  prescription,
  back,
}: {
  details: ConsultationDetails;
  prescription: Prescription | null;
  back: React.ReactNode;
}) {
  const zone = useViewerZone();
  const navigate = useNavigate();
  const create = useCreatePrescription();
  const update = useUpdatePrescription();
  const download = useDownloadPrescription();
  const patientId = details.profile._id;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialValues(prescription, details),
    validate: (v) =>
      schemaResolver(prescriptionBody, { sync: true })({ patientId, ...toFields(v) } as never) as Record<
        string,
        string
      >,
  });
  const rowError = (i: number, field: string) => form.errors[`medicines.${i}.${field}`] as string | undefined;

  const submit = form.onSubmit((v) => {
    const done = {
      onSuccess: (r: { message: string; prescription: Prescription }) => {
        notify.success(r.message);
        if (!prescription) navigate(workspacePaths.prescription(patientId, r.prescription._id), { replace: true });
        else form.resetDirty();
      },
      onError: (e: unknown) => showServerError(e, formErrorTarget(form)),
    };
    if (prescription) update.mutate({ _id: prescription._id, ...toFields(v) }, done);
    else create.mutate({ patientId, ...toFields(v) }, done);
  });

  return (
    <Stack gap="lg" maw={960}>
      {back}
      <Stack gap={2}>
        <Title order={1}>{prescription ? 'Prescription' : 'New prescription'}</Title>
        <Text c="dimmed">
          For {details.profile.fullName || details.profile.name}
          {prescription
            ? ` · written ${formatDateTime(prescription.createdAt, zone)}${prescription.revision > 1 ? ` · revision ${prescription.revision}` : ''}`
            : ''}
        </Text>
        <Text size="sm" c="dimmed">
          Teleconsultation prescription under the Telemedicine Practice Guidelines 2020. Medicines come from the
          library; prohibited ones cannot be prescribed and List A needs a first consultation on video.
        </Text>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Card padding="lg" component="section" aria-labelledby="rx-diagnosis">
            <Stack gap="sm">
              <Title order={2} size="h4" id="rx-diagnosis">
                Diagnosis
              </Title>
              <Textarea
                label="Diagnosis or provisional diagnosis"
                withAsterisk
                autosize
                minRows={2}
                {...form.getInputProps('diagnosis')}
              />
              <Checkbox
                label="This is a provisional diagnosis"
                {...form.getInputProps('diagnosisIsProvisional', { type: 'checkbox' })}
              />
              {details.sessions.past.length > 0 && (
                <Select
                  label="Written in the session of"
                  clearable
                  data={details.sessions.past.map((s) => ({ value: s._id, label: formatDateTime(s.startTime, zone) }))}
                  {...form.getInputProps('appointmentId')}
                  maw={360}
                />
              )}
            </Stack>
          </Card>
          {/* Visible overflow: a medicine's list of choices opens over the cards below. */}
          <Card padding="lg" component="section" aria-labelledby="rx-medicines" style={{ overflow: 'visible' }}>
            <Stack gap="md">
              <Title order={2} size="h4" id="rx-medicines">
                Medicines
              </Title>
              {typeof form.errors.medicines === 'string' && (
                <Text c="red.9" size="sm" role="alert">
                  {form.errors.medicines}
                </Text>
              )}
              {form.values.medicines.map((row, i) => (
                <Card
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position in the list
                  key={i}
                  padding="md"
                  withBorder
                  component="fieldset"
                  aria-label={`Medicine ${i + 1}`}
                  style={{ margin: 0, overflow: 'visible' }}
                >
                  <Stack gap="sm">
                    <Group justify="space-between" wrap="nowrap" align="flex-end">
                      <div style={{ flex: 1, minWidth: 0 }}>
                        <MedicinePicker
                          label={`Medicine ${i + 1}`}
                          value={row.medicine}
                          error={rowError(i, 'medicineId')}
                          onPick={(m) => {
                            form.setFieldValue(`medicines.${i}.medicine`, m);
                            form.clearFieldError(`medicines.${i}.medicineId`);
                            if (!form.values.medicines[i]?.strength && m.strength)
                              form.setFieldValue(`medicines.${i}.strength`, m.strength);
                          }}
                        />
                      </div>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        mb={row.medicine ? 0 : 0}
                        aria-label={`Remove medicine ${i + 1}`}
                        disabled={form.values.medicines.length === 1}
                        onClick={() => form.removeListItem('medicines', i)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Group>
                    {row.medicine && (
                      <Group gap="xs">
                        <Text size="sm" c="dimmed">
                          Guidelines list:
                        </Text>
                        <TpgBadge list={row.medicine.tpgList} />
                      </Group>
                    )}
                    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
                      <TextInput
                        label="Strength"
                        placeholder="e.g. 50 mg"
                        withAsterisk
                        {...form.getInputProps(`medicines.${i}.strength`)}
                      />
                      <TextInput
                        label="Dose"
                        placeholder="e.g. 1 tablet"
                        withAsterisk
                        {...form.getInputProps(`medicines.${i}.dose`)}
                      />
                      <TextInput
                        label="Frequency"
                        placeholder="e.g. Once daily at night"
                        withAsterisk
                        {...form.getInputProps(`medicines.${i}.frequency`)}
                      />
                      <TextInput
                        label="Duration"
                        placeholder="e.g. 14 days"
                        withAsterisk
                        {...form.getInputProps(`medicines.${i}.duration`)}
                      />
                    </SimpleGrid>
                    <TextInput
                      label="Instructions"
                      placeholder="e.g. After food"
                      {...form.getInputProps(`medicines.${i}.instructions`)}
                    />
                  </Stack>
                </Card>
              ))}
              <Button
                variant="subtle"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => form.insertListItem('medicines', emptyRow())}
                disabled={form.values.medicines.length >= PRESCRIPTION_MEDICINES_MAX}
                style={{ alignSelf: 'flex-start' }}
              >
                Add a medicine
              </Button>
            </Stack>
          </Card>
          <Card padding="lg" component="section" aria-labelledby="rx-advice">
            <Stack gap="sm">
              <Title order={2} size="h4" id="rx-advice">
                Advice
              </Title>
              <Textarea
                label="Advice, tests, next visit (optional)"
                autosize
                minRows={2}
                {...form.getInputProps('advice')}
              />
            </Stack>
          </Card>
          <Group justify="flex-end" gap="sm" wrap="wrap">
            {prescription && (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={download.isPending}
                disabled={form.isDirty()}
                title={form.isDirty() ? 'Save your changes first' : undefined}
                onClick={() => download.mutate(prescription.downloadPath, { onError: (e) => notify.error(e) })}
              >
                Download PDF
              </Button>
            )}
            <Button type="submit" color="sahajCoral.8" loading={create.isPending || update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
