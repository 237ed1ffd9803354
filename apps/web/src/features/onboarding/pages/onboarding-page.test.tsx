import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { dobToIso, isoToDob, maskDob } from '../lib/dates';
import { onboardingRoutes } from '../routes';

const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = () => `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

const QUESTIONS = [
  {
    _id: '11111111-1111-4111-8111-111111111111',
    question: 'What brings you to Sahaj today?',
    contextType: 'wellness_profile',
    choices: [{ _id: '21111111-1111-4111-8111-111111111111', text: 'Low mood' }],
  },
  {
    _id: '31111111-1111-4111-8111-111111111111',
    question: 'An empty question',
    contextType: 'wellness_profile',
    choices: [],
  },
];

type Call = { key: string; body: Record<string, unknown> | undefined; headers: Record<string, string> };

/** Answers the wizard's calls like the server would for a patient at `page`. */
function mockServer(opts: { page: number; status?: string }) {
  const calls: Call[] = [];
  let page = opts.page;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string, init?: RequestInit) => {
      const u = new URL(String(url));
      const key = `${init?.method ?? 'GET'} ${u.pathname.replace('/api/v1', '')}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ key, body, headers: (init?.headers ?? {}) as Record<string, string> });
      const ok = (data: unknown) => new Response(JSON.stringify({ status: true, data }), { status: 200 });
      const status = () => (page >= 8 ? 'active' : (opts.status ?? 'pending'));
      const profile = () => ({ _id: 'u1', userType: 'patient', status: status(), page, name: null });
      if (key === 'GET /user/profile') return ok([profile()]);
      if (key === 'GET /user/questions') return ok({ questions: QUESTIONS, count: QUESTIONS.length });
      if (key === 'POST /registration/user/mail/send-verification') {
        return ok({ message: 'Email verification code sent successfully', email: body.email, resendAfterSeconds: 45 });
      }
      if (key === 'POST /registration/user/mail/check-verification') {
        if (body.code !== '4321') {
          return new Response(JSON.stringify({ status: false, data: { message: 'Invalid OTP! Try Again' } }), {
            status: 400,
          });
        }
        return ok({ message: 'Email verification successful', email: 'asha@example.com' });
      }
      if (key === 'PUT /registration/patient/signup') {
        page = Math.max(page, body.page);
        return ok({ message: 'ok', page, totalPages: 8, completed: page >= 8, status: status(), profile: profile() });
      }
      return new Response(JSON.stringify({ status: false, data: { message: 'Not found' } }), { status: 404 });
    }),
  );
  return calls;
}

function renderWizard(session: { page: number; oauth?: boolean }) {
  localStorage.setItem('authToken', jwt());
  localStorage.setItem('userType', 'patient');
  localStorage.setItem('accountStatus', 'pending');
  localStorage.setItem('pageInfo', String(session.page));
  if (session.oauth) localStorage.setItem('oauthData', JSON.stringify({ provider: 'google', email: null }));
  const router = createMemoryRouter(
    [...onboardingRoutes, { path: '/user/base/home/dashboard', element: <h1>Dashboard</h1> }],
    { initialEntries: ['/user/patient/update-profile'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('onboarding wizard', () => {
  it('with third-party sign-in data asks only name, gender and date of birth, then goes to the dashboard', async () => {
    const calls = mockServer({ page: 0 });
    const router = renderWizard({ page: 0, oauth: true });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'What should we call you?' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 3' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your name'), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'How do you identify?' });
    await user.click(screen.getByRole('radio', { name: 'Prefer not to say' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'When were you born?' });
    await user.type(screen.getByLabelText('Date of birth'), '17051990');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/base/home/dashboard');

    const saves = calls.filter((c) => c.key === 'PUT /registration/patient/signup');
    expect(saves.map((c) => c.body)).toEqual([
      { page: 1, name: 'Asha Rao' },
      { page: 2, gender: 'other' },
      { page: 3, dob: '1990-05-17' },
    ]);
    // Every save carries the browser's time zone.
    for (const s of saves) expect(s.headers.timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(localStorage.getItem('pageInfo')).toBe('3');
  });

  it('resumes at the stored page + 1', async () => {
    mockServer({ page: 3 });
    renderWizard({ page: 3 });
    expect(await screen.findByRole('heading', { level: 2, name: 'Where are you?' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Step 4 of 8' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it("shows 'No data found' for a question without choices, and lets it be skipped", async () => {
    const calls = mockServer({ page: 7 });
    const router = renderWizard({ page: 7 });
    const user = userEvent.setup();
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your Wellness Profile' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { level: 1, name: "You're All Set!" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/patient/update-profile/completed');
    expect(calls.filter((c) => c.key.startsWith('PUT')).at(-1)?.body).toEqual({
      page: 8,
      wellnessProfile: [{ question: QUESTIONS[1]!._id, answers: [] }],
    });
  });

  it('shows the contract’s messages under the fields without calling the server', async () => {
    const calls = mockServer({ page: 0 });
    renderWizard({ page: 0 });
    const user = userEvent.setup();
    await screen.findByLabelText('Your name');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please provide a valid name')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your name'), 'R2');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter only alphabets')).toBeInTheDocument();
    expect(calls.some((c) => c.key.startsWith('PUT'))).toBe(false);
  });

  it('leaves a completed profile from its first page with Back', async () => {
    mockServer({ page: 8, status: 'active' });
    const router = renderWizard({ page: 8 });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'What should we call you?' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user/base/home/dashboard'));
  });
});

describe('e-mail page', () => {
  it('checks the code by itself at 4 digits, offers wrong e-mail, and waits 45 s before a resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const calls = mockServer({ page: 4 });
      renderWizard({ page: 4 });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(await screen.findByLabelText('E-mail address'), 'Asha@Example.com');
      await user.click(screen.getByRole('button', { name: 'Send code' }));
      expect(await screen.findByRole('heading', { level: 2, name: 'Check your e-mail' })).toBeInTheDocument();
      expect(screen.getByText(/Resend code in 0:4\d/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();

      // A wrong code: checked without a click, the message under the boxes.
      await user.type(screen.getByLabelText('Digit 1 of 4'), '1111');
      expect(await screen.findByText('Invalid OTP! Try Again')).toBeInTheDocument();

      await vi.advanceTimersByTimeAsync(46_000);
      await user.click(await screen.findByRole('button', { name: 'Resend code' }));
      await vi.waitFor(() =>
        expect(calls.filter((c) => c.key === 'POST /registration/user/mail/send-verification')).toHaveLength(2),
      );

      // 'Wrong e-mail?' goes back to the address.
      await user.click(screen.getByRole('button', { name: 'Wrong e-mail?' }));
      expect(await screen.findByLabelText('E-mail address')).toHaveValue('Asha@Example.com');
      await user.click(screen.getByRole('button', { name: 'Send code' }));
      await user.type(await screen.findByLabelText('Digit 1 of 4'), '4321');
      expect(await screen.findByRole('heading', { level: 2, name: 'Set a password' })).toBeInTheDocument();
      const save = calls.filter((c) => c.key === 'PUT /registration/patient/signup').at(-1);
      expect(save?.body).toEqual({ page: 5, email: 'asha@example.com' });
      // Sent as typed but lower-cased (addresses are stored lower-case).
      expect(calls.find((c) => c.key === 'POST /registration/user/mail/send-verification')?.body).toEqual({
        email: 'asha@example.com',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('may be skipped', async () => {
    const calls = mockServer({ page: 4 });
    renderWizard({ page: 4 });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Set a password' })).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'PUT /registration/patient/signup').at(-1)?.body).toEqual({ page: 5 });
  });
});

describe('date of birth field', () => {
  it('types as DD/MM/YYYY and converts to and from ISO', () => {
    expect(maskDob('17051990')).toBe('17/05/1990');
    expect(maskDob('17/05/19')).toBe('17/05/19');
    expect(maskDob('1a7')).toBe('17');
    expect(dobToIso('17/05/1990')).toBe('1990-05-17');
    expect(dobToIso('17/5/1990')).toBe('17/5/1990');
    expect(isoToDob('1990-05-17')).toBe('17/05/1990');
    expect(isoToDob(null)).toBe('');
  });
});
