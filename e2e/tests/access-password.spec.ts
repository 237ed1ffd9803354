import { apiCall } from '../support/api';
import {
  apiSignUpByCode,
  apiSignUpWithPassword,
  codeSentTo,
  dialForm,
  fillPhone,
  hideAppBanner,
  setNewPassword,
  typeCode,
} from '../support/auth';
import { DESKTOP, expectNoHorizontalScroll, MOBILE, snap } from '../support/screens';
import { expect, test } from '../support/test';

test.beforeEach(({ page }) => hideAppBanner(page));

test('forgot password: phone → channel → code → new password → login with the new one', async ({ page, request }) => {
  const user = await apiSignUpWithPassword(request, 'patient', 'Old@12345');
  await page.goto('/user/patient/login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/user\/patient\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await fillPhone(page, user.phone.slice(3));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/user\/patient\/forgot-password\/otp$/);
  const since = new Date(Date.now() - 1000).toISOString();
  await page.getByRole('button', { name: 'SMS' }).click();
  await expect(page).toHaveURL(/\/user\/patient\/forgot-password\/sms$/);
  const code = await codeSentTo(request, user.phone, since);
  await typeCode(page, code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/user\/patient\/forgot-password\/reset\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();

  // The reset rules, in the spec's words.
  await setNewPassword(page, 'short');
  await expect(page.getByText('Password should be at least 8 characters long')).toBeVisible();
  await setNewPassword(page, 'alllowercase1');
  await expect(
    page.getByText('Password must contain at least one uppercase letter, one lowercase letter, and one number'),
  ).toBeVisible();
  await setNewPassword(page, 'New@12345', 'New@12346');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel(/^Confirm password/).fill('New@12345');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/user\/patient\/login$/);

  // The old password is refused, the new one signs in.
  await fillPhone(page, user.phone.slice(3));
  await page.getByLabel(/^Password/).fill('Old@12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Incorrect password. Please try again')).toBeVisible();
  await page.getByLabel(/^Password/).fill('New@12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user\/patient\/update-profile|\/user\/base\/home\/dashboard/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
});

test('reset-password/{accessToken} sets a new password with the token from the address', async ({ page, request }) => {
  const user = await apiSignUpByCode(request, 'patient');
  const since = new Date(Date.now() - 1000).toISOString();
  await apiCall(request, 'POST', '/registration/forgot-password/send-verification', {
    data: { verificationContact: dialForm(user.phone), channel: 'sms', userType: 'patient' },
  });
  const code = await codeSentTo(request, user.phone, since);
  const { authToken } = await apiCall<{ authToken: string }>(
    request,
    'POST',
    '/registration/forgot-password/check-verification',
    { data: { verificationContact: dialForm(user.phone), code, userType: 'patient' } },
  );
  await page.goto(`/user/patient/reset-password/${authToken}`);
  await setNewPassword(page, 'Fresh@2026');
  await expect(page).toHaveURL(/\/user\/patient\/login$/);
  const login = await apiCall<{ authToken: string }>(request, 'POST', '/registration/patient/login', {
    data: { login: dialForm(user.phone), password: 'Fresh@2026' },
  });
  expect(login.authToken).toBeTruthy();
});

test('an unverified phone on login goes to reverify, which sends a code and verifies it', async ({ page, request }) => {
  // A therapist from the sign-up form: the code went to the e-mail, so the phone is still unverified.
  const user = await apiSignUpWithPassword(request, 'doctor', 'Doc@12345');
  await page.goto('/user/doctor/login');
  await fillPhone(page, user.phone.slice(3));
  await page.getByLabel(/^Password/).fill('Doc@12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Phone Number is not verified')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/doctor\/reverify$/);
  await expect(page.getByRole('heading', { name: 'Verify phone' })).toBeVisible();
  const since = new Date(Date.now() - 1000).toISOString();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/user\/doctor\/signup\/otp-verification\/[^/]+$/);
  const code = await codeSentTo(request, user.phone, since);
  await typeCode(page, code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/user\/doctor\/update-profile/);
});

test('reverify-email sends a 4-digit code to the address', async ({ page, request }) => {
  const user = await apiSignUpWithPassword(request, 'doctor', 'Doc@12345');
  await page.goto('/user/doctor/reverify-email');
  await expect(page.getByRole('heading', { name: 'Verify e-mail' })).toBeVisible();
  await page.getByRole('button', { name: 'Send verification' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel(/^E-mail/).fill('not-an-email');
  await page.getByRole('button', { name: 'Send verification' }).click();
  await expect(page.getByText('Please enter valid Email')).toBeVisible();
  const since = new Date(Date.now() - 1000).toISOString();
  await page.getByLabel(/^E-mail/).fill(user.email);
  await page.getByRole('button', { name: 'Send verification' }).click();
  await expect(page).toHaveURL(/\/user\/doctor\/signup\/otp-verification\/[^/]+$/);
  await expect(page.getByRole('textbox', { name: /^Digit / })).toHaveCount(4);
  const code = await codeSentTo(request, user.email, since, 4);
  await typeCode(page, code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Email verification successful')).toBeVisible();
});

for (const [label, viewport] of [
  ['375', MOBILE],
  ['1280', DESKTOP],
] as const) {
  test(`password and verification screens at ${label} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const [path, heading, name] of [
      ['/user/patient/forgot-password', 'Forgot Password', 'forgot-phone'],
      ['/user/corporate/forgot-password', 'Forgot Password', 'forgot-corporate-email'],
      ['/user/patient/reset-password/some-token', 'Set a new password', 'reset-password'],
      ['/user/patient/reverify', 'Verify phone', 'reverify-phone'],
      ['/user/patient/reverify-email', 'Verify e-mail', 'reverify-email'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await snap(page, 'access', `${name}-${label}`);
    }
  });
}

test('forgot-password/otp-verification/{token} works from the address alone', async ({ page, request }) => {
  const user = await apiSignUpByCode(request, 'patient');
  const since = new Date(Date.now() - 1000).toISOString();
  const { token } = await apiCall<{ token: string }>(
    request,
    'POST',
    '/registration/forgot-password/send-verification',
    {
      data: { verificationContact: dialForm(user.phone), channel: 'sms', userType: 'patient' },
    },
  );
  const code = await codeSentTo(request, user.phone, since);
  await page.goto(`/user/patient/forgot-password/otp-verification/${token}`);
  await expect(page.getByRole('heading', { name: 'Enter OTP Code' })).toBeVisible();
  await typeCode(page, code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/user\/patient\/forgot-password\/reset\/[^/]+$/);
  await setNewPassword(page, 'Ticket@2026');
  await expect(page).toHaveURL(/\/user\/patient\/login$/);
});
