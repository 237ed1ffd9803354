import { AppShell, Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { PageLoading } from '../../../app/root-layout';
import { onUnauthorized } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';
import { RequireAdmin } from './admin-guard';

function AdminFrame() {
  const navigate = useNavigate();
  // An expired or revoked admin token: back to the admin login, not the patient sign-up.
  useEffect(
    () =>
      onUnauthorized(() => {
        clearSession();
        navigate('/admin/login', { replace: true });
      }),
    [navigate],
  );
  return (
    <AppShell header={{ height: 56 }} padding={0}>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap={8} wrap="nowrap">
            <Text component={Link} to="/admin" fw={700} c="sahajTeal.8" size="lg" td="none">
              Sahaj
            </Text>
            <Text size="sm" c="dimmed">
              Admin
            </Text>
          </Group>
          <Button
            variant="subtle"
            color="gray"
            size="compact-md"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => {
              clearSession();
              navigate('/admin/login', { replace: true });
            }}
          >
            Log out
          </Button>
        </Group>
      </AppShell.Header>
      <AppShell.Main bg="warmGray.0" mih="100dvh">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}

/** Every /admin page: signed-in admins only, a slim header with log out. */
export function AdminLayout() {
  return (
    <RequireAdmin>
      <AdminFrame />
    </RequireAdmin>
  );
}
