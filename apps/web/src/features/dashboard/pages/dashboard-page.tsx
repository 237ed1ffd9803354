import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { MENUS, shellKind } from '../../../app/shell/menu';
import { menuIcon } from '../../../app/shell/menu-icons';
import { useSession } from '../../../lib/session';
import { Greeting } from '../components/greeting';
import { PatientDashboardView } from '../components/patient-dashboard';
import { ProviderDashboardView } from '../components/provider-dashboard';

/** Shortcut cards to the rest of the menu. */
export function QuickLinks({ kind }: { kind: 'patient' | 'provider' | 'corporate' }) {
  const items = MENUS[kind].filter((i) => !i.path.endsWith('dashboard'));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {items.map((item) => {
        const Icon = menuIcon(item.path);
        return (
          <Card
            key={item.path}
            component={Link}
            to={`/user/base/home/${item.path}`}
            padding="md"
            style={{ textDecoration: 'none' }}
          >
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" size={40} radius="md">
                <Icon size={22} />
              </ThemeIcon>
              <Text fw={600}>{item.label}</Text>
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

/** /user/base/home/dashboard: patients and therapists land here. */
export function DashboardPage() {
  const kind = shellKind(useSession()?.userType);
  if (kind === 'corporate') return <Navigate to="/user/base/home/corporate/dashboard" replace />;
  return kind === 'provider' ? <ProviderDashboardView /> : <PatientDashboardView />;
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
