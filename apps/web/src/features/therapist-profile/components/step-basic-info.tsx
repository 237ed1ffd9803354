import {
  Avatar,
  Box,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type BasicInfoBody,
  basicInfoForm,
  DEFAULT_GENDER,
  DOB_MAX_YEARS,
  dobFromDisplay,
  formatLatitude,
  formatLongitude,
  GENDERS,
  type Gender,
  type HiddenField,
  todayIso,
  type WorkProfile,
} from '@sahaj/contract';
import { IconCamera, IconMapPin } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { errorMessage, notify } from '../../../lib/notify';
import { useAuthorisedFileUrl } from '../api/authorised-file';
import { useReverseGeo } from '../api/lookups';
import { useUpdateBasicInfo, useUploadFile } from '../api/work-profile';
import { avatarProblem } from '../lib/file-checks';
import { useBrowserLocation } from '../lib/use-browser-location';
import type { StepProps } from './step-props';
import { WizardFooter } from './wizard-footer';

interface Values {
  gender: Gender;
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  dob: string | null;
  aboutYou: string;
  showDob: boolean;
  showLocation: boolean;
}

const hundredYearsAgo = () => {
  const d = new Date(`${todayIso()}T00:00:00`);
  d.setFullYear(d.getFullYear() - DOB_MAX_YEARS);
  return d;
};

function AvatarUpload({ profilePic, name }: { profilePic: string | null; name: string }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadFile();
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const stored = useAuthorisedFileUrl(preview ? null : profilePic);
  const src = preview ?? stored.data ?? null;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = await avatarProblem(file);
    setError(problem);
    if (problem) return;
    const local = URL.createObjectURL(file);
    upload.mutate(
      { type: 'profile_pic', file },
      {
        onSuccess: (r) => {
          setPreview(local);
          notify.success(r.message);
        },
        onError: (err) => {
          URL.revokeObjectURL(local);
          setError(errorMessage(err));
        },
      },
    );
  };

  return (
    <Stack align="center" gap={6}>
      <UnstyledButton
        onClick={() => input.current?.click()}
        aria-label="Upload profile picture"
        aria-describedby="avatar-help"
        pos="relative"
        style={{ borderRadius: '50%' }}
        disabled={upload.isPending}
      >
        <Avatar src={src} size={104} radius={999} color="sahajTeal" alt={src ? 'Your profile picture' : undefined}>
          {name ? name.trim().slice(0, 1).toUpperCase() : null}
        </Avatar>
        <Box
          pos="absolute"
          bottom={2}
          right={2}
          w={32}
          h={32}
          style={{
            borderRadius: '50%',
            background: 'var(--mantine-color-sahajTeal-7)',
            display: 'grid',
            placeItems: 'center',
            border: '2px solid white',
          }}
        >
          <IconCamera size={16} color="white" aria-hidden />
        </Box>
      </UnstyledButton>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid="avatar-input"
        onChange={(e) => {
          void pick(e.currentTarget.files?.[0]);
          e.currentTarget.value = '';
        }}
      />
      <Text id="avatar-help" size="xs" c="dimmed" ta="center">
        {upload.isPending ? 'Uploading…' : 'An image under 2MB, at least 150 × 150 px'}
      </Text>
      {error && (
        <Text size="sm" c="red.7" role="alert" ta="center">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** Page 1: Basic Information. */
export function StepBasicInfo({ profile, external, onSaved }: StepProps) {
  const save = useUpdateBasicInfo();
  const coords = useBrowserLocation();
  const place = useReverseGeo(coords);
  // Password fields: hidden for external sign-in, and once the account has a password (later edits
  // of page 1 keep it; it is changed in the account settings).
  const askPassword = !external && !profile.hasPassword;
  const schema = useMemo(() => basicInfoForm(!askPassword), [askPassword]);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialValues(profile),
    validate: schemaResolver(schema, { sync: true }),
  });
  const minDob = useMemo(hundredYearsAgo, []);

  const submit = form.onSubmit((v) => {
    const hiddenFields: HiddenField[] = [
      ...(v.showDob ? [] : ['dob' as const]),
      ...(v.showLocation ? [] : ['timeZone' as const]),
    ];
    const body: BasicInfoBody = {
      name: v.name,
      gender: v.gender,
      dob: v.dob ?? '',
      aboutYou: v.aboutYou,
      hiddenFields,
      ...(coords ? { address: { latitude: formatLatitude(coords.lat), longitude: formatLongitude(coords.lng) } } : {}),
      ...(askPassword ? { email: v.email, password: v.password } : v.email ? { email: v.email } : {}),
    };
    save.mutate(body, {
      onSuccess: (r) => {
        notify.success(r.message);
        onSaved(r);
      },
      onError: (err) => notify.error(err),
    });
  });

  const locationText = place.data?.location ?? profile.address?.location ?? '';

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <AvatarUpload profilePic={profile.profilePic} name={form.values.name} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="gender-label">
            Gender
          </Text>
          <SegmentedControl
            aria-labelledby="gender-label"
            fullWidth
            data={[...GENDERS]}
            {...form.getInputProps('gender')}
          />
          {form.errors.gender && (
            <Text size="sm" c="red.7" role="alert">
              {form.errors.gender}
            </Text>
          )}
        </Stack>
        <TextInput label="Full name" withAsterisk autoComplete="name" {...form.getInputProps('name')} />
        <TextInput
          label="E-mail"
          withAsterisk={!external}
          type="email"
          autoComplete="email"
          readOnly={external && !!profile.email}
          {...form.getInputProps('email')}
        />
        {askPassword && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordInput
              label="Password"
              withAsterisk
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label="Confirm password"
              withAsterisk
              autoComplete="new-password"
              {...form.getInputProps('confirmPassword')}
            />
          </SimpleGrid>
        )}
        <Stack gap={6}>
          <TextInput
            label="Location"
            readOnly
            value={locationText}
            placeholder={coords && !place.isPending ? '' : 'Finding your location…'}
            leftSection={<IconMapPin size={16} aria-hidden />}
            description={place.data?.timezone && place.data.timezone !== locationText ? place.data.timezone : undefined}
            styles={{ input: { background: 'var(--mantine-color-warmGray-0)' } }}
          />
          <Switch label="Show in profile" {...form.getInputProps('showLocation', { type: 'checkbox' })} />
        </Stack>
        <Stack gap={6}>
          <DateInput
            label="Date of birth"
            withAsterisk
            placeholder="DD-MM-YYYY"
            valueFormat="DD-MM-YYYY"
            size="md"
            dateParser={(s) => dobFromDisplay(s) ?? null}
            maxDate={new Date()}
            minDate={minDob}
            defaultLevel="decade"
            {...form.getInputProps('dob')}
          />
          <Switch label="Show in profile" {...form.getInputProps('showDob', { type: 'checkbox' })} />
        </Stack>
        <Textarea
          label="About you"
          placeholder="How you work, who you help, what people can expect in a first session"
          autosize
          minRows={3}
          maxRows={8}
          maxLength={2000}
          {...form.getInputProps('aboutYou')}
        />
      </Stack>
      <WizardFooter onContinue={() => submit()} loading={save.isPending} />
    </form>
  );
}

function initialValues(p: WorkProfile): Values {
  return {
    gender: p.gender ?? DEFAULT_GENDER,
    name: p.name ?? '',
    email: p.email ?? '',
    password: '',
    confirmPassword: '',
    dob: p.dob,
    aboutYou: p.aboutYou ?? '',
    showDob: !p.hiddenFields.includes('dob'),
    showLocation: !p.hiddenFields.includes('timeZone'),
  };
}
