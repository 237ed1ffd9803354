import { Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { greetingFor } from '@sahaj/contract';
import { Link } from 'react-router';
import { MENUS, shellKind } from '../../../app/shell/menu';
import { displayName } from '../../../app/shell/shell-layout';
import { type SessionUser, useSession } from '../../../lib/session';
import { useProfile } from '../../auth/api/access';

/** The greeting by the hour and the signed-in user's name (spec document 1 §2 "Authenticated shell"). */
export function Greeting({ subtitle }: { subtitle: string }) {
  const session = useSession();
  const profile = useProfile(session?.token ?? null);
  const user = (profile.data as unknown as SessionUser | undefined) ?? session?.user ?? null;
  const name = displayName(user);
  return (
    <Card padding="lg" bg="sahajTeal.0" style={{ borderColor: 'var(--mantine-color-sahajTeal-1)' }}>
      <Text c="sahajTeal.9" fw={600}>
        {greetingFor(new Date().getHours())}
      </Text>
      {name ? (
        <Title order={1} size="h2" mt={4}>
          {name}
        </Title>
      ) : profile.isPending ? (
        <Skeleton h={32} w={220} mt={6} aria-label="Loading your name" />
      ) : (
        <Title order={1} size="h2" mt={4}>
          Welcome to Sahaj
        </Title>
      )}
      <Text c="dimmed" mt={4}>
        {subtitle}
      </Text>
    </Card>
  );
}

/** Shortcut cards to the rest of the menu. */
export function QuickLinks({ kind }: { kind: 'patient' | 'provider' | 'corporate' }) {
  const items = MENUS[kind].filter((i) => !i.path.endsWith('dashboard'));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {items.map((item) => (
        <Card
          key={item.path}
          component={Link}
          to={`/user/base/home/${item.path}`}
          padding="md"
          style={{ textDecoration: 'none' }}
        >
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size={40} radius="md">
              <item.icon size={22} />
            </ThemeIcon>
            <Text fw={600}>{item.label}</Text>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** /user/base/home/dashboard: patients and therapists land here. */
export function DashboardPage() {
  const session = useSession();
  const kind = shellKind(session?.userType);
  return (
    <Stack gap="lg">
      <Greeting
        subtitle={
          kind === 'provider'
            ? 'Here is your practice at a glance.'
            : 'How are you feeling today? Your care is a few taps away.'
        }
      />
      <QuickLinks kind={kind} />
    </Stack>
  );
}

/** /user/base/home/corporate/dashboard: company accounts land here. */
export function CorporateDashboardPage() {
  return (
    <Stack gap="lg">
      <Greeting subtitle="Your team's wellness cover at a glance." />
      <QuickLinks kind="corporate" />
    </Stack>
  );
}
