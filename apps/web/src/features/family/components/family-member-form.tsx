import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DOB_DISPLAY_PATTERN,
  dobFromDisplay,
  dobToDisplay,
  type FamilyMember,
  familyDobProblem,
  MSG,
  maskDobInput,
  nameProblem,
  todayIn,
  toE164,
} from '@sahaj/contract';
import { LazyPhoneField } from '../../../components/lazy-phone-field';
import { notify } from '../../../lib/notify';
import { formErrorTarget, showServerError } from '../../../lib/server-error';
import { useViewerZone } from '../../auth';
import { useRelationships } from '../api/get-relationships';
import { useSaveFamilyMember } from '../api/save-family-member';

const ALERT = { role: 'alert' } as const;
const GENDERS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
];

/**
 * The rules of the contract (family.ts), shown under each field as the server would; "today" is in
 * the patient's own zone, as on the server.
 */
const validateIn = (zone: string) => ({
  name: (v: string) => nameProblem(v.trim(), MSG.familyNameRequired) ?? null,
  relationship: (v: string) => (v ? null : MSG.familyRelationshipRequired),
  dob: (v: string) => {
    if (!v.trim()) return MSG.familyDobRequired;
    const iso = dobFromDisplay(v);
    return iso ? (familyDobProblem(iso, todayIn(zone)) ?? null) : MSG.familyDobFormat;
  },
  gender: (v: string) => (v ? null : MSG.familyGenderRequired),
  phone: (v: string) => (v && !toE164(v) ? MSG.familyPhoneInvalid : null),
});

/** Add or edit one family member, in a dialog. */
export function FamilyMemberForm({
  opened,
  member,
  onClose,
}: {
  opened: boolean;
  member: FamilyMember | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={member ? 'Edit family member' : 'Add a family member'} centered>
      {opened && <FormBody member={member} onClose={onClose} />}
    </Modal>
  );
}

function FormBody({ member, onClose }: { member: FamilyMember | null; onClose: () => void }) {
  const relationships = useRelationships();
  const save = useSaveFamilyMember();
  const zone = useViewerZone();
  const form = useForm({
    initialValues: {
      name: member?.name ?? '',
      relationship: member?.relationship._id ?? '',
      dob: dobToDisplay(member?.dob),
      gender: member?.gender ?? '',
      phone: member?.phone ? (toE164(member.phone) ?? '') : '',
    },
    validate: validateIn(zone),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) =>
        save.mutate(
          {
            ...(member ? { _id: member._id } : {}),
            name: v.name.trim(),
            relationship: v.relationship,
            dob: dobFromDisplay(v.dob) ?? v.dob,
            gender: v.gender as 'male' | 'female' | 'other',
            phone: v.phone || null,
          },
          {
            onSuccess: (r) => {
              notify.success(r.message);
              onClose();
            },
            onError: (err) => showServerError(err, formErrorTarget(form)),
          },
        ),
      )}
    >
      <Stack gap="md">
        <TextInput
          label="Name"
          autoComplete="off"
          required
          errorProps={ALERT}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label="Relationship"
            required
            placeholder="Choose"
            data={(relationships.data ?? []).map((r) => ({ value: r._id, label: r.name }))}
            disabled={relationships.isPending}
            allowDeselect={false}
            errorProps={ALERT}
            {...form.getInputProps('relationship')}
          />
          <Select
            label="Gender"
            required
            placeholder="Choose"
            data={GENDERS}
            allowDeselect={false}
            errorProps={ALERT}
            {...form.getInputProps('gender')}
          />
        </SimpleGrid>
        <TextInput
          label="Date of birth"
          required
          placeholder={DOB_DISPLAY_PATTERN}
          description="Day-month-year, e.g. 09-03-2015"
          inputMode="numeric"
          errorProps={ALERT}
          {...form.getInputProps('dob')}
          onChange={(e) => form.setFieldValue('dob', maskDobInput(e.currentTarget.value))}
        />
        <LazyPhoneField
          label="Phone number (optional)"
          value={form.values.phone}
          onChange={(v) => form.setFieldValue('phone', v)}
          error={typeof form.errors.phone === 'string' ? form.errors.phone : null}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="subtle" color="gray" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {member ? 'Save' : 'Add'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
