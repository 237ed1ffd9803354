import { expect, test } from '@playwright/test';
import { apiCall } from '../support/api';
import { expectNoHorizontalScroll, MOBILE, snap } from '../support/screens';

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
