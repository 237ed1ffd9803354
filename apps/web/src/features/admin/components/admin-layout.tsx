import { AppShell, Box, Button, Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { MobileAppBanner, useHostedAppBanner } from '../../../app/mobile-app-banner';
import { ContentLoading } from '../../../app/root-layout';
import { onUnauthorized } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { clearSession } from '../../../lib/session';
import { endSession } from '../../auth';
import { RequireAdmin } from './admin-guard';

const HEADER_HEIGHT = 56;

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
  // The app banner sits inside the fixed header, or the header would cover it (issue 10 #4).
  useHostedAppBanner();
  const banner = useElementSize();
  return (
    <AppShell header={{ height: HEADER_HEIGHT + banner.height }} padding={0}>
      <AppShell.Header>
        <div ref={banner.ref}>
          <MobileAppBanner />
        </div>
        <Group h={HEADER_HEIGHT} px="md" justify="space-between" wrap="nowrap">
          <Group gap={8} wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
            <Text component={Link} to="/admin" fw={700} c="sahajTeal.8" size="lg" td="none">
              Sahaj
            </Text>
            <Text size="sm" c="dimmed" visibleFrom="sm">
              Admin
            </Text>
            {/* Scrolls sideways on a phone rather than pushing Log out off the screen. */}
            <Box component="nav" aria-label="Admin sections" ml="xs" style={{ minWidth: 0, overflowX: 'auto' }}>
              <Group gap={4} wrap="nowrap" w="max-content" preventGrowOverflow={false}>
                <Button component={Link} to="/admin" variant="subtle" size="compact-sm">
                  Therapists
                </Button>
                <Button component={Link} to="/admin/coupons" variant="subtle" size="compact-sm">
                  Coupons
                </Button>
                <Button component={Link} to="/admin/medicines" variant="subtle" size="compact-sm">
                  Medicines
                </Button>
                <Button component={Link} to="/admin/forms" variant="subtle" size="compact-sm">
                  Forms
                </Button>
                <Button component={Link} to="/admin/issues" variant="subtle" size="compact-sm">
                  Issues
                </Button>
                <Button component={Link} to="/admin/articles" variant="subtle" size="compact-sm">
                  Articles
                </Button>
                <Button component={Link} to="/admin/banners" variant="subtle" size="compact-sm">
                  Banner
                </Button>
              </Group>
            </Box>
          </Group>
          <Button
            variant="subtle"
            color="gray"
            size="compact-md"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={async () => {
              // The server session ends too, not only this browser's copy of the token.
              notify.success(await endSession());
              navigate('/admin/login', { replace: true });
            }}
          >
            Log out
          </Button>
        </Group>
      </AppShell.Header>
      <AppShell.Main bg="warmGray.0" mih="100dvh">
        <Suspense fallback={<ContentLoading />}>
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
