import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { APPOINTMENTS_LINK, formatDateTime, MSG, type NotificationItem, type UserType } from '@sahaj/contract';
import { Link } from 'react-router';
import { notify } from '../../../lib/notify';
import { useViewerZone } from '../../auth';
import { useClearAll } from '../api/clear-all';
import { useNotifications } from '../api/list-notifications';
import { useMarkAsRead } from '../api/mark-as-read';
import { linkLabel } from '../lib/link-label';

/** 'Payment Status' and 'Appointment Reminder' lead to the appointments page (spec document 3, States). */
const APPOINTMENT_TITLES = new Set<string>(['Payment Status', MSG.appointmentReminderTitle]);
export const linkOf = (n: NotificationItem) => n.link ?? (APPOINTMENT_TITLES.has(n.title) ? APPOINTMENTS_LINK : null);

/** The bell's popover: newest first, more on scroll, Mark as read, Clear All. */
export function NotificationPanel({ userType, onNavigate }: { userType: UserType; onNavigate: () => void }) {
  const list = useNotifications(userType);
  const mark = useMarkAsRead(userType);
  const clear = useClearAll(userType);
  const zone = useViewerZone();
  const items = list.data?.pages.flatMap((p) => p.notificationData) ?? [];
  const more = () => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  };

  return (
    <Box>
      <Group justify="space-between" px="md" py="sm" wrap="nowrap">
        <Title order={2} size="h5">
          {MSG.notificationsTitle}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          color="sahajTeal.8"
          disabled={items.length === 0}
          loading={clear.isPending}
          onClick={() =>
            clear.mutate(undefined, {
              onError: (e) => notify.error(e instanceof Error ? e.message : MSG.somethingWentWrong),
            })
          }
        >
          {MSG.clearAll}
        </Button>
      </Group>
      <Divider />
      {list.isPending ? (
        <Center p="lg">
          <Loader size="sm" role="status" aria-label="Loading notifications" />
        </Center>
      ) : list.isError ? (
        <Alert color="red" m="md" title="Could not load notifications">
          <Button size="compact-sm" variant="light" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        <Text ta="center" c="dimmed" p="lg">
          {MSG.noNotifications}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={380} type="auto" onBottomReached={more}>
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Notifications list">
            {items.map((n) => {
              const link = linkOf(n);
              return (
                <Box
                  component="li"
                  key={n._id}
                  px="md"
                  py="sm"
                  bg={n.read ? undefined : 'sahajTeal.0'}
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                  data-testid="notification-item"
                >
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                    <Box style={{ minWidth: 0 }}>
                      <Text fw={n.read ? 500 : 700} size="sm">
                        {!n.read && <VisuallyHidden component="span">Unread: </VisuallyHidden>}
                        {n.title}
                      </Text>
                      <Text size="sm" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
                        {n.msg}
                      </Text>
                      <Text size="xs" c="gray.7" mt={2}>
                        {formatDateTime(n.notificationSendDate, zone)}
                      </Text>
                      {link && (
                        <Anchor component={Link} to={link} size="sm" onClick={onNavigate}>
                          {linkLabel(link)}
                        </Anchor>
                      )}
                    </Box>
                    {!n.read && (
                      <Button
                        variant="outline"
                        size="compact-xs"
                        color="sahajTeal.8"
                        style={{ flexShrink: 0 }}
                        loading={mark.isPending && mark.variables === n._id}
                        aria-label={`${MSG.markAsRead}: ${n.title}`}
                        onClick={() =>
                          mark.mutate(n._id, {
                            onError: (e) => notify.error(e instanceof Error ? e.message : MSG.somethingWentWrong),
                          })
                        }
                      >
                        {MSG.markAsRead}
                      </Button>
                    )}
                  </Group>
                </Box>
              );
            })}
          </Stack>
          {list.hasNextPage && (
            <Center p="xs">
              <Button variant="subtle" size="compact-sm" loading={list.isFetchingNextPage} onClick={more}>
                Show more
              </Button>
            </Center>
          )}
        </ScrollArea.Autosize>
      )}
    </Box>
  );
}
