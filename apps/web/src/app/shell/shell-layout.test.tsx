import { CLIENT_EVENTS, chatListData, type UserProfile } from '@sahaj/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify';
import { saveSession } from '../../lib/session';
import { fakeApi, okReply } from '../../test/fake-api';
import { fakeJwt, inOneHour } from '../../test/jwt';
import { profileReply } from '../../test/profile-fixture';
import { Providers } from '../providers';

// Every listener of each event, as socket.io keeps them (the call engine listens to applicationErrors too).
type Listener = (payload: unknown) => void;
const handlers = new Map<string, Set<Listener>>();
const emit = (event: string, payload: unknown) => {
  for (const fn of handlers.get(event) ?? []) fn(payload);
};
const connectSocket = vi.fn((_userType: string, _token: string) => ({
  on: (event: string, fn: Listener) => handlers.set(event, (handlers.get(event) ?? new Set()).add(fn)),
  off: (event: string, fn: Listener) => handlers.get(event)?.delete(fn),
}));
vi.mock('../../lib/socket', () => ({
  connectSocket: (userType: string, token: string) => connectSocket(userType, token),
  disconnectSocket: () => {},
}));

const { ShellLayout } = await import('./shell-layout');

/** GET /user/profile answers a list whose first element is the user, built through the contract schema. */
function answerProfile(
  userType: UserProfile['userType'],
  status: UserProfile['status'] = 'active',
  more: Parameters<typeof fakeApi>[0] = {},
) {
  fakeApi({
    ...more,
    'GET /user/profile': profileReply({ userType, status }),
  });
}

function renderShell(path = '/user/base/home/dashboard') {
  const router = createMemoryRouter(
    [
      {
        path: '/user/base',
        element: <ShellLayout />,
        children: [
          { path: 'home/dashboard', element: <h1>Dash</h1> },
          { path: 'home/corporate/dashboard', element: <h1>Company dashboard</h1> },
          { path: 'home/earnings', element: <h1>Earnings</h1> },
        ],
      },
      { path: '/user/doctor/update-profile', element: <h1>Wizard</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  handlers.clear();
  connectSocket.mockClear();
});

describe('signed-in shell', () => {
  it('connects the socket for the user type after the page shows, and shows applicationErrors as error toasts', async () => {
    const token = fakeJwt(inOneHour());
    saveSession({ authToken: token, userType: 'patient', status: 'active', page: 6 });
    answerProfile('patient');
    renderShell();
    expect(await screen.findByRole('heading', { name: 'Dash' })).toBeInTheDocument();
    // The socket's listeners load with the shell's overlays, after the page (shell-overlays.tsx).
    await waitFor(() => expect(connectSocket).toHaveBeenCalledWith('patient', token));
    emit('applicationErrors', { message: 'Your session could not join the room' });
    expect(await screen.findByText('Your session could not join the room')).toBeInTheDocument();
  });

  it('shows a refused call event once (the call engine listens to applicationErrors too)', async () => {
    const token = fakeJwt(inOneHour());
    saveSession({ authToken: token, userType: 'patient', status: 'active', page: 6 });
    answerProfile('patient');
    renderShell();
    await waitFor(() => expect(handlers.get('calltriggered')?.size).toBe(1));
    const toast = vi.spyOn(notify, 'error');
    // Every listener runs within emit(): what was asked for by then is all there will be.
    emit('applicationErrors', { event: CLIENT_EVENTS.joinCall, message: 'This session has not started yet' });
    expect(toast.mock.calls).toEqual([['This session has not started yet']]);
    expect(await screen.findByText('This session has not started yet')).toBeInTheDocument();
    toast.mockRestore();
  });

  it('shows the name from GET /user/profile and stores it as the user', async () => {
    saveSession({ authToken: fakeJwt(inOneHour()), userType: 'patient', status: 'active', page: 6 });
    answerProfile('patient');
    renderShell();
    expect(await screen.findByText('Asha Verma')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ _id: 'u1', firstName: 'Asha' });
  });

  it('sends a therapist who is not active to the profile setup', async () => {
    saveSession({ authToken: fakeJwt(inOneHour()), userType: 'doctor', status: 'active', page: 5 });
    answerProfile('doctor', 'waiting for approval');
    const router = renderShell();
    expect(await screen.findByRole('heading', { name: 'Wizard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/doctor/update-profile');
  });

  it('sends a patient who opens the company dashboard (or a therapist-only page) to their own dashboard (issue 20 #11)', async () => {
    saveSession({ authToken: fakeJwt(inOneHour()), userType: 'patient', status: 'active', page: 6 });
    answerProfile('patient');
    const router = renderShell('/user/base/home/corporate/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dash' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/base/home/dashboard');
    await act(() => router.navigate('/user/base/home/earnings'));
    expect(await screen.findByRole('heading', { name: 'Dash' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Earnings' })).toBeNull();
  });

  it('offers "Skip to content" first, which leads to the page itself (issue 20 #11)', async () => {
    saveSession({ authToken: fakeJwt(inOneHour()), userType: 'patient', status: 'active', page: 6 });
    answerProfile('patient');
    renderShell();
    await screen.findByRole('heading', { name: 'Dash' });
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    // Before the header and the menu: the first stop of the Tab order on every page.
    const focusable = [...document.querySelectorAll<HTMLElement>('a[href], button, input')].filter(
      (el) => !el.closest('.mantine-Notifications-root'),
    );
    expect(focusable[0]).toBe(skip);
    const target = document.getElementById(skip.getAttribute('href')!.slice(1));
    expect(target).toContainElement(screen.getByRole('heading', { name: 'Dash' }));
  });

  it('closes the slide-out menu on Escape and gives focus back to its button (issue 20 #11)', async () => {
    const wide = window.matchMedia;
    // A phone: every max-width query matches, so the menu slides out.
    window.matchMedia = ((query: string) => ({ ...wide(query), matches: query.includes('max-width') })) as typeof wide;
    try {
      saveSession({ authToken: fakeJwt(inOneHour()), userType: 'patient', status: 'active', page: 6 });
      answerProfile('patient');
      renderShell();
      await screen.findByRole('heading', { name: 'Dash' });
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const burger = screen.getByRole('button', { name: 'Close menu' });
      expect(burger).toHaveAttribute('aria-expanded', 'true');
      fireEvent.keyDown(window, { key: 'Escape' });
      expect(await screen.findByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    } finally {
      window.matchMedia = wide;
    }
  });

  it('shows the unread messages beside Chats in the menu (issue 20 #7)', async () => {
    saveSession({ authToken: fakeJwt(inOneHour()), userType: 'patient', status: 'active', page: 6 });
    const conversation = (id: string, unreadCount: number) => ({
      _id: id,
      roomId: `room-${id}`,
      patientId: 'u1',
      providerId: id,
      otherUserId: id,
      fullName: 'Meera Iyer',
      profilePic: null,
      online: false,
      closed: false,
      unreadCount,
      lastMessage: 'Hello',
      lastChatType: 'text' as const,
      lastSenderId: id,
      lastMessageAt: '2026-11-26T10:00:00.000Z',
    });
    answerProfile('patient', 'active', {
      'GET /patient/fetch-Chat-History': okReply(chatListData, {
        conversations: [conversation('t1', 2), conversation('t2', 1), conversation('t3', 0)],
      }),
    });
    renderShell();
    const chats = await screen.findByRole('link', { name: /^Chats/ });
    expect(await within(chats).findByLabelText('3 unread')).toHaveTextContent('3');
  });
});
