import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiCompleteProfile, snapBoth } from '../fixtures/therapist';
import { apiCall } from '../support/api';
import { apiSignUpByCode, type LoginData, storeSession } from '../support/auth';
import { DESKTOP, expectNoHorizontalScroll, MOBILE, snap } from '../support/screens';
import { expect, test } from '../support/test';

/**
 * Issue 11's journey: a patient searches from the header, filters the list, opens a profile, picks a
 * slot, sees the hold countdown, confirms a free session, finds it under Upcoming Appointments and
 * on the dashboard; the therapist sees it on theirs; the patient reschedules and then cancels with
 * a reason. The therapist is made for this journey (free, open every day, approved by the admin), so
 * the search finds exactly one person and nobody else's bookings get in the way.
 */

const ZONE = 'Asia/Kolkata';
const PATIENT = 'Riya Sen';
const HOME = '/user/base/home';
const EVERY_DAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Letters only (names and the search take no digits): 'Kavya Qzrt'. */
function uniqueName(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const tail = Array.from({ length: 5 }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
  return `Kavya ${tail[0]!.toUpperCase()}${tail.slice(1)}`;
}

/** A therapist who charges nothing, is open 7 AM to 9 PM every day, and is approved. */
async function freeApprovedTherapist(request: APIRequestContext, name: string): Promise<LoginData> {
  const therapist = await apiSignUpByCode(request, 'doctor');
  const token = therapist.authToken;
  await apiCompleteProfile(
    request,
    token,
    { name, email: `e2e-${therapist.phone.slice(3)}@example.com`, password: 'Therapist@123' },
    {
      timeSlot: EVERY_DAY.map((day) => ({ day, startTime: '07:00', endTime: '21:00', addBreak: [] })),
      consultationDuration: 30,
      consultationFee: 0,
    },
  );
  const admin = await apiCall<LoginData>(request, 'POST', '/registration/admin/login', {
    data: { email: 'admin@sahaj.local', password: 'Admin@12345' },
  });
  const profile = await apiCall<Array<{ _id: string }>>(request, 'GET', '/user/profile', { token });
  await apiCall(request, 'POST', `/admin/therapists/${profile[0]!._id}/approve`, { token: admin.authToken });
  return therapist;
}

async function openAs(browser: Browser, data: LoginData, path: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId: ZONE, viewport: DESKTOP, locale: 'en-IN' });
  const page = await context.newPage();
  await storeSession(page, data);
  await page.goto(path);
  return page;
}

test('a patient finds a free therapist from the header, books, reschedules and cancels; the therapist sees it', async ({
  browser,
  request,
}) => {
  // About twenty screens, each checked with axe at two widths: minutes on a loaded CI box.
  test.setTimeout(420_000);
  const name = uniqueName();
  const therapist = await freeApprovedTherapist(request, name);
  // A patient of their own (by phone code), named on onboarding page 1 so the therapist sees who booked.
  const patientLogin = await apiSignUpByCode(request, 'patient');
  await apiCall(request, 'PUT', '/registration/patient/signup', {
    token: patientLogin.authToken,
    data: { page: 1, name: PATIENT },
  });
  // Approval computes the first free slot at once (the list and a job each minute are the fallbacks).
  await expect
    .poll(
      async () =>
        (
          await apiCall<{ count: number }>(request, 'PATCH', '/user/provider/list', {
            token: patientLogin.authToken,
            data: { page: 0, limit: 10, text: name },
          })
        ).count,
      { timeout: 100_000, intervals: [2_000] },
    )
    .toBe(1);
  const { specialities } = await apiCall<{ specialities: Array<{ _id: string; name: string }> }>(
    request,
    'GET',
    '/public/specialities',
  );

  // ---------------------------------------------------------------- the dashboard before booking
  const page = await openAs(browser, patientLogin, `${HOME}/dashboard`);
  // The first screen of a fresh server can take a while (code loads on demand, the job queue starts).
  await expect(page.getByRole('heading', { name: 'Your next session' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('You have no upcoming session.')).toBeVisible();
  await snapBoth(page, 'dashboard-patient-empty', 'booking');

  // ---------------------------------------------------------------- header search
  // On a phone the search sits behind a button in the header and opens as a dialog.
  await page.setViewportSize(MOBILE);
  await page.getByRole('button', { name: 'Search therapist by name' }).click();
  const dialogSearch = page.getByRole('dialog').getByRole('textbox', { name: 'Search therapist by name' });
  await dialogSearch.fill(name);
  await expect(page.getByRole('option', { name: new RegExp(name) })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await snap(page, 'booking', 'header-search-375');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.setViewportSize(DESKTOP);

  const search = page.getByRole('textbox', { name: 'Search therapist by name' });
  await expect(search).toHaveAttribute('placeholder', 'What can we help you with today?');
  await search.fill(`  ${name}  `);
  const suggestion = page.getByRole('option', { name: new RegExp(name) });
  await expect(suggestion).toBeVisible();
  await expect(suggestion).toContainText('5 years of experience');
  await snap(page, 'booking', 'header-search-1280');
  // Enter with no suggestion chosen opens the list filtered by the name.
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${HOME}/therapists\\?text=`));
  await expect(page.getByRole('heading', { name: 'Find a therapist' })).toBeVisible();
  await expect(page.getByText('1 therapist', { exact: true })).toBeVisible();

  // ---------------------------------------------------------------- filters and sort
  const specialisation = page.getByRole('combobox', { name: 'Specialisation' });
  await specialisation.click();
  await page.getByRole('option', { name: specialities[0]!.name, exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Lowest fee' });
  await expect(page).toHaveURL(/specialization=.*sort=FeeLow/);
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Free');
  await snapBoth(page, 'therapist-list', 'booking');
  // A filter that matches nobody says so, with a way back.
  // The filters live in the address: a choice shows once the list has moved there.
  await page.getByRole('radio', { name: 'Male', exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'No therapists Found!' })).toBeVisible();
  await snapBoth(page, 'therapist-list-empty', 'booking');
  await page.getByRole('radio', { name: 'All', exact: true }).click();
  await expect(card).toBeVisible();

  // ---------------------------------------------------------------- profile and slot picker
  await card.getByRole('link', { name: `View profile of ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Free', { exact: true })).toBeVisible();
  await expect(page.getByText(`Times in IST (${ZONE})`)).toBeVisible();
  // A day at least two days ahead: sessions can be changed until 24 hours before they start.
  await page.getByRole('group', { name: 'Available days' }).getByRole('button').nth(2).click();
  const times = page.getByRole('group', { name: /^Times on / }).getByRole('button');
  await expect(times.first()).toHaveText(/^\d{1,2}:\d{2} (AM|PM) IST$/);
  await snapBoth(page, 'therapist-profile', 'booking');
  const firstTime = (await times.first().textContent())!;
  await times.first().click();

  // ---------------------------------------------------------------- the hold
  await expect(page).toHaveURL(new RegExp(`${HOME}/book-appointment/`));
  await expect(page.getByRole('heading', { name: 'Confirm your session' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(10:00|09:[0-5]\d)$/);
  await expect(page.getByText(/the hold expires and the time is offered to others/)).toBeVisible();
  await expect(page.getByText(/cancel or reschedule this session up to 24 hours before it starts/)).toBeVisible();
  await expect(page.getByText(firstTime)).toBeVisible();
  await snapBoth(page, 'book-appointment', 'booking');
  // The family member form loads when asked for (it carries the phone rules): it opens, and closes.
  await page.getByRole('button', { name: 'Add a family member' }).click();
  const addMember = page.getByRole('dialog', { name: 'Add a family member' });
  await expect(addMember.getByLabel('Name')).toBeVisible();
  await addMember.getByRole('button', { name: 'Cancel' }).click();
  await expect(addMember).toBeHidden();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'Your session is booked' })).toBeVisible();
  await snapBoth(page, 'booked', 'booking');

  // ---------------------------------------------------------------- upcoming appointments and dashboard
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(page).toHaveURL(new RegExp(`${HOME}/appointments/upcoming$`));
  await expect(page.getByRole('heading', { name: 'Upcoming Appointments' })).toBeVisible();
  const session = page.getByRole('article', { name: new RegExp(`Session with ${name}`) });
  await expect(session).toBeVisible();
  await expect(session).toContainText('Upcoming');
  await expect(session).toContainText(firstTime);
  await snapBoth(page, 'appointments-upcoming', 'booking');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  const next = page.getByRole('region', { name: 'Your next session' });
  await expect(next).toContainText(name);
  await expect(next).toContainText(/Starts in /);
  await snapBoth(page, 'dashboard-patient', 'booking');

  // ---------------------------------------------------------------- the therapist's side
  const therapistPage = await openAs(browser, therapist, `${HOME}/dashboard`);
  const theirNext = therapistPage.getByRole('region', { name: 'Your next session' });
  await expect(theirNext).toContainText(PATIENT, { timeout: 30_000 });
  await snapBoth(therapistPage, 'dashboard-therapist', 'booking');
  await therapistPage.getByRole('link', { name: 'Appointments', exact: true }).first().click();
  await expect(therapistPage.getByRole('article', { name: new RegExp(`Session with ${PATIENT}`) })).toBeVisible();
  await snapBoth(therapistPage, 'appointments-therapist', 'booking');
  await therapistPage.getByRole('link', { name: 'View details' }).first().click();
  await expect(therapistPage.getByRole('button', { name: 'Extend by one session' })).toBeVisible();
  await snapBoth(therapistPage, 'appointment-therapist-detail', 'booking');
  await therapistPage.context().close();

  // ---------------------------------------------------------------- reschedule
  await page.getByRole('link', { name: 'Upcoming Appointments' }).first().click();
  await session.getByRole('link', { name: 'View details' }).click();
  await expect(page.getByRole('heading', { name: `Session with ${name}` })).toBeVisible();
  await snapBoth(page, 'appointment-detail', 'booking');
  const when = page.getByText(/\d{1,2}(st|nd|rd|th) \w+, \d{4}/).first();
  const bookedDay = (await when.textContent())!;
  await page.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule this session' });
  // Again two or more days ahead, so the session can still be cancelled afterwards.
  await dialog.getByRole('group', { name: 'Available days' }).getByRole('button').nth(3).click();
  const newTimes = dialog.getByRole('group', { name: /^Times on / }).getByRole('button');
  await expect(newTimes.first()).toBeVisible();
  await snapBoth(page, 'reschedule', 'booking');
  const newTime = (await newTimes.first().textContent())!;
  await newTimes.first().click();
  // Picking a time asks first (issue 20 #4): old time → new time, the price unchanged, who agrees.
  const move = page.getByRole('dialog', { name: 'Move this session?' });
  await expect(move.getByRole('rowheader', { name: 'From' })).toBeVisible();
  await expect(move.getByRole('row', { name: /^From / })).toContainText(bookedDay);
  await expect(move.getByRole('row', { name: /^To / })).toContainText(newTime);
  await expect(move.getByText('Unchanged: nothing to pay.')).toBeVisible();
  await snapBoth(page, 'reschedule-confirm', 'booking');
  // Back keeps the session where it is; picking again and agreeing moves it.
  await move.getByRole('button', { name: 'Back to times' }).click();
  await expect(dialog.getByRole('group', { name: /^Times on / })).toBeVisible();
  // Back returns to the day that was open, not the first one.
  await expect(newTimes.first()).toHaveText(newTime);
  await expect(when).toHaveText(bookedDay);
  await newTimes.first().click();
  await move.getByRole('button', { name: 'Move my session' }).click();
  await expect(move).toBeHidden();
  await expect(page.getByText('Appointment rescheduled successfully')).toBeVisible();
  await expect(when).not.toHaveText(bookedDay);
  await expect(page.getByText(newTime, { exact: false })).toBeVisible();

  // ---------------------------------------------------------------- cancel with a reason
  await page.getByRole('button', { name: 'Cancel session' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this session' });
  await cancel.getByRole('button', { name: 'Cancel session' }).click();
  await expect(cancel.getByText('Please select a reason for cancelling')).toBeVisible();
  await cancel.getByRole('combobox', { name: 'Reason for cancelling' }).click();
  await page.getByRole('option').first().click();
  await snapBoth(page, 'cancel', 'booking');
  await cancel.getByRole('button', { name: 'Cancel session' }).click();
  await expect(cancel).toBeHidden();
  await expect(page.getByText('This session was cancelled')).toBeVisible();
  await page.getByRole('link', { name: 'Back to appointments' }).click();
  await page.getByRole('tab', { name: 'Cancelled' }).click();
  const cancelled = page.getByRole('article', { name: new RegExp(`Session with ${name}`) });
  await expect(cancelled).toContainText('Cancelled');
  await snapBoth(page, 'appointments-cancelled', 'booking');

  // ---------------------------------------------------------------- My Therapists
  await page.getByRole('link', { name: 'My Therapists' }).first().click();
  await expect(page.getByRole('heading', { name: 'My Therapists' })).toBeVisible();
  await snapBoth(page, 'my-therapists', 'booking');
});
