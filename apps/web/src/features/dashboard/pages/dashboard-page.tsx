import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { MENUS, shellKind } from '../../../app/shell/menu';
import { menuIcon } from '../../../app/shell/menu-icons';
import { isUnbuilt } from '../../../app/shell/unbuilt';
import { useSession } from '../../../lib/session';
import { PatientDashboardView } from '../components/patient-dashboard';
import { ProviderDashboardView } from '../components/provider-dashboard';

/** Shortcut cards to the rest of the menu; a part not built yet says so on its card. */
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
              <div>
                <Text fw={600}>{item.label}</Text>
                {isUnbuilt(item.path) && (
                  <Text size="sm" c="dimmed">
                    Not built yet
                  </Text>
                )}
              </div>
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
