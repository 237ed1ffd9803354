import type { UnreadCountData, UserType } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys, notificationPaths } from './keys';
import type { NotificationPages } from './list-notifications';

/** PATCH …/notification/clear-all: empties the list and zeroes the count. */
export const clearAll = (userType: UserType) =>
  api<UnreadCountData>(notificationPaths(userType)!.clearAll, { method: 'PATCH' });

export function useClearAll(userType: UserType) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => clearAll(userType),
    onSuccess: () => {
      qc.setQueryData<NotificationPages>(notificationKeys.list(userType), (data) =>
        data
          ? {
              pages: [{ notificationData: [], unreadNotificationCount: 0, length: 0 }],
              pageParams: [1],
            }
          : data,
      );
    },
  });
}
