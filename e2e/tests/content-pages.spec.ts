import { hideAppBanner, signIn } from '../support/auth';
import { DESKTOP, expectNoHorizontalScroll, MOBILE, snap } from '../support/screens';
import { expect, type Page, test } from '../support/test';

test.beforeEach(({ page }) => hideAppBanner(page));

async function snapBothWidths(page: Page, name: string) {
  await page.setViewportSize(MOBILE);
  await expectNoHorizontalScroll(page);
  await snap(page, 'content', `${name}-375`);
  await page.setViewportSize(DESKTOP);
  await snap(page, 'content', `${name}-1280`);
}

test('the privacy policy and the confidentiality agreement are served by the server and readable without an account', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your rights under the DPDP Act 2023' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Grievance Officer' })).toBeVisible();
  await expect(page.getByText(/Tele-MANAS on 14416/).first()).toBeVisible();
  await snapBothWidths(page, 'privacy-policy');

  await page.getByRole('link', { name: 'Confidentiality agreement and terms of use' }).click();
  await expect(page).toHaveURL(/\/confidentiality-agreement$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confidentiality agreement and terms of use' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'When confidentiality has limits' })).toBeVisible();
  await snapBothWidths(page, 'confidentiality-agreement');
});

for (const [form, path] of [
  ['phone sign-up', '/user/patient/signup'],
  ['e-mail sign-up', '/user/doctor/signup/email'],
] as const) {
  test(`${form}: Terms & Conditions and Privacy Policy open the documents in a new tab`, async ({ page, context }) => {
    await page.goto(path);
    const terms = page.getByRole('link', { name: 'Terms & Conditions' });
    const privacy = page.getByRole('link', { name: 'Privacy Policy' });
    await expect(terms).toHaveAttribute('target', '_blank');

    const [termsTab] = await Promise.all([context.waitForEvent('page'), terms.click()]);
    await expect(termsTab).toHaveURL(/\/confidentiality-agreement$/);
    await expect(termsTab.getByRole('heading', { level: 1 })).toHaveText('Confidentiality agreement and terms of use');
    await termsTab.close();

    const [privacyTab] = await Promise.all([context.waitForEvent('page'), privacy.click()]);
    await expect(privacyTab).toHaveURL(/\/privacy-policy$/);
    await expect(privacyTab.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    await privacyTab.close();

    // following a link leaves the agreement unticked: the person still decides
    await expect(page.getByRole('checkbox', { name: /I agree to the/ })).not.toBeChecked();
  });
}

test('inside the shell the documents live under corporate/profile and open from Settings in a new tab', async ({
  page,
  request,
  context,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, request, 'company');
  // every account, the company's too, reaches the documents from the menu (in a new tab)
  const [menuTab] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Confidentiality agreement' })
      .click(),
  ]);
  await expect(menuTab).toHaveURL(/\/user\/base\/home\/corporate\/profile\/confidentiality-agreement$/);
  await menuTab.close();
  await page.goto('/user/base/home/corporate/profile/confidentiality-agreement');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confidentiality agreement and terms of use' }),
  ).toBeVisible();
  await snapBothWidths(page, 'shell-confidentiality-agreement');
  await page.goto('/user/base/home/corporate/profile/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  // the corporate Profile menu target is still its own page
  await page.goto('/user/base/home/corporate/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  await signIn(page, request, 'patient', '/user/base/home/my-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('main').getByRole('link', { name: 'Privacy policy' }).click(),
  ]);
  await expect(tab).toHaveURL(/\/user\/base\/home\/corporate\/profile\/privacy-policy$/);
  await expect(tab.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
});
