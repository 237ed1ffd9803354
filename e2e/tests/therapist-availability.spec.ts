import {
  apiSaveFirstThreePages,
  continueWizard,
  expectWizardPage,
  setTime,
  signUpTherapist,
  snapBoth,
  WIZARD,
} from '../fixtures/therapist';
import { apiCall } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { DESKTOP } from '../support/screens';
import { expect, test } from '../support/test';

const WEEK = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

test.setTimeout(180_000);
test.use({ actionTimeout: 15_000 });

test('a therapist sets a week with a break, copies it to all days, adds time off, and reads it back after reload', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const t = await signUpTherapist(page, request);
  const token = t.authToken;
  await apiSaveFirstThreePages(request, token, {
    name: 'Dr Ira Sen',
    email: `ira-${t.phone.slice(3)}@example.com`,
    password: 'Calm@2026x',
  });

  await page.goto(WIZARD);
  await expectWizardPage(page, 'Availability');
  await expect(page.getByRole('progressbar', { name: 'Profile progress' })).toHaveAttribute('aria-valuenow', '4');

  // the page's own message: a period and a day first
  await continueWizard(page);
  await expect(page.getByText('Please select a period for consultation').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Period of Consultation' }).click();
  await page.getByRole('option', { name: '1 hr' }).click();
  await continueWizard(page);
  await expect(page.getByText('Please select the available days to continue').first()).toBeVisible();

  const monday = page.getByTestId('day-Monday');
  await page.getByRole('switch', { name: 'Monday available' }).dispatchEvent('click');
  // the break needs a start time
  await page.getByRole('switch', { name: 'Monday break' }).dispatchEvent('click');
  await expect(monday.getByText('Please choose a consultation time for the day')).toBeVisible();
  // start sets end = start + the period
  await setTime(monday, 'Start time', '09:00 AM');
  await expect(monday.getByRole('spinbutton', { name: 'End time hours' })).toHaveValue('10');
  await expect(monday.getByRole('textbox', { name: 'End time AM or PM' })).toHaveValue('AM');
  await setTime(monday, 'End time', '05:00 PM');
  await expect(page.getByRole('img', { name: 'Monday: 9AM-5PM' })).toBeVisible();
  // with a picker's hour/minute dropdown open, the screen is still accessible (its columns scroll by keyboard)
  await monday.getByRole('spinbutton', { name: 'Start time hours', exact: true }).click();
  await expect(monday.locator('.mantine-TimePicker-dropdown')).toBeVisible();
  await expectNoAxeViolations(page, 'availability with a time dropdown open');
  // a click outside closes it
  await page.getByRole('heading', { level: 2, name: 'Availability' }).click();
  await expect(monday.locator('.mantine-TimePicker-dropdown')).toBeHidden();
  await page.getByRole('switch', { name: 'Monday break' }).dispatchEvent('click');
  // break start must lie within the day
  await setTime(monday, 'Break start', '08:00 AM');
  await expect(monday.getByText('Break start time must be between consultation start and end times.')).toBeVisible();
  await setTime(monday, 'Break start', '01:00 PM');
  await setTime(monday, 'Break end', '06:00 PM');
  await expect(
    monday.getByText('Break end time must be between break start time and consultation end time.'),
  ).toBeVisible();
  await setTime(monday, 'Break end', '02:00 PM');
  await expect(page.getByRole('img', { name: 'Monday: 9AM-5PM, break 1PM-2PM' })).toBeVisible();

  await monday.getByRole('button', { name: 'Copy to all days from Monday' }).click();
  for (const d of WEEK) await expect(page.getByRole('img', { name: `${d}: 9AM-5PM, break 1PM-2PM` })).toBeVisible();

  // time off: a future date with one range; another day only once this one is complete
  const timeOff = page.getByTestId('time-off');
  await timeOff.getByRole('switch', { name: 'Time off' }).dispatchEvent('click');
  await timeOff.getByRole('button', { name: 'Add day' }).click();
  await expect(timeOff.getByText('Please enter date and time')).toBeVisible();
  await timeOff.getByRole('button', { name: 'Add time' }).click();
  await expect(timeOff.getByText('Please enter date', { exact: true })).toBeVisible();
  await timeOff.getByRole('button', { name: 'Date' }).click();
  const calendar = page.getByRole('dialog').filter({ has: page.getByRole('table') });
  await expect(calendar).toBeVisible();
  // Weekend days and the 'Pick a date' placeholder are readable (they were 3.3:1 and 3.6:1).
  await expectNoAxeViolations(page, 'availability with the time-off calendar open');
  const label = (d: Date) => `${d.getDate()} ${d.toLocaleString('en-GB', { month: 'long' })} ${d.getFullYear()}`;
  // past dates are disabled, today and later are not; "today" is the therapist's own, in their stored zone
  const [profile] = await apiCall<Array<{ globalTimeZone: string }>>(request, 'GET', '/user/profile', { token });
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: profile!.globalTimeZone, dateStyle: 'short' })
    .format(new Date())
    .split('-')
    .map(Number);
  const today = new Date(y!, m! - 1, d!);
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  if (yesterday.getMonth() === today.getMonth())
    await expect(calendar.getByRole('button', { name: label(yesterday), exact: true })).toBeDisabled();
  await expect(calendar.getByRole('button', { name: label(today), exact: true })).toBeEnabled();
  const target = new Date(today.getFullYear(), today.getMonth() + 1, 15);
  await calendar.getByRole('button').nth(2).click();
  await calendar.getByRole('button', { name: label(target), exact: true }).click();
  await setTime(timeOff, 'From', '10:00 AM');
  await setTime(timeOff, 'To', '12:00 PM');
  await snapBoth(page, 'availability-week-with-break');
  await continueWizard(page);
  await expectWizardPage(page, 'Pricing');

  // saved: seven days with the break, and the day off
  const saved = await apiCall<{
    timeSlot: Array<{
      day: string;
      startTime: string;
      endTime: string;
      addBreak: Array<{ startTime: string; endTime: string }>;
    }>;
    offDays: Array<{ date: string; timeArray: unknown[] }>;
    consultationDuration: number;
  }>(request, 'GET', '/provider/work-profile', { token });
  expect(saved.timeSlot).toHaveLength(7);
  for (const s of saved.timeSlot)
    expect(s).toMatchObject({
      startTime: '09:00',
      endTime: '17:00',
      addBreak: [{ startTime: '13:00', endTime: '14:00' }],
    });
  expect(saved.consultationDuration).toBe(60);
  expect(saved.offDays).toHaveLength(1);

  // reload: the wizard resumes after the saved page; back shows the week as saved
  await page.reload();
  await expectWizardPage(page, 'Pricing');
  await page.getByRole('button', { name: 'Back' }).click();
  await expectWizardPage(page, 'Availability');
  await expect(page.getByRole('combobox', { name: 'Period of Consultation' })).toHaveValue('1 hr');
  for (const d of WEEK) await expect(page.getByRole('img', { name: `${d}: 9AM-5PM, break 1PM-2PM` })).toBeVisible();
  const friday = page.getByTestId('day-Friday');
  await expect(page.getByRole('switch', { name: 'Friday break' })).toBeChecked();
  await expect(friday.getByRole('spinbutton', { name: 'Break start hours' })).toHaveValue('01');
  await expect(friday.getByRole('textbox', { name: 'Break start AM or PM' })).toHaveValue('PM');
  await expect(page.getByRole('switch', { name: 'Time off' })).toBeChecked();
  await snapBoth(page, 'availability-read-back');

  // changing the period resets every day
  await page.getByRole('combobox', { name: 'Period of Consultation' }).click();
  await page.getByRole('option', { name: '30 min' }).click();
  for (const d of WEEK) await expect(page.getByRole('img', { name: `${d}: not available` })).toBeVisible();
});

test('the wizard needs a usable token on entry, else patient sign-up', async ({ page }) => {
  await page.goto(WIZARD);
  await expect(page).toHaveURL(/\/user\/patient\/signup$/);
  // an expired token (readable, exp in the past) is cleared and goes the same way
  const expired = `x.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 60 })).toString('base64url')}.y`;
  await page.evaluate((t) => {
    localStorage.setItem('authToken', t);
    localStorage.setItem('userType', 'doctor');
  }, expired);
  await page.goto(WIZARD);
  await expect(page).toHaveURL(/\/user\/patient\/signup$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});
