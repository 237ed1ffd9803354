import { Avatar, Button, FileButton, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AccountSettings,
  AVATAR_MIME_TYPES,
  DOB_DISPLAY_PATTERN,
  dobFromDisplay,
  dobToDisplay,
  MSG,
  maskDobInput,
  nameProblem,
} from '@sahaj/contract';
import { notify } from '../../../lib/notify';
import { formErrorTarget, showServerError } from '../../../lib/server-error';
import { useUpdateName } from '../api/update-name';
import { useUpdatePatientProfile } from '../api/update-patient-profile';
import { useRemovePicture, useUploadPicture } from '../api/upload-picture';
import { ALERT, Section } from './section';

const GENDERS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
];

/** A patient's name, picture, gender, date of birth and place. */
export function ProfileSection({ account }: { account: AccountSettings }) {
  const upload = useUploadPicture();
  const remove = useRemovePicture();
  const saveName = useUpdateName();
  const saveProfile = useUpdatePatientProfile();
  const form = useForm({
    initialValues: {
      name: account.name ?? '',
      gender: account.gender ?? '',
      dob: dobToDisplay(account.dob),
      location: account.location ?? '',
    },
    validate: {
      name: (v) => nameProblem(v.trim(), MSG.accountNameRequired) ?? null,
      dob: (v) => (v.trim() && !dobFromDisplay(v) ? MSG.onboardingDobFormat : null),
    },
  });

  async function submit(v: typeof form.values) {
    const target = formErrorTarget(form);
    try {
      const name = v.name.trim();
      if (name !== (account.name ?? '')) await saveName.mutateAsync({ name });
      const dob = v.dob.trim() ? (dobFromDisplay(v.dob) ?? undefined) : undefined;
      const changes = {
        ...(v.gender && v.gender !== account.gender ? { gender: v.gender as 'male' | 'female' | 'other' } : {}),
        ...(dob && dob !== account.dob ? { dob } : {}),
        ...(v.location.trim() !== (account.location ?? '') ? { location: v.location.trim() } : {}),
      };
      if (Object.keys(changes).length) await saveProfile.mutateAsync(changes);
      notify.success(MSG.updatedSuccessfully);
      form.resetDirty();
    } catch (err) {
      showServerError(err, target);
    }
  }

  const pictureBusy = upload.isPending || remove.isPending;
  return (
    <Section id="profile-heading" title="Your profile" hint="How you appear to your therapists.">
      <Group gap="md" wrap="nowrap">
        <Avatar src={account.profilePic} alt="" size={72} radius="xl" color="teal">
          {(account.name ?? '?').slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton
              accept={AVATAR_MIME_TYPES.join(',')}
              onChange={(file) =>
                file &&
                upload.mutate(file, {
                  onSuccess: (r) => notify.success(r.message),
                  onError: (err) => notify.error(err),
                })
              }
            >
              {(props) => (
                <Button {...props} variant="light" size="sm" loading={upload.isPending} disabled={pictureBusy}>
                  {account.profilePic ? 'Change picture' : 'Add a picture'}
                </Button>
              )}
            </FileButton>
            {account.profilePic && (
              <Button
                variant="subtle"
                color="gray"
                size="sm"
                loading={remove.isPending}
                disabled={pictureBusy}
                onClick={() => remove.mutate(undefined, { onSuccess: (r) => notify.success(r.message) })}
              >
                Remove
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            JPEG, PNG, WebP or GIF under 2 MB, at least 150 × 150 pixels.
          </Text>
        </Stack>
      </Group>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Name" autoComplete="name" errorProps={ALERT} {...form.getInputProps('name')} />
            <Select label="Gender" data={GENDERS} allowDeselect={false} {...form.getInputProps('gender')} />
            <TextInput
              label="Date of birth"
              placeholder={DOB_DISPLAY_PATTERN}
              description="Day-month-year, e.g. 17-05-1990"
              inputMode="numeric"
              autoComplete="bday"
              errorProps={ALERT}
              {...form.getInputProps('dob')}
              onChange={(e) => form.setFieldValue('dob', maskDobInput(e.currentTarget.value))}
            />
            <TextInput label="City or area" autoComplete="address-level2" {...form.getInputProps('location')} />
          </SimpleGrid>
          <Button
            type="submit"
            loading={saveName.isPending || saveProfile.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            Save profile
          </Button>
        </Stack>
      </form>
    </Section>
  );
}
