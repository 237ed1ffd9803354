import { apiCall } from '../support/api';
import { codeSentTo, DEMO, hideAppBanner, setNewPassword, typeCode } from '../support/auth';
import { apiCaptchaPass } from '../support/captcha';
import { DESKTOP, expectNoHorizontalScroll, MOBILE, snap } from '../support/screens';
import { expect, test } from '../support/test';

test.beforeEach(({ page }) => hideAppBanner(page));

test('corporate sign-up with every field, the e-mail code, then login, lands on the corporate dashboard', async ({
  page,
  request,
}) => {
  const email = `hr-${Date.now()}@company.example`;
  await page.goto('/user/corporate/signup');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByText('Role is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Please enter the Password')).toBeVisible();
  await expect(page.getByText('Location/Area is required')).toBeVisible();

  await page
    .getByLabel(/^Your role/)
    .first()
    .click();
  await page.getByRole('option').first().click();
  await page.getByLabel(/^Your e-mail/).fill(email);
  await page.getByLabel(/^Password/).fill('Corp@12345');
  await page.getByLabel(/^Confirm password/).fill('Corp@12345');
  await page.getByLabel(/^Location\/Area/).fill('Bengaluru, Koramangala');
  await page.getByLabel(/^Company name/).fill('Calm Co');
  await page.getByLabel(/^Company website/).fill('https://calm.example');
  await page.getByLabel(/^Company e-mail/).fill('contact@calm.example');
  await page
    .getByLabel(/^Company size/)
    .first()
    .click();
  await page.getByRole('option').first().click();
  await page
    .getByLabel(/^Company category/)
    .first()
    .click();
  await page.getByRole('option').first().click();
  await expect(page.getByLabel(/^Currency/).first()).toHaveValue('INR');
  await expect(page.getByLabel(/^Currency/).first()).toBeDisabled();
  const since = new Date(Date.now() - 1000).toISOString();
  await page.getByRole('button', { name: 'Create an account' }).click();
  // The invisible captcha runs, then the account waits for its e-mail: a 6-digit code goes there.
  await expect(page).toHaveURL(/\/user\/corporate\/signup\/otp-verification\/[^/]+$/, { timeout: 60_000 });
  await expect(page.getByText(email)).toBeVisible();
  await typeCode(page, await codeSentTo(request, email, since));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/user\/base\/home\/corporate\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('userType'))).toBe('company');

  // Log out and back in by e-mail and password.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/user\/patient\/signup$/);
  await page.goto('/user/corporate/login');
  await page.getByLabel(/^Work e-mail/).fill(email);
  await page.getByLabel(/^Password/).fill('Wrong@12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Incorrect password. Please try again')).toBeVisible();
  await page.getByLabel(/^Password/).fill('Corp@12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user\/base\/home\/corporate\/dashboard$/);
  await expect(page.getByText(/^Good (Morning|Afternoon|Evening)!$/)).toBeVisible();
});

test('the demo company logs in at /user/corporate/login', async ({ page }) => {
  await page.goto('/user/corporate/login');
  await page.getByLabel(/^Work e-mail/).fill(DEMO.company.email);
  await page.getByLabel(/^Password/).fill(DEMO.company.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user\/base\/home\/corporate\/dashboard$/);
  // The account's name at once, the company's ('Acme Technologies Pvt Ltd') once its profile has loaded.
  await expect(page.getByRole('heading', { level: 1, name: /^Acme / })).toBeVisible();
});

for (const [label, viewport] of [
  ['375', MOBILE],
  ['1280', DESKTOP],
] as const) {
  test(`corporate sign-up at ${label} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/user/corporate/signup');
    await expect(page.getByLabel(/^Your role/).first()).toBeEnabled();
    await expectNoHorizontalScroll(page);
    await snap(page, 'access', `corporate-signup-${label}`);
  });
}

test('a company resets its password by e-mail code and logs in with the new one', async ({ page, request }) => {
  const email = `reset-${Date.now()}@company.example`;
  const details = await apiCall<{ companySignupRoles: string[] }>(
    request,
    'GET',
    '/public/company/companysignupdetails',
  );
  const since0 = new Date(Date.now() - 1000).toISOString();
  const signup = await apiCall<{ token: string }>(request, 'POST', '/registration/company/signup', {
    data: {
      role: details.companySignupRoles[0],
      email,
      password: 'Corp@12345',
      location: 'Pune',
      currency: 'INR',
      captchaPass: await apiCaptchaPass(request),
    },
  });
  // The registration counts once its e-mail code is in.
  await apiCall(request, 'PUT', '/user/verify/otp', {
    data: { otp: await codeSentTo(request, email, since0), token: signup.token },
  });
  await page.goto('/user/corporate/login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/user\/corporate\/forgot-password$/);
  await page.getByLabel(/^Work e-mail/).fill(email);
  const since = new Date(Date.now() - 1000).toISOString();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/user\/corporate\/forgot-password\/otp$/);
  const code = await codeSentTo(request, email, since);
  await typeCode(page, code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/user\/corporate\/forgot-password\/reset\/[^/]+$/);
  await setNewPassword(page, 'Corp@67890');
  await expect(page).toHaveURL(/\/user\/corporate\/login$/);
  await page.getByLabel(/^Work e-mail/).fill(email);
  await page.getByLabel(/^Password/).fill('Corp@67890');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user\/base\/home\/corporate\/dashboard$/);
});

test('corporate sign-up with a taken e-mail says so under the field', async ({ page }) => {
  await page.goto('/user/corporate/signup');
  await page
    .getByLabel(/^Your role/)
    .first()
    .click();
  await page.getByRole('option').first().click();
  await page.getByLabel(/^Your e-mail/).fill(DEMO.company.email);
  await page.getByLabel(/^Password/).fill('Corp@12345');
  await page.getByLabel(/^Confirm password/).fill('Corp@12345');
  await page.getByLabel(/^Location\/Area/).fill('Mumbai');
  await page.getByRole('button', { name: 'Create an account' }).click();
  // The invisible captcha is solved first (proof of work: slow on a busy machine).
  await expect(page.getByText('User with the email address already exists')).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/user\/corporate\/signup$/);
});
