import { apiCall } from '../support/api';
import { apiLogin, storeSession } from '../support/auth';
import { expectNoHorizontalScroll, MOBILE, snap } from '../support/screens';
import { expect, type Locator, type Page, test } from '../support/test';

test('the root lands on patient sign-up', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/user\/patient\/signup$/);
});

test('any other path under /user goes to patient sign-up', async ({ page }) => {
  await page.goto('/user/somewhere/else');
  await expect(page).toHaveURL(/\/user\/patient\/signup$/);
});

test.describe('mobile app banner', () => {
  test.use({ viewport: MOBILE });

  test('shows at 375 px and stays closed after close and reload', async ({ page }) => {
    await page.goto('/user/patient/signup');
    const banner = page.getByRole('complementary', { name: 'Get the Sahaj app' });
    await expect(banner).toContainText('Try the Sahaj app for the best experience.');
    await expect(banner.getByRole('link', { name: 'INSTALL' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await snap(page, 'foundation', 'banner-375');
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('isAppInstalled'))).toBe('true');
    await page.reload();
    await expect(page.getByText('Try the Sahaj app for the best experience.')).toBeHidden();
  });
});

/** The banner is on screen, above the fixed header (not under it), and its close button is the top element at its centre. */
async function expectBannerClear(page: Page, logo: Locator) {
  const banner = page.getByRole('complementary', { name: 'Get the Sahaj app' });
  await expect(banner).toBeVisible();
  const close = banner.getByRole('button', { name: 'Close' });
  const box = (await close.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  const onTop = await close.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return el === hit || el.contains(hit);
  });
  expect(onTop, 'the close button is covered').toBe(true);
  const bannerBox = (await banner.boundingBox())!;
  // the header's own row (logo, menu) starts below the banner
  const logoBox = (await logo.boundingBox())!;
  expect(logoBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height - 1);
  return close;
}

test.describe('mobile app banner under a fixed header', () => {
  test.use({ viewport: MOBILE });

  test('in the signed-in shell it sits above the header and closes with one tap', async ({ page, request }) => {
    const data = await apiLogin(request, 'patient');
    await storeSession(page, data);
    await page.evaluate(() => localStorage.removeItem('isAppInstalled'));
    await page.goto('/user/base/home/dashboard');
    const close = await expectBannerClear(page, page.getByRole('link', { name: 'Sahaj home' }));
    // the page's own heading is not hidden behind the header
    const h1 = (await page.getByRole('heading', { level: 1 }).first().boundingBox())!;
    const header = (await page.getByRole('banner').first().boundingBox())!;
    expect(h1.y).toBeGreaterThanOrEqual(header.y + header.height);
    await snap(page, 'foundation', 'banner-shell-375');
    await close.click();
    await expect(page.getByRole('complementary', { name: 'Get the Sahaj app' })).toBeHidden();
    // the header moves up into the space the banner left
    await expect.poll(async () => (await page.getByRole('banner').first().boundingBox())!.y).toBe(0);
  });

  test('in /admin it sits above the header and closes with one tap', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('E-mail').fill('admin@sahaj.local');
    await page.getByRole('textbox', { name: 'Password' }).fill('Admin@12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    // the console has loaded (and with it the header that holds the banner)
    await expect(page.getByRole('textbox', { name: 'Search therapists' })).toBeVisible();
    const close = await expectBannerClear(page, page.getByRole('link', { name: 'Sahaj', exact: true }));
    await snap(page, 'foundation', 'banner-admin-375');
    await close.click();
    await expect(page.getByRole('complementary', { name: 'Get the Sahaj app' })).toBeHidden();
  });
});

test('the banner does not show on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/user/patient/signup');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Try the Sahaj app for the best experience.')).toBeHidden();
});

test('the outbox page lists a message created through the API', async ({ page, request }) => {
  const to = `outbox-${Date.now()}@example.com`;
  await apiCall(request, 'POST', '/dev/outbox', {
    data: { channel: 'email', to, subject: 'Your Sahaj code', body: 'Your code is 4321' },
  });
  await page.goto('/dev/outbox');
  await page.getByLabel('Recipient').fill(to);
  const item = page.getByRole('listitem').filter({ hasText: to });
  await expect(item).toContainText('Your Sahaj code');
  await expect(item).toContainText('Your code is 4321');
  await snap(page, 'foundation', 'outbox-1280');
});

test('the API documentation renders at /api/docs', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Sahaj API/ })).toBeVisible();
  await expect(page.getByText('/api/v1/public/languages').first()).toBeVisible();
  expect(errors).toEqual([]);
});
