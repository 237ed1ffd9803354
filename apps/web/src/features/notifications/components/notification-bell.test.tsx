import { type NotificationItem, notificationList, SERVER_EVENTS, unreadCountData } from '@sahaj/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { fakeApi, okReply } from '../../../test/fake-api';
import { NotificationAgent } from './notification-agent';
import { NotificationBell } from './notification-bell';
import { NotificationPanel } from './notification-panel';

const handlers = new Map<string, (p: unknown) => void>();
vi.mock('../../../lib/socket', () => ({
  connectSocket: () => ({
    on: (event: string, fn: (p: unknown) => void) => handlers.set(event, fn),
    off: (event: string) => handlers.delete(event),
  }),
}));

const item = (i: number, over: Partial<NotificationItem> = {}): NotificationItem => ({
  _id: `0c8f2a6e-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
  title: `Title ${i}`,
  msg: `Message ${i}`,
  logo: null,
  read: false,
  notificationSendDate: '2026-11-21T09:28:00.000Z',
  kind: 'booking',
  link: null,
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
  handlers.clear();
});

function renderBell(withPanel = false) {
  return render(
    <Providers>
      <MemoryRouter>
        <NotificationBell userType="doctor" />
        <NotificationAgent userType="doctor" token="t" />
        {/* The popover's body on its own (jsdom does not run the popover's transition). */}
        {withPanel && (
          <div role="dialog" aria-label="Notifications">
            <NotificationPanel userType="doctor" onNavigate={() => undefined} />
          </div>
        )}
      </MemoryRouter>
    </Providers>,
  );
}

describe('the notification bell', () => {
  it('shows the unread count in its label, lists newest first, marks one read and clears all', async () => {
    let data = [item(2), item(1, { title: 'Appointment Reminder' })];
    const calls = fakeApi({
      'GET /provider/list-notification': () =>
        okReply(notificationList, {
          notificationData: data,
          unreadNotificationCount: data.filter((n) => !n.read).length,
          length: data.length,
        }),
      'PATCH /provider/notification/mark-as-read': () => {
        data = data.map((n) => (n._id === item(2)._id ? { ...n, read: true } : n));
        return okReply(unreadCountData, { message: 'Marked as read', unreadNotificationCount: 1 });
      },
      'PATCH /provider/notification/clear-all': () => {
        data = [];
        return okReply(unreadCountData, { message: 'Cleared', unreadNotificationCount: 0 });
      },
    });
    renderBell(true);
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const rows = await within(dialog).findAllByTestId('notification-item');
    expect(rows.map((r) => within(r).getByText(/Title 2|Appointment Reminder/).textContent)).toEqual([
      'Unread: Title 2',
      'Unread: Appointment Reminder',
    ]);
    // A reminder leads to the appointments page.
    expect(await within(rows[1]!).findByRole('link', { name: 'Go to appointments' })).toHaveAttribute(
      'href',
      '/user/base/home/appointments',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as read: Title 2' }));
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(calls.find((c) => c.route === 'PATCH /provider/notification/mark-as-read')?.body).toEqual({
      _id: item(2)._id,
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear All' }));
    expect(await within(dialog).findByText('No new notifications found!')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Notifications, none unread' });
  });

  it('refreshes when a notification arrives on the socket', async () => {
    let data: NotificationItem[] = [];
    fakeApi({
      'GET /provider/list-notification': () =>
        okReply(notificationList, {
          notificationData: data,
          unreadNotificationCount: data.length,
          length: data.length,
        }),
    });
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, none unread' });
    data = [item(3, { title: 'Appointment Booked' })];
    await waitFor(() => expect(handlers.has(SERVER_EVENTS.notification)).toBe(true));
    act(() => handlers.get(SERVER_EVENTS.notification)!(data[0]));
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.getByText('New notification: Appointment Booked')).toBeInTheDocument();
  });

  it('reads the list again when the socket connects after it was read (notifications sent meanwhile were not pushed)', async () => {
    let data: NotificationItem[] = [];
    fakeApi({
      'GET /provider/list-notification': () =>
        okReply(notificationList, {
          notificationData: data,
          unreadNotificationCount: data.length,
          length: data.length,
        }),
    });
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, none unread' });
    data = [item(4), item(5)];
    await waitFor(() => expect(handlers.has('connect')).toBe(true));
    // The socket connects after the page shows (and again after a drop): what came before is read now.
    act(() => handlers.get('connect')!(undefined));
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    data = [item(4), item(5), item(6)];
    act(() => handlers.get('connect')!(undefined));
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
  });
});
