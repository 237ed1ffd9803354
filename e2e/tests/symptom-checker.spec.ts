import type { Page } from '@playwright/test';
import { apiApprovedTherapist, apiNamedPatient, openAs, uniqueName } from '../fixtures/people';
import { snapBoth } from '../fixtures/therapist';
import { apiCall } from '../support/api';
import { axeFindings, describeFindings } from '../support/axe';
import { MOBILE } from '../support/screens';
import { expect as baseExpect, test } from '../support/test';

const expect = baseExpect.configure({ timeout: 30_000 });
const HOME = '/user/base/home';

/**
 * Issue 24's journeys: a patient answers the safety questions, picks symptoms by everyday words,
 * answers the proposed questions, reads an urgency-first result and books a therapist it suggests;
 * another trips a red flag and is stopped at the emergency screen with helplines. Each step of the
 * one-page flow is checked by axe (the automatic check runs on navigations only).
 */

/** Symptoms (searched by a word a person would type) that point at each seeded speciality used here. */
const PICTURES: Record<string, Array<{ search: string; option: string }>> = {
  ADHD: [
    { search: 'childhood', option: 'Trouble paying attention since childhood' },
    { search: 'distracted', option: 'Easily distracted and forgetful in daily tasks' },
    { search: 'procrastination', option: 'Putting things off and struggling to organise' },
  ],
  Addiction: [
    { search: 'cannabis', option: 'Using drugs regularly' },
    { search: 'problems at work', option: 'Drinking or drug use causing problems at work or home' },
  ],
  Anxiety: [
    { search: 'overthinking', option: 'Worrying a lot about many different things' },
    { search: 'tense', option: 'Tense or aching muscles' },
  ],
};

async function axeClean(page: Page) {
  const findings = await axeFindings(page);
  expect(findings, describeFindings(findings)).toEqual([]);
}

test('a patient checks symptoms, reads an urgency-first result and books a suggested therapist', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const name = uniqueName('Ishani');
  await apiApprovedTherapist(request, { name });
  // The fixture gives a new therapist the first speciality of the list; pick symptoms that lead there.
  const { specialities } = await apiCall<{ specialities: Array<{ _id: string; name: string }> }>(
    request,
    'GET',
    '/public/specialities',
  );
  const speciality = specialities[0]!.name;
  const picture = PICTURES[speciality];
  if (!picture) throw new Error(`no symptom picture for the speciality '${speciality}'`);
  const patient = await apiNamedPatient(request);

  const page = await openAs(browser, patient, `${HOME}/dashboard`);
  await page.getByRole('link', { name: /Check your symptoms/ }).click();
  await expect(page.getByRole('heading', { name: 'Symptom checker', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'First, is any of these happening to you now?' })).toBeVisible();
  await snapBoth(page, 'safety', 'symptom-checker');
  await axeClean(page);
  await page.getByRole('button', { name: 'None of these – continue' }).click();

  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Year of birth' }).fill('1995');
  await page.getByRole('radio', { name: 'Female' }).check();
  await axeClean(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'What are you going through?' })).toBeVisible();
  const input = page.getByRole('combobox', { name: 'Your symptoms' });
  for (const s of picture) {
    await input.fill(s.search);
    await page.getByRole('option', { name: s.option }).click();
  }
  await page.keyboard.press('Escape');
  await expect(page.getByText(`${picture.length} chosen`)).toBeVisible();
  await snapBoth(page, 'symptoms', 'symptom-checker');
  await axeClean(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // The proposed questions (when the engine has any), answered No to the first, Not sure to the rest.
  const results = page.getByRole('heading', { name: 'Book a consultation' });
  const questions = page.getByRole('heading', { name: 'A few more questions' });
  await expect(results.or(questions)).toBeVisible();
  if (await questions.isVisible()) {
    const groups = page.getByRole('radiogroup');
    const count = await groups.count();
    for (let i = 0; i < count; i++) {
      await groups
        .nth(i)
        .getByRole('radio', { name: i === 0 ? 'No' : 'Not sure', exact: true })
        .check();
    }
    await snapBoth(page, 'questions', 'symptom-checker');
    await axeClean(page);
    await page.getByRole('button', { name: 'See results' }).click();
  }
  await expect(results).toBeVisible();
  await expect(page.getByText(/This is not a diagnosis/)).toBeVisible();
  await snapBoth(page, 'results', 'symptom-checker');
  await axeClean(page);

  // Saved on request only: a PDF lands in the health records.
  await page.getByRole('button', { name: 'Save to my health records' }).click();
  await expect(page.getByRole('button', { name: 'Saved to your health records' })).toBeDisabled();
  const records = await apiCall<{ medicalReports: Array<{ fileName: string }> }>(
    request,
    'GET',
    '/user/patient/upload/medical-record',
    { token: patient.authToken },
  );
  expect(records.medicalReports.map((r) => r.fileName)).toEqual([expect.stringMatching(/^symptom-check-.*\.pdf$/)]);

  // The suggestion opens the therapist list with the matching speciality set, and the booking goes as usual.
  await page.getByRole('link', { name: 'Find a therapist for this' }).first().click();
  await expect(page).toHaveURL(/\/therapists\?.*specialization=/);
  // Other journeys add therapists with the same speciality: narrow the suggested list to ours by name.
  await page.goto(`${page.url()}&text=${encodeURIComponent(name)}`);
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: `View profile of ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('group', { name: 'Available days' }).getByRole('button').nth(2).click();
  await page
    .getByRole('group', { name: /^Times on / })
    .getByRole('button')
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Confirm your session' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'Your session is booked' })).toBeVisible();
  await page.context().close();
});

test('a red flag stops the check at the emergency screen, with helplines to call', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const patient = await apiNamedPatient(request);
  const page = await openAs(browser, patient, `${HOME}/symptom-checker`, { viewport: MOBILE });
  await page.getByRole('checkbox', { name: 'Thoughts of ending my life' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Please get help now' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Thoughts of ending my life');
  await expect(page.getByRole('link', { name: '14416' })).toHaveAttribute('href', 'tel:14416');
  await snapBoth(page, 'emergency', 'symptom-checker');
  await axeClean(page);
  // Nothing more is asked: the way out is back to the start.
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await page.getByRole('button', { name: 'I ticked this by mistake' }).click();
  await expect(page.getByRole('heading', { name: 'First, is any of these happening to you now?' })).toBeVisible();
  await page.context().close();
});
