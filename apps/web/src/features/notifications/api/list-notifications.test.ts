import type { NotificationList } from '@sahaj/contract';
import { describe, expect, it } from 'vitest';
import { notificationsQuery } from './list-notifications';

const page = (n: number, length: number): NotificationList => ({
  notificationData: Array.from({ length: n }, (_, i) => ({
    _id: `id-${i}`,
    title: 't',
    msg: 'm',
    logo: null,
    read: false,
    notificationSendDate: '2026-11-21T09:28:00.000Z',
    kind: 'booking',
    link: null,
  })),
  unreadNotificationCount: length,
  length,
});

describe('more on scroll', () => {
  const next = notificationsQuery('patient').getNextPageParam!;
  it('asks for the next page while fewer than all are loaded, and stops at the end', () => {
    const p1 = page(5, 7);
    expect(next(p1, [p1], 1, [1])).toBe(2);
    const p2 = page(2, 7);
    expect(next(p2, [p1, p2], 2, [1, 2])).toBeUndefined();
    const empty = page(0, 0);
    expect(next(empty, [empty], 1, [1])).toBeUndefined();
  });
});
