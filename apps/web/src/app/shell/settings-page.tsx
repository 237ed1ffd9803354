import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import {
  IconBuildingBank,
  IconCalendarTime,
  IconChevronRight,
  IconCurrencyRupee,
  IconFileText,
  IconMail,
  IconPhone,
  IconSchool,
  IconStethoscope,
  IconUser,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { SHELL_CONTENT_PATH } from '../../features/content/paths';
import { useSession } from '../../lib/session';
import { shellKind } from './menu';

/** The therapist profile editor; its navigation state `page` opens one of its six pages. */
const THERAPIST_EDITOR = '/user/doctor/update-profile';

interface SettingLink {
  label: string;
  hint: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  to: string;
  state?: unknown;
}

/** What an approved therapist can change today: each page of the profile editor. */
export const THERAPIST_SETTINGS: SettingLink[] = [
  {
    label: 'Availability and time off',
    hint: 'Your weekly hours, days off and extra hours',
    icon: IconCalendarTime,
    to: THERAPIST_EDITOR,
    state: { page: 4 },
  },
  {
    label: 'Pricing',
    hint: 'Your fees for each session length',
    icon: IconCurrencyRupee,
    to: THERAPIST_EDITOR,
    state: { page: 5 },
  },
  {
    label: 'Bank details',
    hint: 'The account your earnings are paid into',
    icon: IconBuildingBank,
    to: THERAPIST_EDITOR,
    state: { page: 6 },
  },
  {
    label: 'Basic information',
    hint: 'Name, photo, contact details and password',
    icon: IconUser,
    to: THERAPIST_EDITOR,
    state: { page: 1 },
  },
  {
    label: 'Education and experience',
    hint: 'Degrees, work history and licences',
    icon: IconSchool,
    to: THERAPIST_EDITOR,
    state: { page: 2 },
  },
  {
    label: 'Services and specialties',
    hint: 'Languages, specialties and treatments',
    icon: IconStethoscope,
    to: THERAPIST_EDITOR,
    state: { page: 3 },
  },
];

const PATIENT_SETTINGS: SettingLink[] = [
  {
    label: 'Verify your phone number',
    hint: 'Confirm the number we send codes to',
    icon: IconPhone,
    to: '/user/base/home/verify-phone',
  },
  {
    label: 'Verify your e-mail address',
    hint: 'Confirm the address we write to',
    icon: IconMail,
    to: '/user/base/home/verify-email',
  },
];

/** What is not in Settings yet, said plainly (issue 10: placeholders must not promise). */
const NOT_YET = {
  provider: 'Notification preferences and closing your account are not available here yet.',
  patient:
    'Changing your name, photo or password, notification preferences, payment history and closing your account are not available here yet.',
  corporate: 'Company settings are not available here yet.',
} as const;

function SettingCard({ item }: { item: SettingLink }) {
  return (
    <UnstyledButton
      component={Link}
      to={item.to}
      state={item.state}
      style={{ display: 'block', borderRadius: 'var(--mantine-radius-lg)' }}
    >
      <Card padding="md" h="100%">
        <Group wrap="nowrap" gap="md">
          <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
            <item.icon size={22} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600}>{item.label}</Text>
            <Text size="sm" c="dimmed">
              {item.hint}
            </Text>
          </Stack>
          <IconChevronRight size={20} aria-hidden />
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/** /user/base/home/my-account: the shell's Settings, with links to what each account can change. */
export function SettingsPage() {
  const session = useSession();
  const kind = shellKind(session?.userType);
  const items = kind === 'provider' ? THERAPIST_SETTINGS : kind === 'patient' ? PATIENT_SETTINGS : [];
  return (
    <Stack gap="lg" maw={860} mx="auto">
      <div>
        <Title order={1} size="h2">
          Settings
        </Title>
        {kind === 'provider' && (
          <Text c="dimmed" mt={4}>
            Each link opens that page of your profile. Saving moves you on to the next page; your changes are kept.
          </Text>
        )}
      </div>
      {items.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="nav" aria-label="Settings">
          {items.map((item) => (
            <SettingCard key={item.label} item={item} />
          ))}
        </SimpleGrid>
      )}
      <Alert variant="light" color="gray" title="Not here yet">
        {NOT_YET[kind]}
      </Alert>
      <Stack gap={6}>
        <Title order={2} size="h4">
          Your privacy
        </Title>
        <Group gap="lg">
          <Anchor href={SHELL_CONTENT_PATH['privacy-policy']} target="_blank" rel="noopener" underline="always">
            <Group gap={6} wrap="nowrap" component="span">
              <IconFileText size={18} aria-hidden />
              Privacy policy
            </Group>
          </Anchor>
          <Anchor
            href={SHELL_CONTENT_PATH['confidentiality-agreement']}
            target="_blank"
            rel="noopener"
            underline="always"
          >
            <Group gap={6} wrap="nowrap" component="span">
              <IconFileText size={18} aria-hidden />
              Confidentiality agreement
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Stack>
  );
}
