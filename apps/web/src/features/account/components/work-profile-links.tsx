import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconBuildingBank,
  IconCalendarTime,
  IconChevronRight,
  IconCurrencyRupee,
  IconReceipt,
  IconSchool,
  IconStethoscope,
  IconUser,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';

/** The therapist profile editor; its navigation state `page` opens one of its six pages. */
const THERAPIST_EDITOR = '/user/doctor/update-profile';

export interface SettingLink {
  label: string;
  hint: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  to: string;
  state?: unknown;
}

/** What an approved therapist changes in the work profile: each page of the profile editor. */
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
    hint: 'Name, photo and date of birth',
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

/** A patient's links: the payment history (its own page). */
export const PATIENT_LINKS: SettingLink[] = [
  {
    label: 'Payment history',
    hint: 'Your payments, refunds and invoices',
    icon: IconReceipt,
    to: '/user/base/home/my-account/payment-history',
  },
];

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

/** Link cards (the therapist's work profile pages, the patient's payment history). */
export function SettingLinks({ items, label }: { items: SettingLink[]; label: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="nav" aria-label={label}>
      {items.map((item) => (
        <SettingCard key={item.label} item={item} />
      ))}
    </SimpleGrid>
  );
}
