import { ActionIcon, Indicator, Loader, Popover } from '@mantine/core';
import type { UserType } from '@sahaj/contract';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { notificationPaths } from '../api/keys';
import { useNotifications } from '../api/list-notifications';

// The list, its actions and their strings load only when the bell is first opened.
const NotificationPanel = lazy(() => import('./notification-panel').then((m) => ({ default: m.NotificationPanel })));

export const bellLabel = (unread: number) =>
  unread > 0 ? `Notifications, ${unread} unread` : 'Notifications, none unread';

/**
 * The header bell (patients, therapists and companies): the unread count on the button and in its
 * label, and the popover list on click. Live updates come from NotificationAgent, a shell overlay,
 * so the socket's code loads after the page shows.
 */
export function NotificationBell({ userType }: { userType: UserType }) {
  const enabled = notificationPaths(userType) !== null;
  const list = useNotifications(userType);
  const [opened, setOpened] = useState(false);
  const unread = list.data?.pages[0]?.unreadNotificationCount ?? 0;

  if (!enabled) return null;
  return (
    <Indicator
      inline
      disabled={unread === 0}
      label={<span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>}
      size={18}
      offset={8}
      color="red.8"
      data-testid="notification-count"
    >
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        shadow="md"
        withArrow
        returnFocus
        // In the DOM right after the bell, so Tab goes from the bell into the list (no focus trap).
        withinPortal={false}
        width="min(380px, calc(100vw - 16px))"
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={44}
            radius="xl"
            aria-label={bellLabel(unread)}
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={22} stroke={1.7} color="var(--mantine-color-dark-6)" />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0}>
          {opened && (
            <Suspense fallback={<Loader size="sm" m="md" role="status" aria-label="Loading notifications" />}>
              <NotificationPanel userType={userType} onNavigate={() => setOpened(false)} />
            </Suspense>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
