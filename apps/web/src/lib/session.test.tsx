import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../app/providers';
import { anHourAgo, fakeJwt, inOneHour } from '../test/jwt';
import { RequireSession, readSession, saveSession, sessionState } from './session';

function renderGuarded(path = '/user/patient/update-profile') {
  const router = createMemoryRouter(
    [
      {
        path: '/user/patient/update-profile',
        element: (
          <RequireSession userTypes={['patient']}>
            <h1>Wizard</h1>
          </RequireSession>
        ),
      },
      { path: '/user/patient/signup', element: <h1>Signup page</h1> },
      { path: '/user/base/home/dashboard', element: <h1>Dashboard</h1> },
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

describe('session', () => {
  it('saves the spec keys and reads them back', () => {
    const token = fakeJwt(inOneHour());
    saveSession({
      authToken: token,
      userType: 'provider',
      status: 'pending',
      page: 2,
      oauthData: { provider: 'google' },
    });
    expect(localStorage.getItem('authToken')).toBe(token);
    expect(localStorage.getItem('userType')).toBe('doctor');
    expect(localStorage.getItem('accountStatus')).toBe('pending');
    expect(localStorage.getItem('pageInfo')).toBe('2');
    expect(JSON.parse(localStorage.getItem('oauthData')!)).toEqual({ provider: 'google' });
    expect(readSession()).toMatchObject({ token, userType: 'doctor', accountStatus: 'pending', page: 2 });
    expect(sessionState()).toBe('valid');
  });

  it('an expired or unreadable token is not a session', () => {
    localStorage.setItem('authToken', fakeJwt(anHourAgo()));
    expect(sessionState()).toBe('expired');
    localStorage.setItem('authToken', 'not-a-jwt');
    expect(sessionState()).toBe('expired');
    localStorage.clear();
    expect(sessionState()).toBe('none');
  });

  it('RequireSession shows the page for a valid token', async () => {
    saveSession({ authToken: fakeJwt(inOneHour()), userType: 'patient', status: 'pending', page: 0 });
    renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Wizard' })).toBeInTheDocument();
  });

  it('RequireSession clears an expired token and goes to patient sign-up', async () => {
    saveSession({ authToken: fakeJwt(anHourAgo()), userType: 'patient', status: 'pending', page: 0 });
    const router = renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Signup page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/patient/signup');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('userType')).toBeNull();
  });

  it('RequireSession sends a missing token to patient sign-up', async () => {
    renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Signup page' })).toBeInTheDocument();
  });

  it('RequireSession sends another kind of user to their dashboard', async () => {
    saveSession({ authToken: fakeJwt(inOneHour()), userType: 'doctor', status: 'active', page: 5 });
    renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('session expiry while the page is open', () => {
  // The clock is faked (and still runs), so a slow first render on a busy machine cannot use up the
  // token's life before the page shows: the test moves time past exp itself.
  afterEach(() => vi.useRealTimers());

  it('RequireSession leaves for sign-up when the token reaches its exp', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    saveSession({
      authToken: fakeJwt(Math.floor(Date.now() / 1000) + 60),
      userType: 'patient',
      status: 'pending',
      page: 0,
    });
    renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Wizard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Signup page' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(await screen.findByRole('heading', { name: 'Signup page' })).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
