import { NOTIFICATIONS_PAGE_SIZE, type NotificationList, type UserType } from '@sahaj/contract';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys, notificationPaths } from './keys';

/** GET /patient|provider/list-notification (or the company list), newest first, 5 a page. */
export const listNotifications = (userType: UserType, page: number, signal?: AbortSignal) =>
  api<NotificationList>(notificationPaths(userType)!.list, {
    query: { page, limit: NOTIFICATIONS_PAGE_SIZE },
    signal,
  });

export const notificationsQuery = (userType: UserType) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(userType),
    queryFn: ({ pageParam, signal }) => listNotifications(userType, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.notificationData.length, 0);
      return last.notificationData.length > 0 && loaded < last.length ? pages.length + 1 : undefined;
    },
    enabled: notificationPaths(userType) !== null,
  });

/** Every notification and the unread count (shared by the bell and its popover). */
export const useNotifications = (userType: UserType) => useInfiniteQuery(notificationsQuery(userType));

export type NotificationPages = InfiniteData<NotificationList, number>;
