import {
  apiSaveFirstThreePages,
  expectWizardPage,
  setTime,
  signUpTherapist,
  snapBoth,
  WIZARD,
} from '../fixtures/therapist';
import { DEMO, hideAppBanner, signIn } from '../support/auth';
import { DESKTOP, MOBILE, snap } from '../support/screens';
import { expect, test } from '../support/test';

/**
 * Issue 20 #10, #11: the shell by keyboard and on small screens (skip link, Escape on the slide-out
 * menu, the whole menu reachable at 800 px height, pages open at the top, another account kind's area
 * redirects), the therapist wizard's password pair on one line and the extra-time row's hours in full.
 */

test.setTimeout(180_000);
test.beforeEach(({ page }) => hideAppBanner(page));

test('patient shell: skip link, whole menu at 1280×800, pages open at the top, Escape closes the menu, no company area', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, request, 'patient');
  await expect(page.getByRole('heading', { level: 1, name: DEMO.patient.name })).toBeVisible({ timeout: 30_000 });

  // The first Tab stop is 'Skip to content'; Enter moves focus to the page itself.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  // At 800 px height every item of the menu can be reached: the list scrolls, the last item comes into view.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const last = menu.getByRole('link', { name: 'Articles & Blogs' });
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  await expect(menu.getByRole('link', { name: 'Confidentiality agreement' })).toBeInViewport();
  await snap(page, 'shell', 'menu-1280x800');

  // A page opens at its top, not at the scroll position of the page before.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await menu.getByRole('link', { name: 'Therapists', exact: true }).click();
  await expect(page).toHaveURL(/\/home\/therapists/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // The company's area is not a patient's: the address leads back to the patient's dashboard.
  await page.goto('/user/base/home/corporate/dashboard');
  await expect(page).toHaveURL(/\/user\/base\/home\/dashboard$/);

  // On a phone the slide-out menu closes on Escape and focus returns to its button.
  await page.setViewportSize(MOBILE);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu.getByRole('link', { name: 'Chats' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('link', { name: 'Chats' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await snap(page, 'shell', 'menu-closed-by-escape-375');
});

test('therapist wizard: the password pair on one line', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  await signUpTherapist(page, request);
  await page.goto(WIZARD);
  await expectWizardPage(page, 'Basic Information');
  const pair = page.locator('input[autocomplete="new-password"]');
  await expect(pair).toHaveCount(2);
  const [a, b] = await Promise.all([pair.nth(0).boundingBox(), pair.nth(1).boundingBox()]);
  // Side by side on a wide screen, the two boxes on one line (the rule text sits under the first).
  expect(a && b && Math.abs(a.y - b.y)).toBeLessThanOrEqual(1);
  expect(a && b && Math.abs(a.height - b.height)).toBeLessThanOrEqual(1);
  await snapBoth(page, 'basic-info-passwords');
});

test('availability: the extra-time hours are not cut', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  const t = await signUpTherapist(page, request);
  await apiSaveFirstThreePages(request, t.authToken, {
    name: 'Dr Ira Sen',
    email: `ira-${t.phone.slice(3)}@example.com`,
    password: 'Calm@2026x',
  });
  await page.goto(WIZARD);
  await expectWizardPage(page, 'Availability');
  const extra = page.getByTestId('extra-time');
  await extra.getByRole('switch', { name: 'Extra time' }).dispatchEvent('click');
  await setTime(extra, 'From', '10:00 AM');
  await setTime(extra, 'To', '12:00 PM');
  // Every hour and minute field shows its digits whole (the row clipped '10' to '1').
  for (const size of [DESKTOP, MOBILE]) {
    await page.setViewportSize(size);
    for (const field of await extra.locator('.mantine-TimePicker-field').all()) {
      expect(
        await field.evaluate((el) => (el as HTMLInputElement).scrollWidth <= (el as HTMLInputElement).clientWidth),
      ).toBe(true);
    }
  }
  await snapBoth(page, 'availability-extra-time');
});
