import { apiSignUpByCode, codeSentTo, DEMO, hideAppBanner, signIn, storeSession, typeCode } from '../support/auth';
import { DESKTOP, expectNoHorizontalScroll, MOBILE, snap } from '../support/screens';
import { expect, test } from '../support/test';

test.beforeEach(({ page }) => hideAppBanner(page));

/** The documents every account can open from the foot of the menu (in a new tab). */
const DOCUMENTS = ['Privacy policy', 'Confidentiality agreement'];

const menuNames = async (page: import('@playwright/test').Page) =>
  (await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').allInnerTexts()).map((t) => t.trim());

test('patient shell: menu labels, Book a session, Settings, logo, search placeholder', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, request, 'patient');
  await expect(page.getByRole('heading', { level: 1, name: DEMO.patient.name })).toBeVisible();
  expect(await menuNames(page)).toEqual([
    'Book a session',
    'Dashboard',
    'Therapists',
    'Upcoming Appointments',
    'Subscriptions',
    'Chats',
    'Family Members',
    'My Therapists',
    'Health Records',
    'Medication',
    'Questionnaires',
    'Articles & Blogs',
    'Settings',
    ...DOCUMENTS,
  ]);
  await expect(page.getByRole('link', { name: 'Sahaj home' })).toHaveAttribute('href', '/user/base/home/dashboard');
  await expect(page.getByRole('textbox', { name: 'Search therapist by name' })).toHaveAttribute(
    'placeholder',
    'What can we help you with today?',
  );
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Book a session' }).click();
  await expect(page).toHaveURL(/\/user\/base\/home\/therapists$/);
  await menu.getByRole('link', { name: 'Articles & Blogs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Articles & Blogs' })).toBeVisible();
  // Built (issue 23): the page lists articles, not a placeholder.
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(/is not built yet/)).toBeHidden();
  await snap(page, 'access', 'shell-articles-1280');
  await menu.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/user\/base\/home\/my-account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByText('Your account, your contact details and your data.')).toBeVisible();
  await snap(page, 'access', 'settings-patient-1280');
  await expectNoHorizontalScroll(page);
  await page.goto('/user/base/home/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: DEMO.patient.name })).toBeVisible();
  await snap(page, 'access', 'shell-patient-1280');
});

test('signed in, an unknown shell path shows "404,Page not found"', async ({ page, request }) => {
  await signIn(page, request, 'patient', '/user/base/home/nope');
  await expect(page.getByRole('heading', { name: '404,Page not found' })).toBeVisible();
  // Still inside the shell (menu present), not sent to sign-up.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('therapist shell: provider menu and Settings, no Book a session, no search', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, request, 'doctor');
  await expect(page.getByRole('heading', { level: 1, name: DEMO.therapist.name })).toBeVisible();
  expect(await menuNames(page)).toEqual([
    'Dashboard',
    'Appointments',
    'Messages',
    'Patients',
    'Earnings',
    'Settings',
    ...DOCUMENTS,
  ]);
  await expect(page.getByRole('textbox', { name: 'Search therapist by name' })).toHaveCount(0);
  await snap(page, 'access', 'shell-therapist-1280');

  // Settings leads to availability, time off, pricing and bank details without typing an address
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
  const settings = page.getByRole('navigation', { name: 'Settings' });
  for (const name of ['Availability and time off', 'Pricing', 'Bank details']) {
    await expect(settings.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await page.setViewportSize(MOBILE);
  await expectNoHorizontalScroll(page);
  await snap(page, 'access', 'settings-therapist-375');
  await page.setViewportSize(DESKTOP);
  await snap(page, 'access', 'settings-therapist-1280');
  await settings.getByRole('link', { name: /^Availability and time off/ }).click();
  await expect(page).toHaveURL(/\/user\/doctor\/update-profile$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Availability' })).toBeVisible();
});

test('corporate shell: corporate menu, no Settings, logo to the corporate dashboard', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, request, 'company');
  // The account's name at once, the company's ('Acme Technologies Pvt Ltd') once its profile has loaded.
  await expect(page.getByRole('heading', { level: 1, name: /^Acme / })).toBeVisible();
  expect(await menuNames(page)).toEqual(['Dashboard', 'Employees', 'Profile', 'Survey Forms', ...DOCUMENTS]);
  await expect(page.getByRole('link', { name: 'Sahaj home' })).toHaveAttribute(
    'href',
    '/user/base/home/corporate/dashboard',
  );
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Survey Forms' }).click();
  await expect(page).toHaveURL(/\/user\/base\/home\/corporate\/survay-form$/);
  await snap(page, 'access', 'shell-corporate-1280');
});

test('at 375 px the menu slides out from the burger', async ({ page, request }) => {
  await page.setViewportSize(MOBILE);
  await signIn(page, request, 'patient');
  await expect(page.getByRole('heading', { level: 1, name: DEMO.patient.name })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Chats' })).toBeHidden();
  await expectNoHorizontalScroll(page);
  await snap(page, 'access', 'shell-patient-375');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu.getByRole('link', { name: 'Chats' })).toBeVisible();
  await snap(page, 'access', 'shell-menu-375');
  await menu.getByRole('link', { name: 'Chats' }).click();
  await expect(page).toHaveURL(/\/user\/base\/home\/messages$/);
  await expect(menu.getByRole('link', { name: 'Upcoming Appointments' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Chats' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await snap(page, 'access', 'shell-chats-375');
});

test('a 401 from the server inside the shell clears the session and goes to sign-up', async ({ page, request }) => {
  const data = await signIn(page, request, 'patient');
  await expect(page.getByRole('heading', { level: 1, name: DEMO.patient.name })).toBeVisible();
  // End the server session behind the page's back; the next call answers 401.
  await request.patch('/api/v1/user/logout', { headers: { authorization: `Bearer ${data.authToken}` } });
  await page.reload();
  await expect(page).toHaveURL(/\/user\/patient\/signup$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('a therapist who is not approved yet is sent from the shell to the profile setup', async ({ page, request }) => {
  const data = await apiSignUpByCode(request, 'doctor');
  expect(data.status).not.toBe('active');
  await storeSession(page, data);
  await page.goto('/user/base/home/dashboard');
  await expect(page).toHaveURL(/\/user\/doctor\/update-profile/);
});

test('the shell opens the socket on the user type namespace with the token', async ({ page, request }) => {
  const opened = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
  await signIn(page, request, 'doctor');
  const ws = await opened;
  expect(ws.url()).toContain('token=');
  // socket.io sends its namespace connect packet ('40/provider,') once the server accepts the token.
  await ws.waitForEvent('framereceived', {
    predicate: (f) => typeof f.payload === 'string' && f.payload.startsWith('40/provider'),
  });
});

test('verify-phone inside the shell: prefilled number, 5-minute resend lock, code, back to the dashboard', async ({
  page,
  request,
}) => {
  const user = await apiSignUpByCode(request, 'patient');
  await storeSession(page, user);
  await page.goto('/user/base/home/verify-phone');
  await expect(page.getByRole('heading', { name: 'Verify phone' })).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveValue(/\+91/);
  const since = new Date(Date.now() - 1000).toISOString();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter OTP Code' })).toBeVisible();
  await expect(page.getByText(/Resend in 0[45]:/)).toBeVisible();
  await typeCode(page, await codeSentTo(request, user.phone, since));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Phone Number verified successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/base\/home\/dashboard$/);
});

test('verify-email inside the shell takes a 4-digit code', async ({ page, request }) => {
  await signIn(page, request, 'patient', '/user/base/home/verify-email');
  await expect(page.getByRole('heading', { name: 'Verify e-mail' })).toBeVisible();
  const email = 'asha.patient@sahaj.local';
  await expect(page.getByLabel(/^E-mail/)).toHaveValue(email);
  const since = new Date(Date.now() - 1000).toISOString();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('textbox', { name: /^Digit \d of 4$/ })).toHaveCount(4);
  await snap(page, 'access', 'shell-verify-email-1280');
  const code = await codeSentTo(request, email, since, 4);
  await typeCode(page, code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Email verification successful')).toBeVisible();
});
