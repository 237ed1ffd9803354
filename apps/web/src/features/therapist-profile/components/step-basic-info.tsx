import {
  Avatar,
  Box,
  Button,
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
import { type GetInputPropsReturnType, schemaResolver, useForm } from '@mantine/form';
import {
  AGE_MIN,
  addYears,
  type BasicInfoBody,
  basicInfoForm,
  currentPasswordInput,
  DEFAULT_GENDER,
  DOB_DISPLAY_PATTERN,
  dobFromDisplay,
  formatLatitude,
  formatLongitude,
  GENDERS,
  type Gender,
  type HiddenField,
  type LocationResult,
  MSG,
  NAME_RULE_TEXT,
  newPasswordInput,
  PASSWORD_RULE_TEXT,
  todayIn,
  type WorkProfile,
} from '@sahaj/contract';
import { IconCamera, IconMapPin } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { CALENDAR_ARIA_LABELS } from '../../../components/calendar-labels';
import { LocationPickerModal } from '../../../components/location-picker';
import { errorMessage, notify } from '../../../lib/notify';
import { formErrorTarget, showServerError } from '../../../lib/server-error';
import { useViewerZone } from '../../auth';
import { useAuthorisedFileUrl } from '../api/authorised-file';
import { useReverseGeo } from '../api/lookups';
import { useUpdateBasicInfo } from '../api/update-basic-info';
import { useUploadFile } from '../api/upload-file';
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
  /** Asked only when an existing password is changed here. */
  currentPassword: string;
  dob: string | null;
  aboutYou: string;
  showDob: boolean;
  showLocation: boolean;
}

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
        <Text size="sm" c="red.9" role="alert" ta="center">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** A place the map or the browser gave, with a time zone the server can use. */
const usable = (r: LocationResult | null | undefined): r is LocationResult =>
  Boolean(r?.globalTimeZone && r.globalTimeZone !== MSG.unknownTimezone);

/** Changing an existing password on this page: the present one, then the new one twice. */
const passwordChange = z
  .object({
    currentPassword: currentPasswordInput.unwrap().min(1, MSG.currentPasswordRequired),
    password: newPasswordInput,
    confirmPassword: z.string().min(1, MSG.profileConfirmPasswordRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MSG.profilePasswordsMismatch,
    path: ['confirmPassword'],
  });

/** Page 1: Basic Information. */
/** A new password and its confirmation side by side (boxes aligned), the rule said under the first before it is broken. */
function NewPasswordPair({
  labels,
  password,
  confirm,
}: {
  labels: [string, string];
  password: GetInputPropsReturnType;
  confirm: GetInputPropsReturnType;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <PasswordInput
        label={labels[0]}
        description={PASSWORD_RULE_TEXT}
        // The rule goes under the box, so both boxes of the pair sit on one line (issue 20 #11).
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        withAsterisk
        autoComplete="new-password"
        errorProps={{ role: 'alert' }}
        {...password}
      />
      <PasswordInput
        label={labels[1]}
        withAsterisk
        autoComplete="new-password"
        errorProps={{ role: 'alert' }}
        {...confirm}
      />
    </SimpleGrid>
  );
}

export function StepBasicInfo({ profile, external, onSaved }: StepProps) {
  const save = useUpdateBasicInfo();
  // The browser is asked for the place only while none is stored; the map is always there.
  const browser = useBrowserLocation(!profile.address);
  const auto = useReverseGeo(browser.coords);
  const [picked, setPicked] = useState<LocationResult | null>(null);
  const [mapOpen, setMapOpen] = useState(false);
  const chosen = picked ?? (usable(auto.data) ? auto.data : null);
  // A first password is set here (never for external sign-in); an existing one may be changed,
  // which needs the present one (issue 9 #2).
  const askPassword = !external && !profile.hasPassword;
  const [changing, setChanging] = useState(false);
  // "Today" is the therapist's stored zone's, as on the server (basic-info.ts judges the age by it).
  const zone = useViewerZone();
  const schema = useMemo(() => basicInfoForm(!askPassword, () => todayIn(zone)), [askPassword, zone]);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialValues(profile),
    validate: (values) => ({
      ...schemaResolver(schema, { sync: true })(values),
      ...(changing ? schemaResolver(passwordChange, { sync: true })(values) : {}),
    }),
  });
  const today = todayIn(zone);

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
      ...(chosen ? { address: { latitude: formatLatitude(chosen.lat), longitude: formatLongitude(chosen.lng) } } : {}),
      ...(askPassword ? { email: v.email, password: v.password } : v.email ? { email: v.email } : {}),
      ...(changing ? { password: v.password, currentPassword: v.currentPassword } : {}),
    };
    save.mutate(body, {
      onSuccess: (r) => {
        notify.success(r.message);
        onSaved(r);
      },
      onError: (err) => showServerError(err, formErrorTarget(form)),
    });
  });

  const locationText = chosen?.location ?? profile.address?.location ?? '';
  const locationHint = chosen
    ? `Time zone: ${chosen.timezone}`
    : profile.address
      ? undefined
      : browser.status === 'asking' || auto.isFetching
        ? 'Finding your location…'
        : 'Your browser did not share your location. Choose it on the map.';

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
            <Text size="sm" c="red.9" role="alert">
              {form.errors.gender}
            </Text>
          )}
        </Stack>
        <TextInput
          label="Full name"
          description={NAME_RULE_TEXT}
          withAsterisk
          autoComplete="name"
          errorProps={{ role: 'alert' }}
          {...form.getInputProps('name')}
        />
        <TextInput
          label="E-mail"
          withAsterisk={!external}
          type="email"
          autoComplete="email"
          readOnly={external && !!profile.email}
          errorProps={{ role: 'alert' }}
          {...form.getInputProps('email')}
        />
        {askPassword && (
          <NewPasswordPair
            labels={['Password', 'Confirm password']}
            password={form.getInputProps('password')}
            confirm={form.getInputProps('confirmPassword')}
          />
        )}
        {!askPassword && !external && (
          <Stack gap="sm">
            <Switch
              label="Change my password"
              checked={changing}
              onChange={(e) => {
                setChanging(e.currentTarget.checked);
                form.setValues({ currentPassword: '', password: '', confirmPassword: '' });
                form.clearErrors();
              }}
            />
            {changing && (
              <>
                <PasswordInput
                  label="Current password"
                  withAsterisk
                  autoComplete="current-password"
                  errorProps={{ role: 'alert' }}
                  {...form.getInputProps('currentPassword')}
                />
                <NewPasswordPair
                  labels={['New password', 'Confirm new password']}
                  password={form.getInputProps('password')}
                  confirm={form.getInputProps('confirmPassword')}
                />
              </>
            )}
          </Stack>
        )}
        <Stack gap={6}>
          <TextInput
            label="Location"
            readOnly
            value={locationText}
            placeholder="No location yet"
            leftSection={<IconMapPin size={16} aria-hidden />}
            description={locationHint}
            styles={{ input: { background: 'var(--mantine-color-warmGray-0)' } }}
          />
          <Button
            variant="light"
            leftSection={<IconMapPin size={18} aria-hidden />}
            onClick={() => setMapOpen(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            {locationText ? 'Change location' : 'Choose on the map'}
          </Button>
          <Switch label="Show in profile" {...form.getInputProps('showLocation', { type: 'checkbox' })} />
        </Stack>
        <LocationPickerModal
          opened={mapOpen}
          onClose={() => setMapOpen(false)}
          initial={chosen}
          onConfirm={(r) => {
            setPicked(r);
            setMapOpen(false);
          }}
        />
        <Stack gap={6}>
          <DateInput
            ariaLabels={CALENDAR_ARIA_LABELS}
            label="Date of birth"
            description={`${DOB_DISPLAY_PATTERN}, e.g. 17-05-1990. You need to be at least ${AGE_MIN}.`}
            withAsterisk
            placeholder={DOB_DISPLAY_PATTERN}
            valueFormat={DOB_DISPLAY_PATTERN}
            size="md"
            dateParser={(text) => dobFromDisplay(text)}
            // No min/max here: a picker would silently drop a typed date outside them. Any day may be
            // typed, and the contract's age rule (18 to 120, said above) names what is wrong.
            defaultDate={form.values.dob ?? addYears(today, -30)}
            defaultLevel="decade"
            popoverProps={{ withinPortal: false }}
            errorProps={{ role: 'alert' }}
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
    currentPassword: '',
    dob: p.dob,
    aboutYou: p.aboutYou ?? '',
    showDob: !p.hiddenFields.includes('dob'),
    showLocation: !p.hiddenFields.includes('timeZone'),
  };
}
