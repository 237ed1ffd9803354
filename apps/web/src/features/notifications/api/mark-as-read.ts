import type { UnreadCountData, UserType } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys, notificationPaths } from './keys';
import type { NotificationPages } from './list-notifications';

/** PATCH …/notification/mark-as-read { _id }. */
export const markAsRead = (userType: UserType, id: string) =>
  api<UnreadCountData>(notificationPaths(userType)!.markAsRead, { method: 'PATCH', body: { _id: id } });

export function useMarkAsRead(userType: UserType) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markAsRead(userType, id),
    onSuccess: (r, id) => {
      qc.setQueryData<NotificationPages>(notificationKeys.list(userType), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({
                ...p,
                unreadNotificationCount: r.unreadNotificationCount,
                notificationData: p.notificationData.map((n) => (n._id === id ? { ...n, read: true } : n)),
              })),
            }
          : data,
      );
    },
  });
}
