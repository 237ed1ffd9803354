import { apiApprovedTherapist, apiHold, apiNamedPatient } from '../fixtures/people';
import { expectToast, snapBoth } from '../fixtures/therapist';
import { apiCall } from '../support/api';
import { storeSession } from '../support/auth';
import { DESKTOP } from '../support/screens';
import { expect as baseExpect, test } from '../support/test';

// The machine running the journeys is shared and busy: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 30_000 });

const FAMILY = '/user/base/home/family-members';

/** Issue 15 (family members): add with a relationship, delete, and book a session for one of them. */
test('a patient adds and deletes family members and books a session for one; the therapist sees who it is for', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const therapist = await apiApprovedTherapist(request, { fee: 0 });
  const patient = await apiNamedPatient(request);
  const page = await (await browser.newContext({ viewport: DESKTOP, timezoneId: 'Asia/Kolkata' })).newPage();
  await storeSession(page, patient);
  await page.goto(FAMILY);

  await expect(page.getByText('No family members added yet')).toBeVisible();
  await snapBoth(page, 'empty', 'family');
  await page.getByRole('button', { name: 'Add a family member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a family member' });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Please enter the name')).toBeVisible();
  await expect(dialog.getByText('Please choose a relationship')).toBeVisible();
  await dialog.getByLabel('Date of birth').fill('01-01-2999');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('The date of birth cannot be in the future')).toBeVisible();
  await snapBoth(page, 'form-errors', 'family');

  async function add(name: string, relationship: string, dob: string, gender: string) {
    await page.getByRole('button', { name: 'Add a family member' }).first().click();
    const d = page.getByRole('dialog', { name: 'Add a family member' });
    await d.getByLabel('Name').fill(name);
    await d.getByRole('combobox', { name: 'Relationship' }).click();
    await page.getByRole('option', { name: relationship, exact: true }).click();
    await d.getByRole('combobox', { name: 'Gender' }).click();
    await page.getByRole('option', { name: gender, exact: true }).click();
    await d.getByLabel('Date of birth').fill(dob);
    await d.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'Succesfully added');
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const relationships = await apiCall<{ relationships: Array<{ name: string }> }>(
    request,
    'GET',
    '/public/relationships',
  );
  const [first, second] = relationships.relationships.map((r) => r.name);
  await add('Kabir Rao', first!, '09-03-2015', 'Male');
  await add('Leela Rao', second ?? first!, '12-11-1958', 'Female');
  await snapBoth(page, 'list', 'family');

  await page.getByRole('button', { name: 'Delete Leela Rao' }).click();
  await page.getByRole('dialog', { name: 'Delete family member?' }).getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Deleted successfully');
  await expect(page.getByText('Leela Rao', { exact: true })).toHaveCount(0);

  // Booking: who is this session for?
  const hold = await apiHold(request, patient.authToken, therapist.id);
  await page.goto(`/user/base/home/book-appointment/${hold.scheduleId}`);
  await page.getByRole('radio', { name: /Kabir Rao/ }).click();
  await expect(page.getByRole('radio', { name: /Kabir Rao/ })).toBeChecked();
  await snapBoth(page, 'booking-for', 'family');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/booked|confirmed/i);

  const seen = await apiCall<{ familyMember: { name: string } | null }>(
    request,
    'GET',
    `/provider/appointment/${hold.scheduleId}`,
    { token: therapist.authToken },
  );
  expect(seen.familyMember?.name).toBe('Kabir Rao');
  const therapistPage = await (await browser.newContext({ viewport: DESKTOP, timezoneId: 'Asia/Kolkata' })).newPage();
  await storeSession(therapistPage, therapist);
  await therapistPage.goto('/user/base/home/appointments');
  await expect(therapistPage.getByText(/^For Kabir Rao/).first()).toBeVisible();
});
