import { adminSignIn, apiCompleteProfile, expectToast, signUpTherapist, snapBoth, WIZARD } from '../fixtures/therapist';
import { apiCall } from '../support/api';
import { DESKTOP } from '../support/screens';
import { expect, test } from '../support/test';

test.setTimeout(120_000);

/** A name part unique to the test's phone: its last digits as letters (names take letters only). */
const lettersOf = (phone: string) =>
  phone
    .slice(-5)
    .split('')
    .map((d, i) => String.fromCharCode((i === 0 ? 65 : 97) + Number(d)))
    .join('');
test.use({ actionTimeout: 15_000 });

test('/admin is for admins only', async ({ page, request }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  // a therapist's session does not open the console either
  await signUpTherapist(page, request);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Sahaj admin' })).toBeVisible();
});

test('the admin rejects a profile with a reason; the therapist sees it in the wizard', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize(DESKTOP);
  const t = await signUpTherapist(page, request);
  const name = `Dr Rohan ${lettersOf(t.phone)}`;
  await apiCompleteProfile(request, t.authToken, {
    name,
    email: `rohan-${t.phone.slice(3)}@example.com`,
    password: 'Steady@2026',
  });

  const ctx = await browser.newContext({ viewport: DESKTOP, baseURL: test.info().project.use.baseURL });
  const admin = await ctx.newPage();
  await adminSignIn(admin);
  await admin.getByRole('textbox', { name: 'Search therapists' }).fill(name);
  await expect(admin.getByRole('list', { name: 'Therapists' }).getByRole('listitem')).toHaveCount(1);
  await admin.getByRole('link', { name: `Review ${name}` }).click();
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(admin.getByText('XXXXXXXXXX5678')).toBeVisible();
  await admin.getByRole('button', { name: 'Reject' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Reject this profile' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Please enter a reason for rejection')).toBeVisible();
  const reason = 'Please upload a clearer scan of your degree certificate.';
  await dialog.getByLabel('Reason').fill(reason);
  await snapBoth(admin, 'admin-reject-popup');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expectToast(admin, 'Therapist rejected successfully');
  await expect(admin.getByText('rejected', { exact: true }).first()).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Review history' })).toContainText(reason);
  await expect(admin.getByRole('button', { name: 'Approve' })).toBeHidden();
  await snapBoth(admin, 'admin-therapist-rejected');
  // the rejected list holds them now
  await admin.goto('/admin?status=rejected');
  await expect(admin.getByRole('link', { name: `Review ${name}` })).toBeVisible();
  await ctx.close();

  // the therapist is back in the wizard with the reason
  const profile = await apiCall<{ status: string }>(request, 'GET', '/provider/work-profile', { token: t.authToken });
  expect(profile.status).toBe('rejected');
  await page.goto(WIZARD);
  await expect(page.getByRole('alert').filter({ hasText: 'Your profile was not approved' })).toContainText(reason);
  await snapBoth(page, 'wizard-rejected-reason');
});

test('Approve asks first; hidden profile fields read as people call them', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  const t = await signUpTherapist(page, request);
  const name = `Dr Kavya ${lettersOf(t.phone)}`;
  await apiCompleteProfile(request, t.authToken, {
    name,
    email: `kavya-${t.phone.slice(3)}@example.com`,
    password: 'Steady@2026',
  });
  await page.evaluate(() => localStorage.clear());
  await adminSignIn(page);
  await page.getByRole('textbox', { name: 'Search therapists' }).fill(name);
  await page.getByRole('link', { name: `Review ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // both are hidden by default: shown with their labels, not as 'dob, timeZone'
  await expect(page.getByText('Date of birth, Location and time zone')).toBeVisible();
  await expect(page.getByText('dob, timeZone')).toBeHidden();

  // one click on Approve only asks; Cancel leaves the profile waiting
  await page.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve this profile?' });
  await expect(dialog).toContainText(`${name} will be listed for patients`);
  await snapBoth(page, 'admin-approve-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  const waiting = await apiCall<{ status: string }>(request, 'GET', '/provider/work-profile', { token: t.authToken });
  expect(waiting.status).toBe('waiting for approval');

  await page.getByRole('button', { name: 'Approve' }).click();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Therapist approved successfully');
  await expect(page.getByRole('button', { name: 'Approve' })).toBeHidden();
  const approved = await apiCall<{ status: string }>(request, 'GET', '/provider/work-profile', { token: t.authToken });
  expect(approved.status).toBe('active');
});
