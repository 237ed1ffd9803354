import { apiBookedPair, apiNamedPatient, openAs } from '../fixtures/people';
import { adminSignIn, snapBoth } from '../fixtures/therapist';
import { apiCall } from '../support/api';
import { expect as baseExpect, test } from '../support/test';

// The machine running the journeys is shared and busy: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Issue 15 (health records): a patient uploads a PDF report and sees it listed with the spec's
 * file-name cut, opens it through its signed link, fills in the health profile; their therapist reads
 * the records (read only) and the patient then sees that read under "Who viewed my records".
 */

const HOME = '/user/base/home';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test('upload a record, see it listed, edit the health profile; the therapist reads it and the patient sees who viewed', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { patient, therapist } = await apiBookedPair(request);
  const page = await openAs(browser, patient, `${HOME}/health-record`);
  await expect(page.getByRole('heading', { name: 'Health Records', level: 1 })).toBeVisible();
  await expect(page.getByText('No records uploaded yet')).toBeVisible();
  await expect(page.getByText('Nobody else has viewed your records')).toBeVisible();

  await page.getByLabel('Choose a record file').setInputFiles({
    name: 'Blood test report March.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByText('Record uploaded successfully')).toBeVisible();
  const list = page.getByRole('list', { name: 'Medical reports' });
  await expect(list.getByText('Blood test..pdf')).toBeVisible();

  // A text file renamed .pdf is refused from its bytes.
  await page.getByLabel('Choose a record file').setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('just some text'),
  });
  await expect(page.getByText('Upload a PDF, JPG or PNG file')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // The view link serves the PDF.
  const href = await list.getByRole('link', { name: 'View Blood test report March.pdf' }).getAttribute('href');
  const file = await request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');

  // Health profile.
  const allergies = page.getByRole('combobox', { name: 'Allergies' });
  await allergies.fill('Penicillin');
  await allergies.press('Enter');
  await page.getByRole('textbox', { name: 'Height (cm)' }).fill('168');
  await page.getByRole('textbox', { name: 'Weight (kg)' }).fill('61.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await snapBoth(page, 'health-record', 'patient-space');

  // The therapist (who has a session with the patient) reads the records, read only.
  const tPage = await openAs(browser, therapist, `${HOME}/health-record/patient/${patient.id}`);
  await expect(tPage.getByRole('heading', { name: `Health records of ${patient.name}` })).toBeVisible();
  await expect(tPage.getByText('Blood test..pdf')).toBeVisible();
  await expect(tPage.getByText('Penicillin')).toBeVisible();
  await expect(tPage.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await snapBoth(tPage, 'health-record-therapist', 'patient-space');

  const views = await apiCall<{ count: number }>(request, 'GET', '/user/patient/health-record/views', {
    token: patient.authToken,
  });
  expect(views.count).toBe(2);
  await page.reload();
  const viewed = page.getByRole('region', { name: 'Who viewed my records' });
  await expect(viewed.getByText(therapist.name).first()).toBeVisible();
  await expect(viewed.getByText('Your health profile')).toBeVisible();
  await snapBoth(page, 'health-record-viewed', 'patient-space');

  // Delete.
  await list.getByRole('button', { name: 'Delete Blood test report March.pdf' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(page.getByText('No records uploaded yet')).toBeVisible();
});

test('add a medication from the library and receive its reminder in the outbox', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const patient = await apiNamedPatient(request);
  const page = await openAs(browser, patient, `${HOME}/medication`);
  await expect(page.getByRole('heading', { name: 'Medication', level: 1 })).toBeVisible();
  await expect(page.getByText('No medications added yet')).toBeVisible();
  await snapBoth(page, 'medication-empty', 'patient-space');

  // The next whole minute in the patient's zone (Asia/Kolkata), at least 40 s away.
  const due = new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000);
  const hhmm = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(due);

  await page.getByRole('button', { name: 'Add medication' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add medication' });
  await dialog.getByRole('combobox', { name: 'Medicine' }).fill('Sertra');
  await page.getByRole('option', { name: 'Sertraline 50 mg' }).click();
  await expect(dialog.getByLabel('Dose')).toHaveValue('50 mg');
  await expect(
    dialog.getByRole('textbox', { name: 'Type' }).or(dialog.getByRole('combobox', { name: 'Type' })),
  ).toHaveValue('Tablet');
  await dialog.getByLabel('Time 1', { exact: true }).fill(hhmm);
  await snapBoth(page, 'medication-form', 'patient-space');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Medication added successfully')).toBeVisible();
  const list = page.getByRole('list', { name: 'My medications' });
  await expect(list.getByRole('heading', { name: 'Sertraline' })).toBeVisible();
  await expect(list.getByText('Active')).toBeVisible();
  await expect(list.getByText(/Next reminder:/)).toBeVisible();
  await snapBoth(page, 'medication-list', 'patient-space');

  // The jobs run in the e2e server: the reminder job sends the dose once it is due (an SMS to the phone).
  let reminder: { body: string } | undefined;
  await expect
    .poll(
      async () => {
        const { messages } = await apiCall<{ messages: Array<{ body: string }> }>(
          request,
          'GET',
          `/dev/outbox?to=${encodeURIComponent(patient.phone)}`,
        );
        reminder = messages.find((m) => m.body.includes('Time to take'));
        return reminder?.body ?? '';
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .toContain('Time to take Sertraline (50 mg)');
  expect(reminder!.body).toContain(`Time to take Sertraline (50 mg)`);
  const notes = await apiCall<{ notificationData: Array<{ title: string; msg: string }> }>(
    request,
    'GET',
    '/patient/list-notification?page=1&limit=5',
    { token: patient.authToken },
  );
  expect(notes.notificationData.map((n) => n.title)).toContain('Medication Reminder');
});

test('the admin adds a medicine to the library; a duplicate is refused', async ({ page }) => {
  test.setTimeout(120_000);
  await adminSignIn(page);
  await page.goto('/admin/medicines');
  await expect(page.getByRole('heading', { name: 'Medicine library', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Alprazolam' })).toBeVisible();
  const name = `Testamine ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page
    .getByRole('textbox', { name: 'Type' })
    .or(page.getByRole('combobox', { name: 'Type' }))
    .click();
  await page.getByRole('option', { name: 'Capsule' }).click();
  await page.getByRole('textbox', { name: 'Strength' }).fill('10 mg');
  await page.getByRole('button', { name: 'Add to library' }).click();
  await expect(page.getByText('Medicine added to the library')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search the library' }).fill('Testamine');
  await expect(page.getByRole('cell', { name })).toBeVisible();
  await snapBoth(page, 'admin-medicines', 'patient-space');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page
    .getByRole('textbox', { name: 'Type' })
    .or(page.getByRole('combobox', { name: 'Type' }))
    .click();
  await page.getByRole('option', { name: 'Capsule' }).click();
  await page.getByRole('textbox', { name: 'Strength' }).fill('10 mg');
  await page.getByRole('button', { name: 'Add to library' }).click();
  await expect(page.getByText('This medicine is already in the library')).toBeVisible();
});
