import { AppShell, Group, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router';

/** The signed-in shell under /user/base. (The access feature adds the menus and session guard.) */
export function ShellLayout() {
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md">
          <Text component={Link} to="/user/base/home/dashboard" fw={700} c="sahajTeal.8" size="lg" td="none">
            Sahaj
          </Text>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
