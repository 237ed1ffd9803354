import { VisuallyHidden } from '@mantine/core';
import { type NotificationItem, SERVER_EVENTS, type UserType } from '@sahaj/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { rereadOnEveryConnection } from '../../../lib/on-every-connection';
import { connectSocket } from '../../../lib/socket';
import { notificationKeys, notificationPaths } from '../api/keys';

/**
 * A shell overlay (loaded after the page shows, with the socket): a notification pushed on the socket
 * refreshes the bell's list and count and is announced to screen readers; on every connection the list
 * is read again if it was read before (notifications sent while there was none were stored, not pushed).
 */
export function NotificationAgent({ userType, token }: { userType: UserType; token: string }) {
  const enabled = notificationPaths(userType) !== null;
  const qc = useQueryClient();
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!enabled) return;
    const socket = connectSocket(userType, token);
    const onNotification = (n: NotificationItem) => {
      void qc.invalidateQueries({ queryKey: notificationKeys.list(userType) });
      if (n?.title) setAnnouncement(`New notification: ${n.title}`);
    };
    // What was sent while there was no connection was stored, not pushed: the list the bell already
    // read is read again on every connection (the first comes after the page shows).
    const stopRereading = rereadOnEveryConnection(socket, qc, notificationKeys.list(userType));
    socket.on(SERVER_EVENTS.notification, onNotification);
    return () => {
      stopRereading();
      socket.off(SERVER_EVENTS.notification, onNotification);
    };
  }, [enabled, userType, token, qc]);

  if (!enabled) return null;
  return <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>;
}
