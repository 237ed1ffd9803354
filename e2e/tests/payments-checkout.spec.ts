import { apiApprovedTherapist, apiFreeSlots, apiHold, apiNamedPatient, openAs } from '../fixtures/people';
import { snapBoth } from '../fixtures/therapist';
import { expect as baseExpect, test } from '../support/test';

// The journeys run beside many others on a busy machine: each screen gets up to 30 s to appear.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Issue 12's checkout journeys with no gateway keys at all: our test gateway (TEST MODE page) takes
 * the payment, the server confirms it through its own signed webhook, and the patient sees the
 * spec's success or failure screen. The therapist charges ₹900; the server adds the 2 % processing
 * fee and 18 % GST (₹1,083.24 in all).
 */

const HOME = '/user/base/home';
const DIR = 'payments';

test('a patient pays for a session through the test gateway, sees the success page and the appointment', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const therapist = await apiApprovedTherapist(request, { fee: 900 });
  const patient = await apiNamedPatient(request);
  const hold = await apiHold(request, patient.authToken, therapist.id);
  const page = await openAs(browser, patient, `${HOME}/book-appointment/${hold.scheduleId}`);

  await expect(page.getByRole('heading', { name: 'Confirm your session' })).toBeVisible();
  await expect(page.getByText('₹1,083.24', { exact: true })).toBeVisible();
  await expect(page.getByText(/Payments run in TEST MODE here/)).toBeVisible();
  await snapBoth(page, 'booking-pay', DIR);
  await page.getByRole('button', { name: 'Pay ₹1,083.24' }).click();

  await expect(page).toHaveURL(/\/test-checkout\/txn_/);
  await expect(page.getByText('TEST MODE', { exact: true })).toBeVisible();
  await expect(page.getByText(therapist.name)).toBeVisible();
  const stored = await page.evaluate(() => [
    localStorage.getItem('paymentMethod'),
    localStorage.getItem('paymentData'),
  ]);
  expect(stored[0]).toBe('test');
  expect(JSON.parse(stored[1] ?? '{}')).toMatchObject({ scheduleId: hold.scheduleId });
  await snapBoth(page, 'test-checkout', DIR);
  await page.getByRole('button', { name: 'Success', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/booking-status/${hold.scheduleId}/txn_`));
  await expect(page.getByRole('heading', { name: 'Payment & Booking Successful!' })).toBeVisible();
  await expect(page.getByText(therapist.name)).toBeVisible();
  // The date and time in the spec's formats ('1st March, 2024', '3:05 PM'), in the patient's zone.
  await expect(page.getByText(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+, \d{4}$/)).toBeVisible();
  await expect(page.getByText(/^\d{1,2}:\d{2} [AP]M/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('therapistBookingId'))).toBe(hold.scheduleId);
  await snapBoth(page, 'success', DIR);
  await page.getByRole('button', { name: 'Done' }).click();

  await expect(page).toHaveURL(new RegExp(`${HOME}/appointments`));
  expect(
    await page.evaluate(() => [localStorage.getItem('paymentMethod'), localStorage.getItem('paymentData')]),
  ).toEqual([null, null]);
  await expect(page.getByText(therapist.name).first()).toBeVisible();
  // The slot is taken for everyone else now.
  const other = await apiNamedPatient(request);
  const slots = await apiFreeSlots(request, other.authToken, therapist.id);
  expect(slots.map((s) => s.startTime)).not.toContain(hold.startTime);
});

test('a failed payment shows the failure page; once the hold is let go the slot is free again', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const therapist = await apiApprovedTherapist(request, { fee: 900 });
  const patient = await apiNamedPatient(request);
  const hold = await apiHold(request, patient.authToken, therapist.id);
  const page = await openAs(browser, patient, `${HOME}/book-appointment/${hold.scheduleId}`);
  await page.getByRole('button', { name: 'Pay ₹1,083.24' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/txn_/);
  await page.getByRole('button', { name: 'Failure' }).click();

  await expect(page).toHaveURL(new RegExp(`/booking/failure/${hold.scheduleId}/txn_`));
  await expect(page.getByRole('heading', { name: 'Payment Failed!' })).toBeVisible();
  await expect(page.getByText('Please try again.')).toBeVisible();
  await expect(
    page.getByText(
      'Your booking was unsuccessful due to payment failure. Please complete the payment for successful booking',
    ),
  ).toBeVisible();
  await snapBoth(page, 'failure', DIR);

  // The slot stays held for this patient until the hold ends; letting it go frees it for everyone.
  const other = await apiNamedPatient(request);
  expect((await apiFreeSlots(request, other.authToken, therapist.id)).map((s) => s.startTime)).not.toContain(
    hold.startTime,
  );
  await page.getByRole('link', { name: 'Try paying again' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your session' })).toBeVisible();
  await page.getByRole('button', { name: 'Choose another time' }).click();
  await expect(page).toHaveURL(new RegExp(`/doctor-profile/${therapist.id}`));
  await expect
    .poll(async () => (await apiFreeSlots(request, other.authToken, therapist.id)).map((s) => s.startTime))
    .toContain(hold.startTime);
});

test('a delayed success: the success page waits for the webhook that arrives after the browser', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const therapist = await apiApprovedTherapist(request, { fee: 900 });
  const patient = await apiNamedPatient(request);
  const hold = await apiHold(request, patient.authToken, therapist.id);
  const page = await openAs(browser, patient, `${HOME}/book-appointment/${hold.scheduleId}`);
  await page.getByRole('button', { name: 'Pay ₹1,083.24' }).click();
  await page.getByRole('button', { name: /Delayed success/ }).click();
  await expect(page).toHaveURL(new RegExp(`/booking-status/${hold.scheduleId}/txn_`));
  await expect(page.getByRole('heading', { name: 'Your payment is being processed' })).toBeVisible();
  await snapBoth(page, 'pending', DIR);
  await expect(page.getByRole('heading', { name: 'Payment & Booking Successful!' })).toBeVisible({ timeout: 40_000 });
});
