import { PASSWORD_RULE_TEXT, questionsData } from '@sahaj/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { onboardingRoutes } from '../routes';
// Loaded up front so the routes' lazy pages resolve at once (a busy machine is slower than findBy's wait).
import './completed-page';
import './onboarding-page';

const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = () => `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

// Built with the contract's schema, so a change of shape fails here too.
const QUESTIONS = questionsData.parse({
  count: 2,
  questions: [
    {
      _id: '11111111-1111-4111-8111-111111111111',
      question: 'How often have you felt overwhelmed recently?',
      contextType: 'wellness_profile',
      answerType: 'singleSelect',
      choices: [
        { _id: '21111111-1111-4111-8111-111111111111', text: 'Rarely' },
        { _id: '21111111-1111-4111-8111-111111111112', text: 'Nearly every day' },
      ],
    },
    {
      _id: '31111111-1111-4111-8111-111111111111',
      question: 'An empty question',
      contextType: 'wellness_profile',
      answerType: 'multi',
      choices: [],
    },
  ],
}).questions;

type Call = { key: string; body: Record<string, unknown> | undefined; headers: Record<string, string> };

/** Answers the wizard's calls like the server would for a patient at `page`. */
function mockServer(opts: {
  page: number;
  status?: string;
  /** A 400 the next save answers with, as the server's envelope (data.message, data.field). */
  refuse?: { message: string; field?: string };
}) {
  const calls: Call[] = [];
  let page = opts.page;
  // What the saves stored, read back like the server would.
  const saved: Record<string, unknown> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string, init?: RequestInit) => {
      const u = new URL(String(url));
      const key = `${init?.method ?? 'GET'} ${u.pathname.replace('/api/v1', '')}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ key, body, headers: (init?.headers ?? {}) as Record<string, string> });
      const ok = (data: unknown) => new Response(JSON.stringify({ status: true, data }), { status: 200 });
      const status = () => (page >= 8 ? 'active' : (opts.status ?? 'pending'));
      const profile = () => ({ _id: 'u1', userType: 'patient', status: status(), page, name: null, ...saved });
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
      if (key === 'PATCH /public/company/logout') return ok({ message: 'Logout Successfully' });
      if (key === 'PUT /registration/patient/signup' && opts.refuse) {
        const data = opts.refuse;
        opts.refuse = undefined;
        return new Response(JSON.stringify({ status: false, data }), { status: 400 });
      }
      if (key === 'PUT /registration/patient/signup') {
        page = Math.max(page, body.page);
        const { page: _p, password: _pw, confirmPassword: _c, ...fields } = body;
        Object.assign(saved, fields);
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
    [
      ...onboardingRoutes,
      { path: '/user/base/home/dashboard', element: <h1>Dashboard</h1> },
      { path: '/user/patient/signup', element: <h1>Sign up</h1> },
    ],
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

  it("steps are history entries: the browser's Back goes back a step, and the profile is read again after a save", async () => {
    const calls = mockServer({ page: 0 });
    const router = renderWizard({ page: 0 });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your name'), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'How do you identify?' });
    // the shared GET /user/profile is fetched again, so the shell's copy shows the new name
    await vi.waitFor(() => expect(calls.filter((c) => c.key === 'GET /user/profile').length).toBeGreaterThan(1));
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 2, name: 'What should we call you?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('Asha Rao');
    await router.navigate(1);
    expect(await screen.findByRole('heading', { level: 2, name: 'How do you identify?' })).toBeInTheDocument();
    // the page's own Back and the browser's agree
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'What should we call you?' })).toBeInTheDocument();
  });

  it('offers Log out from a menu, asks first, ends the session and goes to sign-up', async () => {
    const calls = mockServer({ page: 2 });
    const router = renderWizard({ page: 2 });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'When were you born?' });
    expect(screen.getByRole('main')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out' });
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    // The sign-up page is a lazy route: on a busy machine it takes longer than waitFor's 1 s default.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user/patient/signup'), { timeout: 5000 });
    expect(calls.some((c) => c.key === 'PATCH /public/company/logout')).toBe(true);
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('puts a refused value under the field the server names, and anything else in a toast', async () => {
    mockServer({ page: 0, refuse: { message: 'Please enter only alphabets', field: 'name' } });
    renderWizard({ page: 0 });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your name'), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter only alphabets')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a refusal naming a field this page does not show is a general error, not a field error', async () => {
    mockServer({ page: 0, refuse: { message: 'dob: Please enter a valid date of birth', field: 'dob' } });
    renderWizard({ page: 0 });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your name'), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('dob: Please enter a valid date of birth')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says the password rule first, and asks for the current password when the account has one (issue 9 #2)', async () => {
    const calls = mockServer({
      page: 5,
      refuse: { message: 'Please enter your current password', field: 'currentPassword' },
    });
    renderWizard({ page: 5 });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'Set a password' });
    expect(screen.getByText(PASSWORD_RULE_TEXT)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'Calm@2026x');
    await user.type(screen.getByLabelText('Confirm password'), 'Calm@2026x');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // the server says the account has a password: the current one is asked, under its own field
    expect(await screen.findByText('Please enter your current password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password'), 'Old@2025x');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.key === 'PUT /registration/patient/signup').at(-1)?.body).toEqual({
        page: 6,
        password: 'Calm@2026x',
        confirmPassword: 'Calm@2026x',
        currentPassword: 'Old@2025x',
      }),
    );
  });

  it('resumes at the stored page + 1', async () => {
    mockServer({ page: 3 });
    renderWizard({ page: 3 });
    expect(await screen.findByRole('heading', { level: 2, name: 'Where are you?' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Step 4 of 8' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('answers that exclude each other take one answer (radio cards), and save just it (issue 10 #10)', async () => {
    const calls = mockServer({ page: 6 });
    renderWizard({ page: 6 });
    const user = userEvent.setup();
    const rarely = await screen.findByRole('radio', { name: 'Rarely' });
    const nearly = screen.getByRole('radio', { name: 'Nearly every day' });
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    await user.click(rarely);
    await user.click(nearly);
    expect(nearly).toBeChecked();
    expect(rarely).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('No data found');
    expect(calls.filter((c) => c.key.startsWith('PUT')).at(-1)?.body).toEqual({
      page: 7,
      wellnessProfile: [{ question: QUESTIONS[0]!._id, answers: [QUESTIONS[0]!.choices[1]!._id] }],
    });
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
    // No promise of settings that do not exist yet (issue 10 #2).
    expect(screen.getByRole('main')).not.toHaveTextContent(/settings/i);
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
      expect(screen.getByText(/Resend code in 00:4\d/)).toBeInTheDocument();
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

  it('behaves like every code box: a wrong code is cleared with its message, and the right one typed next submits (issue 10 #11)', async () => {
    const calls = mockServer({ page: 4 });
    renderWizard({ page: 4 });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Digit 1 of 4'), '1111');
    expect(await screen.findByText('Invalid OTP! Try Again')).toBeInTheDocument();
    const first = screen.getByLabelText('Digit 1 of 4');
    await vi.waitFor(() => expect(first).toHaveFocus());
    for (let i = 1; i <= 4; i++) expect(screen.getByLabelText(`Digit ${i} of 4`)).toHaveValue('');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('4321');
    expect(await screen.findByRole('heading', { level: 2, name: 'Set a password' })).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'POST /registration/user/mail/check-verification').map((c) => c.body)).toEqual(
      [{ code: '1111' }, { code: '4321' }],
    );
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
