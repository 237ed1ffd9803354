import { apiNamedPatient, openAs } from '../fixtures/people';
import { adminSignIn, snapBoth } from '../fixtures/therapist';
import { apiCall } from '../support/api';
import type { LoginData } from '../support/auth';
import { expect as baseExpect, test } from '../support/test';

const expect = baseExpect.configure({ timeout: 30_000 });
const HOME = '/user/base/home';

/**
 * Issue 23's journeys: a reader filters articles by category, opens one and a suggestion; the admin
 * writes an article with a script tag in it, previews and publishes it, and the script never runs for
 * a reader; a banner set by the admin appears in the shell and is dismissed; the install page shows
 * the web app's manifest and Chromium finds the app installable.
 */

test('a reader filters by category, opens an article and one it suggests', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const patient = await apiNamedPatient(request);
  const page = await openAs(browser, patient, `${HOME}/dashboard`);
  await page.getByRole('link', { name: 'Articles & Blogs' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Articles & Blogs' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await snapBoth(page, 'list', 'articles');
  // A chip's radio is visually hidden; a person clicks its label.
  const chip = (name: string) => page.locator('label').filter({ hasText: new RegExp(`^${name}$`) });
  await chip('OCD').click();
  await expect(page.getByRole('radio', { name: 'OCD' })).toBeChecked();
  await expect(page).toHaveURL(/category=ocd/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await chip('Methamphetamine').click();
  await expect(page.getByRole('link', { name: /Methamphetamine: the risks/ })).toBeVisible();
  await page.getByRole('link', { name: /Methamphetamine: the risks/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Methamphetamine: the risks/ })).toBeVisible();
  await expect(page.getByText(/min read/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You May Also Like' })).toBeVisible();
  await snapBoth(page, 'article', 'articles');
  const suggestion = page.getByRole('region', { name: 'You May Also Like' }).getByRole('link').first();
  const title = (await suggestion.textContent()) ?? '';
  await suggestion.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goto(`${HOME}/articles-blogs/no-such-article`);
  await expect(page.getByText('No article found !!!')).toBeVisible();
  await page.context().close();
});

test('the admin writes an article with a script in it, previews and publishes it; the script never runs', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await adminSignIn(page);
  await page.getByRole('link', { name: 'Articles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  await page.getByRole('button', { name: 'New article' }).click();
  const title = `Grounding in five senses ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Excerpt' }).fill('A quick way back to the present.');
  await page.getByRole('combobox', { name: 'Categories' }).click();
  await page.getByRole('option', { name: 'Self Care' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Author' }).click();
  await page.getByRole('option', { name: 'Sahaj Editorial Team' }).click();
  await page
    .getByRole('textbox', { name: 'Body (HTML)' })
    .fill(
      '<h2>Try this</h2><p>Name five things you can see.</p><script>window.__pwned = true</script><img src="x" alt="" onerror="window.__pwned = true">',
    );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Edit article' })).toBeVisible();
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'Try this' })).toBeVisible();
  await snapBoth(page, 'admin-editor-preview', 'articles');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();

  const patient = await apiNamedPatient(request);
  const reader = await openAs(browser, patient, `${HOME}/articles-blogs`);
  await reader.getByRole('textbox', { name: 'Search articles' }).fill('Grounding in five senses');
  await reader.getByRole('link', { name: title }).click();
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByText('Name five things you can see.')).toBeVisible();
  expect(await reader.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  expect(await reader.locator('article script').count()).toBe(0);
  expect(await reader.locator('article [onerror]').count()).toBe(0);
  await reader.context().close();
});

test('a banner set by the admin shows in the shell until dismissed; the install page shows the app and it is installable', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiCall<LoginData>(request, 'POST', '/registration/admin/login', {
    data: { email: 'admin@sahaj.local', password: 'Admin@12345' },
  });
  const text = `Free group session on sleep this Saturday ${Date.now()}`;
  await apiCall(request, 'POST', '/admin/banners', {
    token: admin.authToken,
    data: {
      text,
      linkUrl: '/user/base/home/articles-blogs',
      linkLabel: 'Read more',
      audiences: ['patient'],
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    },
  });
  const patient = await apiNamedPatient(request);
  const page = await openAs(browser, patient, `${HOME}/dashboard`);
  const banner = page.getByRole('region', { name: 'Announcement' });
  await expect(banner).toContainText(text);
  await expect(banner.getByRole('link', { name: 'Read more' })).toHaveAttribute(
    'href',
    '/user/base/home/articles-blogs',
  );
  await snapBoth(page, 'banner', 'articles');
  await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your next session' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden();

  await page.goto(`${HOME}/store`);
  await expect(page.getByRole('heading', { level: 1, name: 'Install Sahaj' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sahaj — online therapy' })).toBeVisible();
  await snapBoth(page, 'store', 'articles');
  // Chromium's own installability check (the same one behind its install button and Lighthouse's former audit).
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  // Playwright's browser contexts are incognito, where Chromium never installs: every other check must pass.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  const { url } = (await cdp.send('Page.getAppManifest')) as { url: string };
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  await page.context().close();
});
