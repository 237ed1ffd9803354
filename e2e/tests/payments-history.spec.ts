import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { apiApprovedTherapist, apiFreeSlots, apiHold, apiNamedPatient, openAs } from '../fixtures/people';
import { snapBoth } from '../fixtures/therapist';
import { apiCall } from '../support/api';
import { expect, test } from '../support/test';

/**
 * Payment history and earnings (issue 12, P2): a patient pays for two sessions with a ₹1,500
 * therapist through the test gateway, cancels one more than 24 hours ahead, sees the full refund
 * in payment history and downloads the invoice; the therapist sees what they earned.
 *
 * The first session is paid in the browser (booking page → TEST MODE checkout → success page);
 * the second through the same calls those screens make (configure, then the checkout's "pay").
 */

async function paidSession(request: APIRequestContext, token: string, therapistId: string, startTime: string) {
  const hold = await apiHold(request, token, therapistId, startTime);
  const config = await apiCall<{ transactionId: string }>(request, 'POST', '/payment/patient/test/configure-payment', {
    token,
    data: { scheduleId: hold.scheduleId },
  });
  const done = await apiCall<{ paymentStatus: string }>(
    request,
    'POST',
    `/payment/test/checkout/${config.transactionId}/complete`,
    { token, data: { outcome: 'success' } },
  );
  expect(done.paymentStatus).toBe('payment-success');
  return { ...hold, transactionId: config.transactionId };
}

test('a patient pays, cancels inside the window and sees the refund and invoice; the therapist sees the earning', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const therapist = await apiApprovedTherapist(request, { fee: 1500 });
  const patient = await apiNamedPatient(request);
  // Two sessions at least 26 hours ahead: inside the window, a patient may still cancel.
  const later = (await apiFreeSlots(request, patient.authToken, therapist.id)).filter(
    (s) => Date.parse(s.startTime) > Date.now() + 26 * 3600_000,
  );
  expect(later.length).toBeGreaterThanOrEqual(3);
  // ---------------------------------------------------------------- pay in the browser
  const keptHold = await apiHold(request, patient.authToken, therapist.id, later[0]!.startTime);
  const page = await openAs(browser, patient, `/user/base/home/book-appointment/${keptHold.scheduleId}`);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('heading', { name: 'Test checkout', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Success', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment & Booking Successful!' })).toBeVisible({ timeout: 30_000 });
  const kept = { transactionId: new URL(page.url()).pathname.split('/').pop()! };
  const cancelled = await paidSession(request, patient.authToken, therapist.id, later[2]!.startTime);

  // ---------------------------------------------------------------- cancel in the browser
  await page.goto(`/user/base/home/appointments/upcoming/${cancelled.scheduleId}`);
  await page.getByRole('button', { name: 'Cancel session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this session' });
  await dialog.getByRole('combobox', { name: 'Reason for cancelling' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Cancel session' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('This session was cancelled')).toBeVisible();

  // ---------------------------------------------------------------- payment history
  await page.goto('/user/base/home/my-account/payment-history');
  await expect(page.getByRole('heading', { name: 'Payment History', level: 1 })).toBeVisible();
  const cards = page.getByRole('article', { name: `Payment to ${therapist.name}` });
  await expect(cards).toHaveCount(2);
  const refundedCard = cards.filter({ hasText: 'Refunded' });
  await expect(refundedCard).toHaveCount(1);
  await expect(refundedCard).toContainText(cancelled.transactionId);
  await expect(refundedCard.getByLabel('Refunds')).toContainText('refunded on');
  await expect(refundedCard.getByLabel('Refunds')).toContainText('Session cancelled by the patient');
  const paidCard = cards.filter({ hasText: kept.transactionId });
  await expect(paidCard).toContainText('Paid');
  await expect(paidCard).toContainText('₹1,500');
  await snapBoth(page, 'payment-history', 'payments');

  // The invoice of the kept session: a PDF with its sequential number.
  const downloading = page.waitForEvent('download');
  await paidCard.getByRole('button', { name: /^Download invoice SAH\/\d{4}\/\d{6}$/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^invoice-SAH-\d{4}-\d{6}\.pdf$/);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

  // The refund's 'Payment Status' notice is in the patient's notifications.
  const notes = await apiCall<{ notificationData: Array<{ title: string; msg: string }> }>(
    request,
    'GET',
    '/patient/list-notification?page=1&limit=20',
    { token: patient.authToken },
  );
  expect(notes.notificationData.some((n) => n.title === 'Payment Status' && /refunded/.test(n.msg))).toBe(true);
  await page.context().close();

  // ---------------------------------------------------------------- the therapist's earnings
  const desk = await openAs(browser, therapist, '/user/base/home/earnings');
  await expect(desk.getByRole('heading', { name: 'Earnings', level: 1 })).toBeVisible();
  // Two ₹1,500 sessions paid, one refunded: net 80 % of ₹1,500; commission 20 % of ₹1,500.
  await expect(desk.getByText('Net earnings').locator('..')).toContainText('₹1,200');
  await expect(desk.getByText('Platform commission').locator('..')).toContainText('₹300');
  await expect(desk.getByText('Refunded', { exact: true }).locator('..')).toContainText('₹1,500');
  await expect(desk.getByRole('figure', { name: 'Earnings by month' })).toBeVisible();
  await expect(desk.getByRole('article', { name: `Refund ${patient.name}` })).toContainText('−₹1,200');
  await expect(desk.getByRole('article', { name: `Payment ${patient.name}` })).toHaveCount(2);
  await snapBoth(desk, 'earnings', 'payments');
  await desk.context().close();
});

test('a patient with no payments and a therapist with no earnings see the empty screens', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const patient = await apiNamedPatient(request);
  const page = await openAs(browser, patient, '/user/base/home/my-account/payment-history');
  await expect(page.getByText('No payments found!')).toBeVisible({ timeout: 30_000 });
  await snapBoth(page, 'payment-history-empty', 'payments');
  await page.context().close();
  const therapist = await apiApprovedTherapist(request, { fee: 1500 });
  const desk = await openAs(browser, therapist, '/user/base/home/earnings');
  await expect(desk.getByText('No earnings yet')).toBeVisible({ timeout: 30_000 });
  await snapBoth(desk, 'earnings-empty', 'payments');
  await desk.context().close();
});
