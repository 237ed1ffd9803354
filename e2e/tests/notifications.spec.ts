import { apiApprovedTherapist, apiBookFree, apiNamedPatient, openAs } from '../fixtures/people';
import { snapBoth } from '../fixtures/therapist';
import { expect, test } from '../support/test';

/**
 * Issue 13: the therapist's bell. A booking made while the therapist is on their dashboard shows
 * up live (count on the bell, newest first in the popover); Mark as read lowers the count; Clear All
 * empties the list ('No new notifications found!') and zeroes the count.
 */

const DASHBOARD = '/user/base/home/dashboard';

test("the therapist's bell shows a new booking live; Mark as read and Clear All work", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const therapist = await apiApprovedTherapist(request);
  const patient = await apiNamedPatient(request);
  const page = await openAs(browser, therapist, DASHBOARD);

  // The approval is already there.
  const bell = page.getByRole('button', { name: /^Notifications, / });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 30_000 });

  // The patient books; the bell counts it without a reload.
  await apiBookFree(request, patient.authToken, therapist.id);
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');

  await bell.click();
  const panel = page.getByRole('dialog');
  const items = panel.getByTestId('notification-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Appointment Booked');
  await expect(items.first()).toContainText(`Your session with ${patient.name} is booked for`);
  await expect(items.first().getByRole('link', { name: 'Go to appointments' })).toHaveAttribute(
    'href',
    '/user/base/home/appointments',
  );
  await snapBoth(page, 'bell-open', 'notifications');

  await items
    .first()
    .getByRole('button', { name: /^Mark as read/ })
    .click();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(items.first().getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);

  await panel.getByRole('button', { name: 'Clear All' }).click();
  await expect(panel.getByText('No new notifications found!')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, none unread');
  await snapBoth(page, 'bell-empty', 'notifications');

  // Still empty after a reload (the server cleared them, not just the screen).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications, none unread' })).toBeVisible();
  await page.context().close();
});

test('a patient who switches notifications off on my-account gets none for a booking', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const therapist = await apiApprovedTherapist(request);
  const patient = await apiNamedPatient(request);
  const page = await openAs(browser, patient, '/user/base/home/my-account');

  const push = page.getByRole('switch', { name: /^Notifications/ });
  await expect(push).toBeChecked({ timeout: 30_000 });
  await push.click();
  await expect(page.getByText('Successfully changed notification settings')).toBeVisible();
  await expect(push).not.toBeChecked();
  await page.getByRole('heading', { name: 'Notification settings' }).scrollIntoViewIfNeeded();
  await snapBoth(page, 'settings', 'notifications');

  await apiBookFree(request, patient.authToken, therapist.id);
  await page.reload();
  await expect(page.getByRole('switch', { name: /^Notifications/ })).not.toBeChecked({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Notifications, none unread' })).toBeVisible();
  await page.context().close();
});
