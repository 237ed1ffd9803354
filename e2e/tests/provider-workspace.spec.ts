import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  apiApprovedTherapist,
  apiBookFree,
  apiNamedPatient,
  openAs,
  type Person,
  uniqueName,
} from '../fixtures/people';
import { adminSignIn, expectToast, snapBoth } from '../fixtures/therapist';
import { apiCall } from '../support/api';
import { snap } from '../support/screens';
import { expect as baseExpect, test } from '../support/test';

// Two cores shared by many runs: a screen can take longer than the default 10 s to load.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Issue 22: the therapist's practice. A psychiatrist declares their registration and the admin
 * verifies it and marks a medicine's teleconsultation list; the psychiatrist opens the patient,
 * prescribes and downloads the PDF (its text read back), subscribes to the calendar feed (fetched and
 * parsed), writes and signs a SOAP note once the session has started, adds an addendum and
 * recommends a follow-up, which the patient books through the normal booking. A psychologist sees no
 * prescribe action and the API refuses them; they add a medication to the patient's list.
 */

const HOME = '/user/base/home';
const ZONE = 'Asia/Kolkata';
const FOLDER = 'provider-workspace';

/** 'HH:mm' in `zone`, `minutes` from now, rounded up to the 5-minute step of the availability editor. */
function clockIn(zone: string, minutesFromNow: number): string {
  const at = new Date(Date.now() + minutesFromNow * 60_000);
  const [h, m] = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hour12: false })
    .format(at)
    .split(':')
    .map(Number);
  const total = Math.ceil((h! * 60 + m!) / 5) * 5;
  return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * A therapist whose day opens within minutes and a patient booked into its first session. A day's
 * hours end at midnight, so in Kolkata's last half hour the therapist works in Dubai's zone (90
 * minutes behind), where the session still fits in the day: the journey runs at any hour.
 */
async function pairStartingSoon(request: APIRequestContext, first: string) {
  const timeZone = clockIn(ZONE, 1) > '23:25' ? 'Asia/Dubai' : ZONE;
  const start = clockIn(timeZone, 1);
  const end = clockIn(timeZone, 180) > start ? clockIn(timeZone, 180) : '23:55';
  const therapist = await apiApprovedTherapist(request, {
    name: uniqueName(first),
    hours: [start, end],
    duration: 30,
    timeZone,
  });
  const patient = await apiNamedPatient(request, uniqueName('Riya'));
  const booked = await apiBookFree(request, patient.authToken, therapist.id);
  return { therapist, patient, booked };
}

const combobox = (page: Page, name: string | RegExp) =>
  page.getByRole('textbox', { name }).or(page.getByRole('combobox', { name }));

/** Opens the Patients menu and the patient's record. */
async function openPatient(page: Page, patient: Person) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Patients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
  await page
    .getByRole('list', { name: 'Your patients' })
    .getByRole('link', { name: new RegExp(patient.name) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(patient.name) })).toBeVisible();
}

async function pdfText(path: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

test('a psychiatrist keeps notes, prescribes, recommends a follow-up the patient books, and subscribes to the feed', async ({
  browser,
  request,
}) => {
  test.setTimeout(16 * 60_000);
  const { therapist, patient, booked } = await pairStartingSoon(request, 'Anand');
  const t = await openAs(browser, therapist, `${HOME}/my-account`);

  // ------------------------------------------------------------ the registration, declared and verified
  const prescribing = t.getByRole('region', { name: 'Prescribing' });
  await expect(prescribing.getByText('Not a medical practitioner')).toBeVisible();
  await prescribing.getByRole('checkbox', { name: /I am a registered medical practitioner/ }).check();
  await prescribing.getByRole('textbox', { name: 'Qualification' }).fill('MBBS, MD (Psychiatry)');
  await prescribing.getByRole('textbox', { name: 'Registration number' }).fill('MMC-2011/04/1234');
  await combobox(t, 'Medical council').click();
  await t.getByRole('option', { name: 'Maharashtra Medical Council' }).click();
  await prescribing.getByRole('button', { name: 'Save' }).click();
  await expectToast(t, 'Registration details saved; the admin will verify them');
  await expect(prescribing.getByText('Waiting for the admin to verify')).toBeVisible();

  const adminContext = await browser.newContext({ timezoneId: ZONE, locale: 'en-IN' });
  const admin = await adminContext.newPage();
  await admin.addInitScript(() => localStorage.setItem('isAppInstalled', 'true'));
  await adminSignIn(admin);
  await admin.goto(`/admin/therapists/${therapist.id}`);
  const review = admin.getByRole('region', { name: 'Medical registration (prescribing)' });
  await expect(review).toContainText('MMC-2011/04/1234');
  await review.getByRole('button', { name: 'Verify registration' }).click();
  await expectToast(admin, 'Registration verified');
  await expect(review.getByText('Verified', { exact: true })).toBeVisible();
  await snapBoth(admin, 'admin-registration', FOLDER);
  await admin.goto('/admin/medicines');
  await admin.getByRole('textbox', { name: 'Search the library' }).fill('Sertraline');
  await combobox(admin, 'Teleconsultation list of Sertraline 50 mg').click();
  await admin.getByRole('option', { name: 'List B (add-on in a follow-up)' }).click();
  await expectToast(admin, 'Teleconsultation list saved');
  await snapBoth(admin, 'admin-medicine-lists', FOLDER);
  await adminContext.close();

  // ------------------------------------------------------------ Patients and the record
  await t.reload();
  await expect(t.getByRole('region', { name: 'Prescribing' }).getByText('Verified: you can prescribe')).toBeVisible();
  await t.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Patients' }).click();
  const list = t.getByRole('list', { name: 'Your patients' });
  await expect(list.getByRole('link', { name: new RegExp(patient.name) })).toContainText('Next session:');
  await snapBoth(t, 'patients', FOLDER);
  await t.getByRole('textbox', { name: 'Search patients by name' }).fill('Nobody-by-this-name');
  await expect(t.getByRole('heading', { name: 'No patients yet' })).toBeVisible();
  await snapBoth(t, 'patients-empty', FOLDER);
  await t.getByRole('textbox', { name: 'Search patients by name' }).fill(patient.name.split(' ')[1]!);
  await list.getByRole('link', { name: new RegExp(patient.name) }).click();
  await expect(t.getByRole('heading', { level: 1, name: new RegExp(patient.name) })).toBeVisible();
  await expect(t.getByRole('region', { name: 'Upcoming sessions' })).toBeVisible();
  await snapBoth(t, 'patient-record', FOLDER);
  for (const [tab, shot] of [
    ['Health profile', 'patient-health'],
    ['Questionnaires', 'patient-questionnaires'],
  ] as const) {
    await t.getByRole('tab', { name: tab }).click();
    await snapBoth(t, shot, FOLDER);
  }

  // ------------------------------------------------------------ a prescription and its PDF
  await t.getByRole('tab', { name: 'Prescriptions' }).click();
  await t.getByRole('link', { name: 'Write a prescription' }).click();
  await expect(t).toHaveURL(new RegExp(`${HOME}/create-prescription/${patient.id}/new$`));
  await expect(t.getByRole('heading', { level: 1, name: 'New prescription' })).toBeVisible();
  await t.getByRole('button', { name: 'Save' }).click();
  await expect(t.getByText('Diagnosis or provisional diagnosis is required')).toBeVisible();
  await t.getByRole('textbox', { name: /^Diagnosis or provisional diagnosis/ }).fill('Generalised anxiety disorder');
  const picker = combobox(t, /^Medicine 1/);
  await picker.click();
  await picker.fill('Sertra');
  // The open list is checked by axe too: it must sit inside the page's landmarks, not in a portal.
  await expect(t.getByRole('option', { name: /Sertraline 50 mg/ })).toBeVisible();
  await snap(t, FOLDER, 'prescription-medicine-options');
  await t.getByRole('option', { name: /Sertraline 50 mg/ }).click();
  await expect(t.getByRole('textbox', { name: /^Strength/ })).toHaveValue('50 mg');
  await t.getByRole('textbox', { name: /^Dose/ }).fill('1 tablet');
  await t.getByRole('textbox', { name: /^Frequency/ }).fill('Once daily at night');
  await t.getByRole('textbox', { name: /^Duration/ }).fill('14 days');
  await t.getByRole('textbox', { name: 'Instructions' }).fill('After food');
  await snapBoth(t, 'prescription-new', FOLDER);
  await t.getByRole('button', { name: 'Save' }).click();
  await expectToast(t, 'Prescription saved');
  await expect(t).toHaveURL(new RegExp(`${HOME}/create-prescription/${patient.id}/[0-9a-f-]{36}$`));
  const [download] = await Promise.all([
    t.waitForEvent('download'),
    t.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const text = await pdfText((await download.path())!);
  for (const expected of [
    therapist.name,
    'MBBS, MD (Psychiatry)',
    'MMC-2011/04/1234',
    'Maharashtra Medical Council',
    patient.name,
    'SERTRALINE',
    '14 days',
    'Generalised anxiety disorder',
  ])
    expect(text, `the PDF says ${expected}`).toContain(expected);
  expect(text).toMatch(/teleconsultation/i);
  await snapBoth(t, 'prescription-saved', FOLDER);

  // ------------------------------------------------------------ the calendar feed
  await t.goto(`${HOME}/my-account`);
  const feed = t.getByRole('region', { name: 'Calendar feed' });
  await feed.getByRole('button', { name: 'Create calendar link' }).click();
  const url = await feed.getByRole('textbox', { name: 'Your private calendar link' }).inputValue();
  expect(url).toMatch(/\/api\/v1\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
  await snapBoth(t, 'settings-calendar-feed', FOLDER);
  const ics = await request.get(url);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
  const body = await ics.text();
  const calendar = new ICAL.Component(ICAL.parse(body));
  const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
  const session = events.find((e) => e.startDate.toJSDate().toISOString() === booked.startTime);
  expect(session, 'the booked session is in the feed').toBeTruthy();
  const initials = patient.name
    .split(' ')
    .map((w) => `${w[0]}.`)
    .join('');
  expect(session!.summary).toContain(initials);
  expect(body).not.toContain(patient.name);
  expect(body).not.toContain(patient.phone.slice(3));

  // ------------------------------------------------------------ the patient's copy and their own feed
  // Done before the session starts (none of it needs the session held), so the wait below is short.
  const p = await openAs(browser, patient, `${HOME}/medication`);
  const rx = p.getByRole('region', { name: 'My prescriptions' });
  await expect(rx).toContainText('Generalised anxiety disorder');
  const [patientCopy] = await Promise.all([
    p.waitForEvent('download'),
    rx.getByRole('button', { name: /^Download PDF/ }).click(),
  ]);
  expect(await pdfText((await patientCopy.path())!)).toContain('SERTRALINE');
  await snapBoth(p, 'patient-prescriptions', FOLDER);
  await p.goto(`${HOME}/my-account`);
  const patientFeed = p.getByRole('region', { name: 'Calendar feed' });
  await patientFeed.getByRole('button', { name: 'Create calendar link' }).click();
  await expect(patientFeed.getByRole('textbox', { name: 'Your private calendar link' })).toHaveValue(/\.ics$/);
  await snapBoth(p, 'patient-calendar-feed', FOLDER);
  await patientFeed.getByRole('button', { name: 'Remove link' }).click();
  await p
    .getByRole('dialog', { name: 'Remove your calendar link?' })
    .getByRole('button', { name: 'Remove link' })
    .click();
  await expectToast(p, 'Calendar link removed');
  await expect(patientFeed.getByRole('button', { name: 'Create calendar link' })).toBeVisible();

  // The therapist's link still works until they make a new one, which stops it.
  await t.goto(`${HOME}/my-account`);
  await feed.getByRole('button', { name: 'Make a new link' }).click();
  await t
    .getByRole('dialog', { name: 'Make a new calendar link?' })
    .getByRole('button', { name: 'Make a new link' })
    .click();
  await expect(feed.getByRole('textbox', { name: 'Your private calendar link' })).not.toHaveValue(url);
  expect((await request.get(url)).status()).toBe(404);

  // ------------------------------------------------------------ the session's note, once it has started
  await t.waitForTimeout(Math.max(0, Date.parse(booked.startTime) - Date.now() + 1500));
  await t.goto(`${HOME}/dashboard`);
  await openPatient(t, patient);
  await t.getByRole('link', { name: /^Write note for the session on/ }).click();
  await expect(t.getByRole('heading', { level: 1, name: 'Session note' })).toBeVisible();
  await t.getByRole('textbox', { name: /^Subjective/ }).fill('Sleeping five hours; worried about work.');
  await t.getByRole('textbox', { name: /^Objective/ }).fill('Calm, good eye contact. GAD-7 12.');
  await t.getByRole('textbox', { name: /^Assessment/ }).fill('Moderate anxiety, improving.');
  await t.getByRole('textbox', { name: /^Plan/ }).fill('Breathing practice daily; review in two weeks.');
  await expect(t.getByRole('status').first()).toHaveText(/^Saved at /);
  await t.getByRole('textbox', { name: 'Private note' }).fill('Reminds me of my own exam years: watch for it.');
  await expect(t.getByRole('status').nth(1)).toHaveText(/^Saved at /);
  await snapBoth(t, 'note-draft', FOLDER);
  // The draft is kept: a reload shows what was typed.
  await t.reload();
  await expect(t.getByRole('textbox', { name: /^Assessment/ })).toHaveValue('Moderate anxiety, improving.');
  await t.getByRole('button', { name: 'Sign & lock' }).click();
  const confirm = t.getByRole('dialog', { name: 'Sign and lock this note?' });
  await confirm.getByRole('button', { name: 'Sign and lock' }).click();
  await expect(t.getByText('Signed and locked', { exact: true })).toBeVisible();
  await expect(t.getByRole('textbox', { name: /^Assessment/ })).toHaveCount(0);
  await t.getByRole('button', { name: 'Add addendum' }).click();
  await t.getByRole('textbox', { name: /^Addendum/ }).fill('Patient wrote: GAD-7 was 14, not 12.');
  await t.getByRole('button', { name: 'Add addendum' }).click();
  const addendum = t.getByRole('article', { name: /^Addendum of/ });
  await expect(addendum).toContainText('Patient wrote: GAD-7 was 14, not 12.');
  await expect(addendum).toContainText(therapist.name);
  await snapBoth(t, 'note-signed', FOLDER);

  // ------------------------------------------------------------ a follow-up
  await t.getByRole('link', { name: 'Back to the patient' }).click();
  await expect(t.getByRole('region', { name: 'Session notes' })).toContainText('Signed');
  await t.getByRole('tab', { name: 'Follow-ups' }).click();
  const suggested = await t.getByLabel(/^Come back around/).inputValue();
  await t.getByRole('textbox', { name: /^Why/ }).fill('Review sleep and the breathing practice');
  await t.getByRole('button', { name: 'Recommend follow-up' }).click();
  await expectToast(t, 'Follow-up recommended');
  await expect(t.getByRole('region', { name: 'Follow-ups', exact: true })).toContainText('Not booked yet');
  await snapBoth(t, 'follow-ups', FOLDER);

  // ------------------------------------------------------------ the patient books it, sees the prescription
  await p.goto(`${HOME}/dashboard`);
  const followUps = p.getByRole('region', { name: 'Follow-ups from your therapists' });
  await expect(followUps).toContainText('Review sleep and the breathing practice');
  await snapBoth(p, 'patient-dashboard-follow-up', FOLDER);
  const { followUps: mine } = await apiCall<{ followUps: Array<{ _id: string; status: string }> }>(
    request,
    'GET',
    '/patient/follow-up',
    { token: patient.authToken },
  );
  await p.goto(`${HOME}/follow-up/${mine[0]!._id}`);
  await expect(p.getByRole('heading', { level: 1, name: 'Follow-up' })).toBeVisible();
  await snapBoth(p, 'patient-follow-up', FOLDER);
  await p.getByRole('link', { name: 'Book this follow-up' }).click();
  await expect(p).toHaveURL(new RegExp(`${HOME}/doctor-profile/${therapist.id}\\?day=${suggested}$`));
  const chosen = p.getByRole('group', { name: 'Available days' }).getByRole('button', { pressed: true });
  await expect(chosen).toContainText(String(Number(suggested.slice(8))));
  await snapBoth(p, 'patient-book-follow-up', FOLDER);
  await p
    .getByRole('group', { name: /^Times on / })
    .getByRole('button')
    .first()
    .click();
  await expect(p.getByRole('heading', { name: 'Confirm your session' })).toBeVisible();
  await p.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(p.getByRole('heading', { name: 'Your session is booked' })).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          await apiCall<{ followUps: Array<{ status: string }> }>(request, 'GET', '/patient/follow-up', {
            token: patient.authToken,
          })
        ).followUps[0]?.status,
    )
    .toBe('booked');
});

test('a psychologist sees no prescribe action and adds a medication to the patient’s list', async ({
  browser,
  request,
}) => {
  test.setTimeout(8 * 60_000);
  const therapist = await apiApprovedTherapist(request, { name: uniqueName('Leela') });
  const patient = await apiNamedPatient(request, uniqueName('Kabir'));
  await apiBookFree(request, patient.authToken, therapist.id);
  const { medicineTypes } = await apiCall<{ medicineTypes: Array<{ _id: string; name: string }> }>(
    request,
    'GET',
    '/user/medicine-types',
    { token: patient.authToken },
  );
  await apiCall(request, 'POST', '/user/medication', {
    token: patient.authToken,
    data: {
      name: 'Vitamin B12',
      medicineTypeId: medicineTypes.find((m) => m.name === 'Tablet')!._id,
      dose: '1 tablet',
      timesOfDay: ['09:00'],
      startDate: new Date().toISOString().slice(0, 10),
    },
  });

  const t = await openAs(browser, therapist, `${HOME}/dashboard`);
  await openPatient(t, patient);
  await expect(t.getByRole('tab', { name: 'Sessions & notes' })).toBeVisible();
  await expect(t.getByRole('tab', { name: 'Prescriptions' })).toHaveCount(0);
  await expect(t.getByRole('link', { name: 'Write a prescription' })).toHaveCount(0);
  // Not before the session: the past-sessions card says when a note can be written.
  await expect(t.getByText(/A note can be written once the session has started/)).toBeVisible();

  await t.getByRole('tab', { name: 'Medications' }).click();
  const meds = t.getByRole('region', { name: 'Medications' });
  await expect(meds).toContainText("Patient's own entry");
  await expect(meds.getByRole('button', { name: 'Edit Vitamin B12' })).toHaveCount(0);
  await meds.getByRole('button', { name: 'Add a medication' }).click();
  const dialog = t.getByRole('dialog', { name: 'Add a medication' });
  await combobox(t, /^Medicine/).fill('Melatonin');
  await t.getByRole('option', { name: 'Melatonin 3 mg' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Dose/ })).toHaveValue('3 mg');
  await dialog.getByRole('textbox', { name: 'Time 1', exact: true }).fill('22:00');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(meds).toContainText('Added by you');
  await expect(meds.getByRole('button', { name: 'Edit Melatonin' })).toBeVisible();
  await snapBoth(t, 'patient-medications', FOLDER);

  // Typing the address shows why, and the API refuses with the same words.
  await t.goto(`${HOME}/create-prescription/${patient.id}/new`);
  await expect(t.getByText('Prescribing is not open to you')).toBeVisible();
  await snapBoth(t, 'prescription-refused', FOLDER);
  const res = await request.post('/api/v1/provider/prescription', {
    headers: { authorization: `Bearer ${therapist.authToken}` },
    data: {
      patientId: patient.id,
      diagnosis: 'Adjustment disorder',
      medicines: [
        {
          medicineId: '00000000-0000-4000-8000-000000000000',
          strength: '50 mg',
          dose: '1 tablet',
          frequency: 'daily',
          duration: '7 days',
        },
      ],
    },
  });
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { data: { message: string } }).data.message).toMatch(
    /^Only a registered medical practitioner can prescribe/,
  );

  // The patient sees the therapist's entry, marked as theirs, beside their own.
  const p = await openAs(browser, patient, `${HOME}/medication`);
  await expect(p.getByRole('heading', { level: 1, name: 'Medication' })).toBeVisible({ timeout: 30_000 });
  await expect(p.getByRole('listitem').filter({ hasText: 'Melatonin' })).toContainText(
    `prescribed by ${therapist.name}`,
  );
});
