import { loginData, publicConfigData } from '@sahaj/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { failReply, fakeApi, okReply } from '../../../test/fake-api';
import { anHourAgo, fakeJwt, inOneHour } from '../../../test/jwt';
import { authRoutes } from '../routes';

// Replies are built through the contract's schemas (test/fake-api), so a shape change fails here.
const config = okReply(publicConfigData, {
  googleClientId: null,
  appleClientId: null,
  captcha: 'altcha',
  recaptchaSiteKey: null,
  resendWaitSeconds: 60,
  resendWaitOnboardingSeconds: 45,
});
const fail = failReply;
const mockApi = fakeApi;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      ...authRoutes,
      { path: '/user/base/home/dashboard', element: <h1>Dashboard</h1> },
      { path: '/user/base/home/corporate/dashboard', element: <h1>Corporate dashboard</h1> },
      { path: '/user/patient/update-profile', element: <h1>Onboarding</h1> },
      { path: '/user/doctor/update-profile', element: <h1>Therapist wizard</h1> },
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

async function fillLogin(phone: string, password: string) {
  const user = userEvent.setup();
  // The page arrives on demand (lazy route): wait for it.
  await user.type(await screen.findByLabelText(/Phone number/), phone);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => vi.unstubAllGlobals());
// The pages are lazy routes: load their modules once up front, so a busy machine's first transform
// of them is not counted against a test's wait.
beforeAll(async () => {
  await Promise.all([import('./login-page'), import('./signup-page')]);
});

describe('login page error mapping (spec document 1 §8)', () => {
  it("'Credentials of the user doesn't match' shows 'Incorrect password. Please try again'", async () => {
    mockApi({
      'GET /public/config': config,
      'POST /registration/patient/login': fail(401, "Credentials of the user doesn't match"),
    });
    renderAt('/user/patient/login');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    await fillLogin('9000000001', 'wrong-pass');
    expect(await screen.findByText('Incorrect password. Please try again')).toBeInTheDocument();
  });

  it("an unknown number shows 'Number not registered' with 'Signup instead?'", async () => {
    mockApi({
      'GET /public/config': config,
      'POST /registration/provider/login': fail(404, 'User with the email address or phone number not found'),
    });
    renderAt('/user/doctor/login');
    await fillLogin('9000000555', 'whatever1');
    expect(await screen.findByText(/Number not registered/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Signup instead?' })).toHaveAttribute('href', '/user/doctor/signup');
  });

  it("'Phone Number is not verified' goes to the reverify page", async () => {
    mockApi({
      'GET /public/config': config,
      'POST /registration/patient/login': fail(403, 'Phone Number is not verified'),
    });
    const router = renderAt('/user/patient/login');
    await fillLogin('9000000001', 'Patient@123');
    expect(await screen.findByRole('heading', { name: 'Verify phone' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/patient/reverify');
  });

  it('shows field errors in the spec words before calling the server', async () => {
    const calls = mockApi({ 'GET /public/config': config });
    renderAt('/user/patient/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter the Password')).toBeInTheDocument();
    expect(calls.filter((c) => c.route.includes('/login'))).toHaveLength(0);
  });

  it('a password login stores the session and routes the therapist with the page in state', async () => {
    const token = fakeJwt(inOneHour());
    const calls = mockApi({
      'GET /public/config': config,
      'POST /registration/provider/login': okReply(loginData, {
        authToken: token,
        status: 'pending',
        page: 2,
        userType: 'doctor',
        oauthData: null,
        message: 'Logged in successfully',
        token: null,
        expiresAt: new Date().toISOString(),
      }),
    });
    const router = renderAt('/user/doctor/login');
    await fillLogin('9000000002', 'Therapist@123');
    expect(await screen.findByRole('heading', { name: 'Therapist wizard' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ page: 2 });
    expect(localStorage.getItem('authToken')).toBe(token);
    expect(localStorage.getItem('userType')).toBe('doctor');
    const login = calls.find((c) => c.route.endsWith('/provider/login'));
    expect(login?.body).toMatchObject({ login: '+91-9000000002', password: 'Therapist@123' });
  });

  it('entry: an unexpired active session goes to the dashboard', async () => {
    mockApi({ 'GET /public/config': config });
    localStorage.setItem('authToken', fakeJwt(inOneHour()));
    localStorage.setItem('userType', 'patient');
    localStorage.setItem('accountStatus', 'active');
    const first = renderAt('/user/patient/signup');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(first.state.location.pathname).toBe('/user/base/home/dashboard');
  });

  it('entry: an expired token clears local storage and goes to login', async () => {
    mockApi({ 'GET /public/config': config });
    localStorage.setItem('authToken', fakeJwt(anHourAgo()));
    localStorage.setItem('userType', 'patient');
    localStorage.setItem('accountStatus', 'active');
    const router = renderAt('/user/patient/signup');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/patient/login');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('accountStatus')).toBeNull();
  });
});
