/**
 * Issue 21, companies, in the browser (spec 03 §2 "Corporate screens"): a company buys a plan and
 * credits with the test gateway, invites two employees (one by e-mail, one from a CSV roster; the
 * invite links are read from the dev outbox), and chooses therapists up to the plan's cap; an
 * employee accepts and books on credits; the company sees the aggregates change and nothing
 * clinical; a blocked employee is refused credits and can pay personally. Every screen is checked by
 * axe (the fixture) and photographed at 375 and 1280 px (e2e/artifacts/corporate).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { apiApprovedTherapist, apiHold, apiNamedPatient, openAs, type Person } from '../fixtures/people';
import { snapBoth } from '../fixtures/therapist';
import { apiCall, codeIn, latestOutboxMessage } from '../support/api';
import { codeSentTo, type LoginData } from '../support/auth';
import { apiCaptchaPass } from '../support/captcha';
import { expect as baseExpect, test } from '../support/test';

// Beside many other journeys on a busy machine: each screen gets up to 30 s to appear.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 480_000 });

const HOME = '/user/base/home';
const DIR = 'corporate';
const snap = (page: Page, name: string) => snapBoth(page, name, DIR);

async function adminToken(request: APIRequestContext): Promise<string> {
  const admin = await apiCall<LoginData>(request, 'POST', '/registration/admin/login', {
    data: { email: 'admin@sahaj.local', password: 'Admin@12345' },
  });
  return admin.authToken;
}

/** Two plans of our own (admin console's catalogue): a small one and a larger one to upgrade to. */
async function apiPlans(request: APIRequestContext) {
  const token = await adminToken(request);
  const tag = Math.random().toString(36).slice(2, 6);
  const make = (data: object) =>
    apiCall<{ _id: string; planName: string }>(request, 'POST', '/admin/company-plans', { token, data });
  const small = await make({
    planName: `Team ${tag}`,
    doctorCount: 2,
    planPrice: 12_000,
    planDuration: 12,
    credits: 3_000,
  });
  const large = await make({
    planName: `Company ${tag}`,
    doctorCount: 4,
    planPrice: 30_000,
    planDuration: 12,
    credits: 9_000,
  });
  return { small, large };
}

/** A company of its own, signed up and verified through the API (the sign-up screens have their journey). */
async function apiCompany(request: APIRequestContext, name: string): Promise<LoginData & { email: string }> {
  const email = `hr-${Date.now()}-${Math.floor(Math.random() * 1e6)}@company.example`;
  const details = await apiCall<{ companySignupRoles: string[]; companySize: string[] }>(
    request,
    'GET',
    '/public/company/companysignupdetails',
  );
  const since = new Date(Date.now() - 1000).toISOString();
  const signup = await apiCall<{ token: string }>(request, 'POST', '/registration/company/signup', {
    data: {
      role: details.companySignupRoles[0],
      email,
      password: 'Corp@12345',
      location: 'Pune',
      companyName: name,
      companyWebsite: 'https://calm.example',
      companySize: details.companySize[0],
      currency: 'INR',
      captchaPass: await apiCaptchaPass(request),
    },
  });
  const login = await apiCall<LoginData>(request, 'PUT', '/user/verify/otp', {
    data: { otp: await codeSentTo(request, email, since), token: signup.token },
  });
  return { ...login, email };
}

/** A patient with an e-mail address on the account (proved by its 4-digit code), as an invite needs. */
async function apiPatientWithEmail(request: APIRequestContext): Promise<Person & { email: string }> {
  const p = await apiNamedPatient(request);
  const email = `emp-${p.phone.slice(3)}@company.example`;
  const since = new Date(Date.now() - 1000).toISOString();
  await apiCall(request, 'POST', '/registration/user/mail/send-verification', { token: p.authToken, data: { email } });
  const msg = await latestOutboxMessage(request, email, { after: since });
  await apiCall(request, 'POST', '/registration/user/mail/check-verification', {
    token: p.authToken,
    data: { code: codeIn(msg.body, 4) },
  });
  return { ...p, email };
}

/** The invite link in the newest e-mail to an address (the dev outbox), as a path. */
async function inviteLink(request: APIRequestContext, email: string): Promise<string> {
  const msg = await latestOutboxMessage(request, email);
  const m = /\/user\/company-invite\/[A-Za-z0-9_-]+/.exec(msg.body);
  if (!m) throw new Error(`no invite link in: ${msg.body}`);
  return m[0];
}

/** Pays the open test-gateway checkout the page was sent to, and comes back to the result modal. */
async function payOnTestGateway(page: Page, name: string) {
  await expect(page).toHaveURL(/\/test-checkout\/txn_/);
  await expect(page.getByText('TEST MODE', { exact: true })).toBeVisible();
  await snap(page, `${name}-test-checkout`);
  await page.getByRole('button', { name: 'Success', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Payment successful' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Payment was completed successfully')).toBeVisible();
  await snap(page, `${name}-success`);
  await modal.getByRole('button', { name: 'Done' }).click();
}

test('a company buys a plan and credits, chooses therapists up to the cap; an employee books on credits', async ({
  browser,
  request,
}) => {
  const plans = await apiPlans(request);
  const company = await apiCompany(request, 'Calm Co Pvt Ltd');
  const therapists = await Promise.all([
    apiApprovedTherapist(request, { fee: 800 }),
    apiApprovedTherapist(request, { fee: 900 }),
    apiApprovedTherapist(request, { fee: 1000 }),
  ]);
  const page = await openAs(browser, company, `${HOME}/corporate/dashboard`);

  // No plan yet: the promo.
  await expect(page.getByRole('heading', { level: 1, name: 'Calm Co Pvt Ltd' })).toBeVisible();
  await expect(page.getByText('Up to 20% discount on sessions')).toBeVisible();
  await snap(page, 'dashboard-promo');
  await page.getByRole('link', { name: 'Explore Plans' }).click();

  // Subscription plans → Great Choice → test gateway → Success.
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription plans' })).toBeVisible();
  await snap(page, 'plans');
  await page.getByRole('button', { name: `Choose plan: ${plans.small.planName}` }).click();
  const choice = page.getByRole('dialog', { name: 'Great Choice' });
  await expect(choice.getByText(plans.small.planName)).toBeVisible();
  await snap(page, 'great-choice');
  await choice.getByRole('button', { name: 'Proceed to pay' }).click();
  await payOnTestGateway(page, 'plan');

  // The profile reloads: the current plan is 'Your Plan' and the page offers upgrades only.
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade Plan' })).toBeVisible();
  await expect(page.getByRole('article', { name: plans.small.planName }).getByText('Your Plan')).toBeVisible();
  await expect(page.getByRole('button', { name: `Upgrade: ${plans.large.planName}` })).toBeEnabled();
  await snap(page, 'plans-upgrade');

  // Wallet: refuses what is not a whole number of rupees, then buys 5,000 credits.
  await page.goto(`${HOME}/corporate/dashboard/wallet-credit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  const buy = page.getByRole('button', { name: 'Buy credits' });
  await expect(buy).toBeDisabled();
  await page.getByLabel(/Amount \(INR\)/).fill('1,500');
  await buy.click();
  await expect(page.getByText(/Enter a whole number of rupees/)).toBeVisible();
  await expect(page.getByLabel(/Amount \(INR\)/)).toHaveValue('1,500');
  await snap(page, 'wallet-refused');
  await page.getByLabel(/Amount \(INR\)/).fill('5000');
  await buy.click();
  await payOnTestGateway(page, 'credits');
  await expect(page.getByText('8,000', { exact: true })).toBeVisible();

  // Payment history: both purchases, each with its invoice.
  await page.goto(`${HOME}/corporate/profile/my-payment-history`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment History' })).toBeVisible();
  await expect(page.getByText('Credit purchase')).toBeVisible();
  await expect(page.getByText(plans.small.planName)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download invoice: Credit purchase/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await snap(page, 'payment-history');

  // Therapist selection: up to the plan's 2, the third refused.
  await page.goto(`${HOME}/corporate/dashboard/add-doctor`);
  await expect(page.getByRole('heading', { level: 1, name: 'Therapist selection' })).toBeVisible();
  await expect(page.getByText('You can add only upto 2 therapists')).toBeVisible();
  for (const t of therapists.slice(0, 2)) {
    await page.getByLabel('Search therapist by name').fill(t.name);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('checkbox', { name: `Select ${t.name}` }).check();
  }
  await page.getByLabel('Search therapist by name').fill(therapists[2]!.name);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('checkbox', { name: `Select ${therapists[2]!.name}` }).click();
  await expect(page.getByText('Maximum therapist selection reached')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Select ${therapists[2]!.name}` })).not.toBeChecked();
  await snap(page, 'therapist-selection');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(`${HOME}/corporate/dashboard/view-doctors`);
  await expect(page.getByRole('heading', { level: 1, name: 'Selected Therapists' })).toBeVisible();
  for (const t of therapists.slice(0, 2)) await expect(page.getByText(t.name).first()).toBeVisible();
  await page.getByLabel('Search by name').fill('Nobody Atall');
  await expect(page.getByText('No Therapists Found')).toBeVisible();
  await page.getByLabel('Search by name').fill('');
  await snap(page, 'selected-therapists');

  // The dashboard: the plan card.
  await page.goto(`${HOME}/corporate/dashboard`);
  const plan = page.getByRole('region', { name: 'My subscriptions' });
  await expect(plan.getByText(plans.small.planName)).toBeVisible();
  await expect(plan.getByText('2 of 2')).toBeVisible();
  await snap(page, 'dashboard-plan');

  // An employee joins and books a session with a chosen therapist on company credits.
  const employee = await apiPatientWithEmail(request);
  await apiCall(request, 'POST', '/companies/employee/invite', {
    token: company.authToken,
    data: { email: employee.email },
  });
  const link = await inviteLink(request, employee.email);
  const emp = await openAs(browser, employee, link);
  await emp.getByRole('button', { name: 'Accept invite' }).click();
  await expect(emp).toHaveURL(`${HOME}/my-account`);
  // Their therapist list: only the therapists the company chose, paid by credits.
  await emp.goto(`${HOME}/therapists`);
  await expect(emp.getByRole('radio', { name: 'Covered by my company' })).toBeChecked();
  for (const t of therapists.slice(0, 2)) await expect(emp.getByText(t.name).first()).toBeVisible();
  await expect(emp.getByText(therapists[2]!.name)).toHaveCount(0);
  await snap(emp, 'employee-therapists');
  const hold = await apiHold(request, employee.authToken, therapists[0]!.id);
  await emp.goto(`${HOME}/book-appointment/${hold.scheduleId}`);
  await expect(emp.getByText(/this session uses 800 credits/)).toBeVisible();
  // No rupee price or coupon while it is on credits; they come back when paying personally.
  await expect(emp.getByText(/on your company's credits costs you nothing/)).toBeVisible();
  await expect(emp.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await snap(emp, 'book-on-credits');
  await emp.getByRole('button', { name: 'Book on company credits' }).click();
  await expect(emp).toHaveURL(`${HOME}/appointments/upcoming`);
  await expect(emp.getByText(therapists[0]!.name).first()).toBeVisible();

  // The company sees its credits go down and the uptake; never who booked whom.
  await page.reload();
  await expect(plan.getByText('7,200', { exact: true })).toBeVisible();
  await page.goto(`${HOME}/corporate/employees-list`);
  await expect(page.getByRole('table', { name: 'Employees' }).getByText('Private').first()).toBeVisible();
  await expect(page.getByText(therapists[0]!.name)).toHaveCount(0);
  await emp.context().close();
  await page.context().close();
});

test('a company invites two employees; one accepts and keeps usage private; a blocked employee is refused credits', async ({
  browser,
  request,
}) => {
  const company = await apiCompany(request, 'Quiet Works Ltd');
  const [first, second] = await Promise.all([apiPatientWithEmail(request), apiPatientWithEmail(request)]);
  const therapist = await apiApprovedTherapist(request, { fee: 700 });
  const page = await openAs(browser, company, `${HOME}/corporate/employees-list`);

  // The list starts empty.
  await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
  await expect(page.getByText('No Employees Found')).toBeVisible();
  await snap(page, 'employees-empty');

  // Invite by e-mail: Send Invite waits for a valid address.
  await page.getByRole('button', { name: 'Add Employee' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Add Employee' });
  const send = modal.getByRole('button', { name: 'Send Invite' });
  await expect(send).toBeDisabled();
  await modal.getByLabel('Work e-mail').fill('not-an-address');
  await expect(send).toBeDisabled();
  await snap(page, 'invite-modal');
  await modal.getByLabel('Work e-mail').fill(first.email);
  await send.click();
  await expect(page.getByText('Invite sent')).toBeVisible();

  // A roster with a bad row imports nothing and names the row; the fixed file invites.
  await page.getByRole('button', { name: 'Add Employee' }).first().click();
  await modal.getByRole('tab', { name: 'Upload a roster' }).click();
  await modal.locator('input[type="file"]').setInputFiles({
    name: 'roster.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`email\n${second.email}\nnot an address\n`),
  });
  await modal.getByRole('button', { name: 'Upload and invite' }).click();
  await expect(modal.getByRole('table', { name: 'Rows that could not be read' })).toContainText('not an address');
  await snap(page, 'roster-report');
  await modal.locator('input[type="file"]').setInputFiles({
    name: 'roster.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`email\n${second.email}\n`),
  });
  await modal.getByRole('button', { name: 'Upload and invite' }).click();
  await expect(modal.getByText('1 of 1 rows invited.')).toBeVisible();
  await page.keyboard.press('Escape');

  // Pending: both invites.
  await page.getByRole('tab', { name: 'Pending' }).click();
  const pending = page.getByRole('table', { name: 'Pending invites' });
  await expect(pending.getByText(first.email)).toBeVisible();
  await expect(pending.getByText(second.email)).toBeVisible();
  await snap(page, 'employees-pending');

  // The first employee opens the link from the e-mail, keeps usage private, and accepts.
  const emp = await openAs(browser, first, await inviteLink(request, first.email));
  await expect(emp.getByRole('heading', { level: 1, name: /Quiet Works Ltd invites you/ })).toBeVisible();
  await expect(emp.getByRole('switch', { name: /Let my employer see/ })).not.toBeChecked();
  await snap(emp, 'invite-accept');
  await emp.getByRole('button', { name: 'Accept invite' }).click();
  await expect(emp).toHaveURL(`${HOME}/my-account`);
  const panel = emp.getByRole('region', { name: 'What my employer can see' });
  await expect(panel.getByText(/show as "Private"/)).toBeVisible();
  await expect(panel.getByText('Your employer has not looked at your entry yet.')).toBeVisible();
  await snap(emp, 'settings-employer-panel');

  // The second accepts and shares.
  const token2 = (await inviteLink(request, second.email)).split('/').pop()!;
  await apiCall(request, 'POST', '/patient/company/invite/accept', {
    token: second.authToken,
    data: { token: token2, shareUsage: true },
  });

  // The company: Accepted shows both; the first reads 'Private', the second 0 sessions.
  await page.getByRole('tab', { name: 'Accepted' }).click();
  const accepted = page.getByRole('table', { name: 'Employees' });
  const firstRow = accepted.getByRole('row', { name: new RegExp(first.name) });
  const secondRow = accepted.getByRole('row', { name: new RegExp(second.name) });
  await expect(firstRow.getByText('Private')).toHaveCount(2);
  await expect(secondRow.getByRole('cell', { name: '0', exact: true })).toHaveCount(2);
  await snap(page, 'employees-accepted');
  await accepted.getByRole('link', { name: first.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Employee details' })).toBeVisible();
  await expect(page.getByText(first.email)).toBeVisible();
  await snap(page, 'employee-details');

  // The employee sees that the company looked.
  await emp.reload();
  await expect(panel.getByText(/Your employer last looked at your entry on/)).toBeVisible();

  // Block: the spec's toast; the employee is refused credits and may pay personally.
  await page.getByRole('button', { name: `Block ${first.name}` }).click();
  await expect(page.getByText('Successfully blocked from emloyess list')).toBeVisible();
  const hold = await apiHold(request, first.authToken, therapist.id);
  await emp.goto(`${HOME}/book-appointment/${hold.scheduleId}`);
  await expect(emp.getByText(/Your company has paused your access to its credits/)).toBeVisible();
  await expect(emp.getByRole('button', { name: 'Book on company credits' })).toHaveCount(0);
  await snap(emp, 'book-blocked');
  await emp.getByRole('button', { name: 'Pay personally instead' }).click();
  await expect(emp.getByRole('button', { name: /^Pay ₹/ })).toBeVisible();
  await page.getByRole('button', { name: `Unblock ${first.name}` }).click();
  await expect(page.getByText('Unblocked the employee')).toBeVisible();

  // The dashboard: aggregates only (invited 2, accepted 2), and no therapist anywhere.
  await page.goto(`${HOME}/corporate/dashboard`);
  await expect(page.getByText(/Employee uptake: invited 2; accepted 2/)).toBeAttached();
  await expect(
    page.getByRole('region', { name: 'My employees' }).getByText('2', { exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByText(therapist.name)).toHaveCount(0);
  await snap(page, 'dashboard-uptake');
  await emp.context().close();
  await page.context().close();
});

test('company profile, edit form, logo, surveys and logout', async ({ browser, request }) => {
  const token = await adminToken(request);
  const survey = await apiCall<{ form: { _id: string; formName: string } }>(request, 'POST', '/admin/forms', {
    token,
    data: {
      formName: `Team needs ${Math.random().toString(36).slice(2, 6)}`,
      formDescription: 'What would help your team most?',
      questions: [
        {
          question: 'How many people work from home?',
          answerType: 'singleSelect',
          options: [
            { label: 'Few', score: 0 },
            { label: 'Most', score: 1 },
          ],
        },
        {
          question: 'Which topics matter?',
          answerType: 'multi',
          options: [
            { label: 'Stress', score: 0 },
            { label: 'Sleep', score: 0 },
          ],
        },
      ],
    },
  });
  await apiCall(request, 'PATCH', `/admin/forms/${survey.form._id}/publish`, { token, data: { published: true } });
  const company = await apiCompany(request, 'Bright Desk LLP');
  const page = await openAs(browser, company, `${HOME}/corporate/profile`);

  await expect(page.getByRole('heading', { level: 1, name: 'Company profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bright Desk LLP' })).toBeVisible();
  await snap(page, 'profile');
  // Images only.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(page.getByText('Upload a PNG, JPEG or WebP image')).toBeVisible();

  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  await page.getByLabel(/^Company name/).fill('');
  await page.getByLabel(/^Company website/).fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Company Name is required')).toBeVisible();
  await expect(page.getByText('Company Website is required')).toBeVisible();
  await snap(page, 'edit-profile-errors');
  await page.getByLabel(/^Company name/).fill('Bright Desk India LLP');
  await page.getByLabel(/^Company website/).fill('https://brightdesk.example');
  await page.getByRole('combobox', { name: 'Company category' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('combobox', { name: 'Number of employees' }).click();
  await page.getByRole('option').first().click();
  await page.getByLabel(/^Billing address/).fill('4th floor, MG Road, Pune 411001');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Successfully Saved Changes')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bright Desk India LLP' })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(`${HOME}/corporate/profile/privacy-policy`);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  // Surveys: one question at a time, Back/Next/Submit, the thank-you modal.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Survey Forms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Survey Forms' })).toBeVisible();
  await expect(page.getByText(/PHQ-9/)).toHaveCount(0);
  await snap(page, 'surveys');
  await page.getByRole('link', { name: `Start: ${survey.form.formName}` }).click();
  await expect(page).toHaveURL(`${HOME}/dashboard/survay-form/give-survey/${survey.form._id}`);
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByRole('radio', { name: 'Most' }).check();
  await snap(page, 'survey-question');
  await next.click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: 'Most' })).toBeChecked();
  await next.click();
  await page.getByRole('checkbox', { name: 'Sleep' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank you' });
  await expect(thanks.getByText('All the answers has been submitted successfully')).toBeVisible();
  await snap(page, 'survey-thanks');
  await thanks.getByRole('link', { name: 'Go Back To Home' }).click();
  await expect(page).toHaveURL(`${HOME}/corporate/dashboard`);

  // Logout from the profile.
  await page.goto(`${HOME}/corporate/profile`);
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/user\/patient\/signup$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await page.context().close();
});
