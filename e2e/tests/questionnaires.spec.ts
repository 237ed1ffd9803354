import { apiBookedPair, apiNamedPatient, openAs } from '../fixtures/people';
import { adminSignIn, snapBoth } from '../fixtures/therapist';
import { apiCall } from '../support/api';
import { expect as baseExpect, test } from '../support/test';

// The machine running the journeys is shared and busy: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Issue 15 (questionnaires): a patient completes PHQ-9 one question at a time (Back keeps the
 * answer), submits, sees the thank-you modal with the score band and, because item 9 was answered
 * above 'Not at all', the crisis note with Tele-MANAS; the results page charts both results and the
 * patient shares the latest with their therapist, who then sees it (read only).
 */

const HOME = '/user/base/home';

test('complete PHQ-9, see the score and the change over time, share it with the therapist', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { patient, therapist } = await apiBookedPair(request);

  // An earlier result through the API (24 of 27, item 9 'Not at all'), so the chart has two points.
  const forms = await apiCall<{ forms: Array<{ _id: string; formName: string }> }>(
    request,
    'GET',
    '/patient/forms/admincreated/allforms',
    { token: patient.authToken },
  );
  const phq = forms.forms.find((f) => f.formName.startsWith('PHQ-9'))!;
  const detail = await apiCall<{ questionsList: Array<{ _id: string; options: Array<{ _id: string }> }> }>(
    request,
    'GET',
    `/patient/forms/admincreated/${phq._id}`,
    { token: patient.authToken },
  );
  await apiCall(request, 'POST', '/patient/forms/submit-answer', {
    token: patient.authToken,
    data: {
      formId: phq._id,
      answerList: detail.questionsList.map((q, i) => ({
        questionId: q._id,
        selectedAnswers: [q.options[i === 8 ? 0 : 3]!._id],
      })),
    },
  });

  const page = await openAs(browser, patient, `${HOME}/survay-form`);
  await expect(page.getByRole('heading', { name: 'Questionnaires', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /GAD-7/ })).toBeVisible();
  await snapBoth(page, 'questionnaires', 'patient-space');
  await page.getByRole('link', { name: /^Take again: PHQ-9/ }).click();

  await expect(page.getByText('Question 1 of 9')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(page.getByText('Little interest or pleasure in doing things')).toBeVisible();
  await snapBoth(page, 'questionnaire-question', 'patient-space');
  await page.getByRole('radio', { name: 'Several days' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Question 2 of 9')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: 'Several days' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  for (let i = 2; i <= 9; i++) {
    await expect(page.getByText(`Question ${i} of 9`)).toBeVisible();
    await page.getByRole('radio', { name: 'Several days' }).check();
    if (i < 9) await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(
    page.getByText('Thoughts that you would be better off dead or of hurting yourself in some way'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();

  const modal = page.getByRole('dialog');
  await expect(modal.getByText('All the answers has been submitted successfully')).toBeVisible();
  await expect(modal.getByText('Your score:')).toContainText('9 of 27');
  await expect(modal.getByText('Mild', { exact: true })).toBeVisible();
  await expect(modal.getByRole('note', { name: "You don't have to carry this alone" })).toContainText('Tele-MANAS');
  await expect(modal.getByRole('link', { name: '14416' })).toHaveAttribute('href', 'tel:14416');
  await expect(modal.getByRole('link', { name: 'Go Back To Home' })).toBeVisible();
  await snapBoth(page, 'questionnaire-thank-you', 'patient-space');

  await modal.getByRole('link', { name: 'See my results' }).click();
  await expect(page.getByRole('heading', { name: /PHQ-9.*my results/ })).toBeVisible();
  await expect(page.getByText('9 / 27').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it changed' })).toBeVisible();
  await expect(page.getByText('24 / 27')).toBeVisible();
  await snapBoth(page, 'questionnaire-results', 'patient-space');

  // Share the latest with the therapist.
  await page
    .getByRole('button', { name: /^Share the result/ })
    .first()
    .click();
  await page.getByRole('dialog').getByLabel('Therapist').click();
  await page.getByRole('option', { name: therapist.name }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Shared with your therapist')).toBeVisible();
  await expect(page.getByText(`Shared with ${therapist.name}`)).toBeVisible();

  const tPage = await openAs(browser, therapist, `${HOME}/health-record/patient/${patient.id}`);
  const shared = tPage.getByRole('region', { name: 'Shared questionnaire results' });
  await expect(shared.getByText(/PHQ-9/)).toBeVisible();
  await expect(shared.getByText(/score 9 of 27/)).toBeVisible();

  // Go Back To Home from a new submission lands on the dashboard.
  await page.goto(`${HOME}/survay-form`);
  await page.getByRole('link', { name: /^Start: GAD-7/ }).click();
  for (let i = 1; i <= 7; i++) {
    await page.getByRole('radio', { name: 'Not at all' }).check();
    await page.getByRole('button', { name: i < 7 ? 'Next' : 'Submit' }).click();
  }
  await expect(page.getByRole('dialog').getByText('Minimal', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('note')).toHaveCount(0);
  await page.getByRole('dialog').getByRole('link', { name: 'Go Back To Home' }).click();
  await expect(page).toHaveURL(/\/user\/base\/home\/dashboard$/);
});

test('the admin builds a form, publishes it, and a patient sees it; PHQ-9 cannot be edited', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await adminSignIn(page);
  await page.goto('/admin/forms');
  await expect(page.getByRole('heading', { name: 'Questionnaires', level: 1 })).toBeVisible();
  const phq = page.getByRole('article', { name: /PHQ-9/ });
  await expect(phq.getByText('Validated, scored')).toBeVisible();
  await expect(phq.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  const name = `Sleep check ${Date.now()}`;
  await page.getByRole('button', { name: 'New form' }).click();
  const dialog = page.getByRole('dialog', { name: 'New form' });
  await dialog.getByRole('textbox', { name: 'Form name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Question 1' }).fill('How did you sleep this week?');
  await dialog.getByRole('textbox', { name: 'Option 1' }).fill('Well');
  await dialog.getByRole('textbox', { name: 'Option 2' }).fill('Badly');
  await snapBoth(page, 'admin-form-editor', 'patient-space');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Form saved successfully')).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card.getByText('Draft')).toBeVisible();
  await card.getByRole('button', { name: 'Publish' }).click();
  await expect(card.getByText('Published')).toBeVisible();
  await snapBoth(page, 'admin-forms', 'patient-space');

  const patient = await apiNamedPatient(request);
  const forms = await apiCall<{ forms: Array<{ formName: string }> }>(
    request,
    'GET',
    '/patient/forms/admincreated/allforms',
    {
      token: patient.authToken,
    },
  );
  expect(forms.forms.map((f) => f.formName)).toContain(name);
});
