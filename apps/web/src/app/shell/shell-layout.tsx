import { AppShell, Avatar, Box, Burger, Button, Center, Group, Loader, Modal, rem, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { MSG, SLIDE_MENU_MAX_WIDTH, type UserType } from '@sahaj/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useProfile } from '../../features/auth/api/get-profile';
import { endSession } from '../../features/auth/api/logout';
import { Logo } from '../../features/auth/components/auth-layout';
import { HeaderSearchButton, LazyHeaderSearch } from '../../features/discovery/components/lazy-header-search';
import { SiteBanner } from '../../features/site-banner';
import { notify } from '../../lib/notify';
import {
  dashboardPath,
  RequireSession,
  type SessionUser,
  SIGNUP_PATH,
  updateSession,
  useSession,
} from '../../lib/session';
import { useHeightVariable } from '../../lib/use-height-variable';
import { MobileAppBanner, useHostedAppBanner } from '../mobile-app-banner';
import { mayOpen, shellKind } from './menu';
import { ShellMenu } from './shell-menu';
import { headerActions } from './shell-slots';

const HEADER_HEIGHT = 64;
/** The banners above the header's bar (the app banner on a phone), measured: the fixed header grows by it. */
const BANNER_HEIGHT_VARIABLE = '--sahaj-shell-banner-height';

// The socket's listeners and the call window: loaded after the page, so no page waits for socket.io.
const ShellOverlays = lazy(() => import('./shell-overlays').then((m) => ({ default: m.ShellOverlays })));

/** The signed-in shell under /user/base: a session guard around the frame. */
export function ShellLayout() {
  return (
    <RequireSession>
      <ShellFrame />
    </RequireSession>
  );
}

/** The name to greet someone by: first and last name, else the full name, else the e-mail. */
export function displayName(user: Partial<SessionUser> | null | undefined): string {
  if (!user) return '';
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.name || user.fullName || user.companyName || user.email || '';
}

function ShellFrame() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [confirmOpen, confirm] = useDisclosure(false);
  const [leaving, setLeaving] = useState(false);
  // The app banner sits inside the fixed header here, or the header would cover it (issue 10 #4).
  useHostedAppBanner();
  const bannerRef = useHeightVariable(BANNER_HEIGHT_VARIABLE);
  const narrow = useMediaQuery(`(max-width: ${SLIDE_MENU_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  const token = session?.token ?? null;
  const userType = session?.userType;
  const kind = shellKind(userType);
  const profile = useProfile(token);

  // The stored user is the first element of GET /user/profile (spec document 1 §7).
  useEffect(() => {
    if (profile.data)
      updateSession({
        user: profile.data as unknown as SessionUser,
        status: profile.data.status,
        page: profile.data.page,
      });
  }, [profile.data]);

  // Close the slide-out menu after moving to another page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => close(), [location.pathname, close]);

  // Escape closes the open slide-out menu and hands focus back to the button that opened it.
  const burgerRef = useRef<HTMLButtonElement>(null);
  useWindowEvent('keydown', (e) => {
    if (e.key !== 'Escape' || !opened || !narrow) return;
    close();
    burgerRef.current?.focus();
  });

  async function doLogout() {
    setLeaving(true);
    const message = await endSession();
    notify.success(message);
    setLeaving(false);
    confirm.close();
    navigate(SIGNUP_PATH, { replace: true });
  }

  const user = (profile.data as unknown as SessionUser | undefined) ?? session?.user ?? null;
  const name = displayName(user);

  // A therapist works in the shell only once approved ('active'); any other status goes back to
  // the profile wizard, which shows its own waiting or rejected state (spec document 1 §4).
  if (kind === 'provider') {
    const status = profile.data?.status ?? (profile.isPending ? undefined : session?.accountStatus);
    if (status === undefined) {
      // The screen's main content until the account's status is known (one main landmark meanwhile).
      return (
        <Center component="main" mih="100dvh">
          <Loader role="status" aria-label="Loading your account" />
        </Center>
      );
    }
    if (status !== 'active') return <Navigate to="/user/doctor/update-profile" replace />;
  }
  // Another kind of account's area (a patient at /user/base/home/corporate/dashboard) is not theirs.
  if (!mayOpen(kind, location.pathname.replace(/^\/user\/base\/home\/?/, ''))) {
    return <Navigate to={dashboardPath(userType)} replace />;
  }

  return (
    <AppShell
      header={{ height: `calc(${rem(HEADER_HEIGHT)} + var(${BANNER_HEIGHT_VARIABLE}, 0px))` }}
      navbar={{ width: 280, breakpoint: SLIDE_MENU_MAX_WIDTH + 1, collapsed: { mobile: !opened } }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <AppShell.Header>
        <div ref={bannerRef}>
          <SiteBanner />
          <MobileAppBanner />
        </div>
        <Group h={HEADER_HEIGHT} px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            {narrow && (
              <Burger
                ref={burgerRef}
                opened={opened}
                onClick={toggle}
                size="sm"
                // 44 × 44: the menu control is a thumb target (UI.md)
                w={44}
                h={44}
                aria-label={opened ? 'Close menu' : 'Open menu'}
                aria-expanded={opened}
              />
            )}
            <Logo to={dashboardPath(userType)} />
          </Group>
          {kind === 'patient' && !narrow && (
            <Box w={360} maw="40vw">
              <LazyHeaderSearch />
            </Box>
          )}
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            {kind === 'patient' && narrow && <HeaderSearchButton />}
            {token &&
              userType &&
              headerActions.map((Action, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
                <Action key={i} kind={kind} userType={userType as UserType} token={token} />
              ))}
            <Avatar color="sahajTeal" radius="xl" size={36} name={name || undefined} alt="" />
            {!narrow && (
              <Text fw={600} size="sm" truncate maw={180}>
                {name}
              </Text>
            )}
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        p="sm"
        aria-label="Main menu"
        // A closed slide-out menu is out of sight; keep it out of the tab order too.
        style={narrow && !opened ? { visibility: 'hidden' } : undefined}
      >
        {/* A closed slide-out menu is not drawn at all: on a phone its links and scroll area were
            rendered and measured on every page for a menu nobody had opened. */}
        {(!narrow || opened) && <ShellMenu kind={kind} pathname={location.pathname} onLogout={confirm.open} />}
      </AppShell.Navbar>

      <AppShell.Main bg="warmGray.0" id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
        <Box maw={1200} mx="auto">
          <Outlet />
        </Box>
        {/* The socket connects per user type once the user type is known (spec document 1 §4). */}
        {token && userType && (
          <Suspense fallback={null}>
            <ShellOverlays kind={kind} userType={userType as UserType} token={token} />
          </Suspense>
        )}
      </AppShell.Main>

      <Modal opened={confirmOpen} onClose={confirm.close} title="Logout" centered>
        <Text>{MSG.logoutConfirm}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={confirm.close} disabled={leaving}>
            Cancel
          </Button>
          <Button color="red.9" onClick={doLogout} loading={leaving}>
            Logout
          </Button>
        </Group>
      </Modal>
    </AppShell>
  );
}
