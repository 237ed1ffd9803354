import { Anchor, AppShell, Button, Group, NavLink, ScrollArea, Stack } from '@mantine/core';
import { IconCalendarPlus, IconLogout, IconSettings } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { SHELL_CONTENT_PATH } from '../../features/content/paths';
import { MENUS, SETTINGS_PATH, type ShellKind } from './menu';
import { menuIcon } from './menu-icons';
import { menuBadges } from './shell-slots';

const HOME = '/user/base/home';

/**
 * The side menu's items, Settings, Logout and the two documents. Memoised: the frame around it draws
 * again as each of its queries answers (the profile, the banner's height), and on a phone redrawing
 * fifteen menu links each time was a long task of its own; the menu changes only with the page.
 */
export const ShellMenu = memo(function ShellMenu({
  kind,
  pathname,
  onLogout,
}: {
  kind: ShellKind;
  pathname: string;
  onLogout: () => void;
}) {
  const items = MENUS[kind];
  return (
    <>
      {/* At 800 px height the patient's menu is taller than the space: it scrolls, with its
          scrollbar shown (not only on hover), so the last items are seen to be there (issue 20 #11). */}
      <AppShell.Section grow component={ScrollArea} type="auto" offsetScrollbars style={{ minHeight: 0 }}>
        <Stack gap={4}>
          {kind === 'patient' && (
            <Button
              component={Link}
              to={`${HOME}/therapists`}
              color="sahajCoral.8"
              leftSection={<IconCalendarPlus size={18} />}
              mb="sm"
              fullWidth
            >
              Book a session
            </Button>
          )}
          {items.map((item) => {
            const Icon = menuIcon(item.path);
            const to = `${HOME}/${item.path}`;
            const active = pathname === to || pathname.startsWith(`${to}/`);
            const Count = menuBadges[item.path];
            return (
              <NavLink
                key={item.path}
                component={Link}
                to={to}
                label={item.label}
                active={active}
                aria-current={active ? 'page' : undefined}
                leftSection={<Icon size={20} stroke={1.6} />}
                rightSection={Count ? <Count /> : undefined}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            );
          })}
        </Stack>
      </AppShell.Section>
      <AppShell.Section>
        <Stack gap={4} pt="sm" style={{ borderTop: '1px solid var(--mantine-color-warmGray-2)' }}>
          {kind !== 'corporate' && (
            <NavLink
              component={Link}
              to={`${HOME}/${SETTINGS_PATH}`}
              label="Settings"
              active={pathname.startsWith(`${HOME}/${SETTINGS_PATH}`)}
              leftSection={<IconSettings size={20} stroke={1.6} />}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          )}
          <NavLink
            component="button"
            label="Logout"
            onClick={onLogout}
            leftSection={<IconLogout size={20} stroke={1.6} />}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
          {/* The documents every account agreed to, one tap away (they open in a new tab). */}
          <Group gap="md" px="sm" pt={4}>
            <Anchor href={SHELL_CONTENT_PATH['privacy-policy']} target="_blank" rel="noopener" size="xs" py={4}>
              Privacy policy
            </Anchor>
            <Anchor
              href={SHELL_CONTENT_PATH['confidentiality-agreement']}
              target="_blank"
              rel="noopener"
              size="xs"
              py={4}
            >
              Confidentiality agreement
            </Anchor>
          </Group>
        </Stack>
      </AppShell.Section>
    </>
  );
});
