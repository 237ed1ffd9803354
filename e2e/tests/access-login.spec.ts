import { uniquePhone } from '../support/api';
import {
  apiLogin,
  apiSignUpByCode,
  apiSignUpWithPassword,
  codeSentTo,
  DEMO,
  fillPhone,
  hideAppBanner,
  logInByCodeThroughScreens,
  signIn,
  signUpPatientThroughScreens,
  storeSession,
} from '../support/auth';
import { DESKTOP, expectNoHorizontalScroll, MOBILE, snap } from '../support/screens';
import { expect, test } from '../support/test';

test.beforeEach(({ page }) => hideAppBanner(page));

test('password login of the demo patient lands on the dashboard with her name', async ({ page }) => {
  await page.goto('/user/patient/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await fillPhone(page, DEMO.patient.national);
  await page.getByLabel(/^Password/).fill(DEMO.patient.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user\/base\/home\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: DEMO.patient.name })).toBeVisible();
  await expect(page.getByText(/^Good (Morning|Afternoon|Evening)!$/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userType'))).toBe('patient');
  expect(await page.evaluate(() => localStorage.getItem('accountStatus'))).toBe('active');
});

test('a wrong password shows the spec message under the field', async ({ page }) => {
  await page.goto('/user/patient/login');
  await fillPhone(page, DEMO.patient.national);
  await page.getByLabel(/^Password/).fill('Wrong@12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Incorrect password. Please try again')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/patient\/login$/);
});

test('an unregistered number shows "Number not registered" with "Signup instead?"', async ({ page }) => {
  await page.goto('/user/patient/login');
  await fillPhone(page, uniquePhone().slice(3));
  await page.getByLabel(/^Password/).fill('Whatever@123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(/Number not registered/)).toBeVisible();
  await page.getByRole('link', { name: 'Signup instead?' }).click();
  await expect(page).toHaveURL(/\/user\/patient\/signup$/);
});

test('code login: choose SMS, enter the code from the outbox, sign in', async ({ page, request }) => {
  // A fresh, fully phone-verified patient (status pending, page 0) so the demo account stays untouched.
  const user = await apiSignUpByCode(request, 'patient');
  await page.goto('/user/patient/login');
  await page.getByRole('link', { name: 'Sign in with OTP instead' }).click();
  await expect(page).toHaveURL(/\/user\/patient\/login\/otp$/);
  await fillPhone(page, user.phone.slice(3));
  await page.getByRole('button', { name: 'Continue' }).click();
  const since = new Date(Date.now() - 1000).toISOString();
  await page.getByRole('button', { name: 'SMS' }).click();
  await expect(page).toHaveURL(/\/user\/patient\/login\/otp\/sms$/);
  await expect(page.getByRole('heading', { name: 'Enter OTP Code' })).toBeVisible();
  await expect(page.getByText(/Resend in 0[01]:/)).toBeVisible();
  const code = await codeSentTo(request, user.phone, since);
  // Paste fills every box at once.
  await page
    .getByRole('textbox', { name: /^Digit / })
    .first()
    .focus();
  await page.evaluate((c) => {
    const dt = new DataTransfer();
    dt.setData('text/plain', c);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }),
    );
  }, code);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Page 0 with a code login → onboarding (spec document 1 §4).
  await expect(page).toHaveURL(/\/user\/patient\/update-profile/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
});

test('code login of an unregistered number says so', async ({ page }) => {
  await page.goto('/user/doctor/login/otp');
  await fillPhone(page, uniquePhone().slice(3));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'WhatsApp' }).click();
  await expect(page.getByText(/Number not registered/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Signup instead?' })).toHaveAttribute('href', '/user/doctor/signup');
});

test('the Patient/Therapist switch swaps patient and doctor in the path', async ({ page }) => {
  await page.goto('/user/patient/login/otp');
  await page.getByText('Therapist', { exact: true }).click();
  await expect(page).toHaveURL(/\/user\/doctor\/login\/otp$/);
  await page.getByText('Patient', { exact: true }).click();
  await expect(page).toHaveURL(/\/user\/patient\/login\/otp$/);
});

test('an expired token in storage is cleared and the user goes to login', async ({ page, request }) => {
  const data = await apiLogin(request, 'patient');
  await storeSession(page, data);
  // Same token shape, exp an hour ago (the page reads exp; the server would refuse it too).
  await page.evaluate(() => {
    const enc = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const exp = Math.floor(Date.now() / 1000) - 3600;
    localStorage.setItem('authToken', `${enc({ alg: 'HS256' })}.${enc({ sub: 'x', exp })}.sig`);
  });
  await page.goto('/user/patient/signup');
  await expect(page).toHaveURL(/\/user\/patient\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('userType'))).toBeNull();
});

test('an expired token inside the shell goes to patient sign-up', async ({ page, request }) => {
  const data = await apiLogin(request, 'patient');
  await storeSession(page, data);
  await page.evaluate(() => localStorage.setItem('authToken', 'garbage'));
  await page.goto('/user/base/home/dashboard');
  await expect(page).toHaveURL(/\/user\/patient\/signup$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('a signed-in active user entering login goes straight to the dashboard', async ({ page, request }) => {
  await signIn(page, request, 'patient');
  await page.goto('/user/patient/login');
  await expect(page).toHaveURL(/\/user\/base\/home\/dashboard$/);
});

test('logout asks first, ends the server session and goes to patient sign-up', async ({ page, request }) => {
  const data = await signIn(page, request, 'patient');
  await expect(page.getByRole('heading', { level: 1, name: DEMO.patient.name })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to logout?');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await snap(page, 'access', 'logout-dialog-1280');
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/user\/patient\/signup$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  // The old token no longer works on the server.
  const res = await request.get('/api/v1/user/profile', { headers: { authorization: `Bearer ${data.authToken}` } });
  expect(res.status()).toBe(401);
});

for (const [label, viewport] of [
  ['375', MOBILE],
  ['1280', DESKTOP],
] as const) {
  test(`login screens at ${label} px`, async ({ page, request }) => {
    // A number of its own: two widths at once must not trip one number's resend wait.
    const user = await apiSignUpByCode(request, 'patient');
    await page.setViewportSize(viewport);
    await page.goto('/user/patient/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await snap(page, 'access', `login-password-${label}`);
    await page.getByRole('link', { name: 'Sign in with OTP instead' }).click();
    await fillPhone(page, user.phone.slice(3));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('button', { name: 'WhatsApp' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await snap(page, 'access', `login-channel-${label}`);
    await page.getByRole('button', { name: 'SMS' }).click();
    await expect(page.getByRole('heading', { name: 'Enter OTP Code' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await snap(page, 'access', `login-code-${label}`);
    await page.goto('/user/corporate/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await snap(page, 'access', `corporate-login-${label}`);
  });
}

test('helpers for other journeys: sign up through the screens, then log back in by code', async ({ page, request }) => {
  const { phone } = await signUpPatientThroughScreens(page, request);
  await page.evaluate(() => localStorage.clear());
  await logInByCodeThroughScreens(page, request, phone);
  // A new patient (page 0) goes back to onboarding after a code login.
  await expect(page).toHaveURL(/\/user\/patient\/update-profile/);
});

test('the patient and therapist login links to corporate login', async ({ page }) => {
  await page.goto('/user/doctor/login');
  await page.getByRole('link', { name: 'Corporate login' }).click();
  await expect(page).toHaveURL(/\/user\/corporate\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('after 10 wrong passwords the form says how long to wait, in the form and not also as a toast', async ({
  page,
  request,
}) => {
  const account = await apiSignUpWithPassword(request, 'patient');
  const login = `+91-${account.phone.slice(3)}`;
  for (let i = 0; i < 10; i++) {
    const res = await request.post('/api/v1/registration/patient/login', {
      data: { login, password: `Wrong@${i}2345` },
    });
    expect(res.status()).toBe(401);
  }
  await page.goto('/user/patient/login');
  await fillPhone(page, account.phone.slice(3));
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Too many failed login attempts' });
  await expect(alert).toHaveText(/Please try again in 1[45] minutes\./);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await page.setViewportSize(MOBILE);
  await snap(page, 'access', 'login-locked-375');
});

test('what is typed on the prerendered login page before its code arrives is kept when the app takes over', async ({
  page,
}) => {
  // Hold the entry script back: the page shows the HTML form (build-time render) and nothing else runs.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/user/patient/login', { waitUntil: 'commit' });
  const password = page.getByLabel(/^Password/);
  await expect(password).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveCount(0); // the app has not taken over yet
  await password.fill(DEMO.patient.password);
  await page.getByLabel('Remember Me').check();

  release();
  await expect(page.getByLabel('Phone number')).toBeVisible(); // the app's own form now
  await expect(page.getByLabel(/^Password/)).toHaveValue(DEMO.patient.password);
  await expect(page.getByLabel('Remember Me')).toBeChecked();
  await fillPhone(page, DEMO.patient.national);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user\/base\/home\/dashboard$/);
  // Remember Me reached the app: the session is the 30-day one.
  const exp = await page.evaluate(() => {
    const token = localStorage.getItem('authToken') ?? '';
    return JSON.parse(atob(token.split('.')[1] ?? '')).exp as number;
  });
  expect(exp * 1000 - Date.now()).toBeGreaterThan(24 * 3600 * 1000);
});
