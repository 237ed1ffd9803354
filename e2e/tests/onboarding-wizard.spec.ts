import { apiCall, codeIn, latestOutboxMessage } from '../support/api';
import { apiSignUpByCode, logInByCodeThroughScreens, signUpPatientThroughScreens, storeSession } from '../support/auth';
import { DESKTOP, expectNoHorizontalScroll, MOBILE, snap } from '../support/screens';
import { expect, type Page, test } from '../support/test';

const HEADING = "Let's get to know you properly";
const WIZARD = '/user/patient/update-profile';

/** Screenshots the page at 1280 px and at 375 px (checking no sideways scroll), then returns to 1280 px. */
async function snapBoth(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await snap(page, 'onboarding', `${name}-1280`);
  await page.setViewportSize(MOBILE);
  await expectNoHorizontalScroll(page);
  await snap(page, 'onboarding', `${name}-375`);
  await page.setViewportSize(DESKTOP);
}

/** A brand-new patient, signed up through the real sign-up API (code from the outbox), signed in in the page. */
async function newPatient(page: Page, request: Parameters<typeof apiSignUpByCode>[0]) {
  const signup = await apiSignUpByCode(request, 'patient');
  expect(signup).toMatchObject({ status: 'pending', page: 0, userType: 'patient' });
  await storeSession(page, signup);
  return signup;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('isAppInstalled', 'true'));
});

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const stepTitle = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title });

async function pickKolkata(page: Page) {
  await page.getByRole('button', { name: 'Choose on the map' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Location' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('location-map')).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Confirm location' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Search places' }).fill('Kolkata');
  await page.getByRole('option', { name: 'Kolkata, West Bengal, India' }).click();
  await expect(dialog.getByTestId('picked-timezone')).toHaveText('Time zone: India (GMT+5:30)');
  await expect(dialog.getByTestId('picked-location')).toHaveText('Kolkata, West Bengal, India');
  await expect(confirm).toBeEnabled();
  return { dialog, confirm };
}

test.describe('patient onboarding wizard', () => {
  test('a new patient completes every page, including the map, the e-mail code and two wellness answers, and lands on the dashboard', async ({
    page,
    request,
  }) => {
    // Every page of the wizard, the map and an e-mail code: 2.2 min once on the loaded CI box.
    test.setTimeout(240_000);
    await page.setViewportSize(DESKTOP);
    const { phone } = await signUpPatientThroughScreens(page, request);
    const authToken = (await page.evaluate(() => localStorage.getItem('authToken')))!;
    const signup = { phone, authToken };

    // 1. Name
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Step 1 of 11' })).toBeVisible();
    await expect(stepTitle(page, 'What should we call you?')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    // the name rule is said before it is broken (issue 10 #8)
    await expect(
      page.getByText('Letters, with single spaces, hyphens, apostrophes or dots between words'),
    ).toBeVisible();
    await snapBoth(page, '01-name');
    await page.getByLabel('Your name').fill('Asha Rao');
    await continueButton(page).click();

    // 2. Gender
    await expect(stepTitle(page, 'How do you identify?')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Step 2 of 11' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Prefer not to say' })).toBeVisible();
    await snapBoth(page, '02-gender');
    // the browser's Back goes back a step, Forward returns (issue 10 #9)
    await page.goBack();
    await expect(stepTitle(page, 'What should we call you?')).toBeVisible();
    await expect(page.getByLabel('Your name')).toHaveValue('Asha Rao');
    await page.goForward();
    await expect(stepTitle(page, 'How do you identify?')).toBeVisible();
    await page.getByRole('radio', { name: 'Female' }).click();
    await continueButton(page).click();

    // 3. Date of birth
    await expect(stepTitle(page, 'When were you born?')).toBeVisible();
    // The calendar opens at each width (a real person does not resize with it open).
    for (const [size, name] of [
      [DESKTOP, '03-dob-calendar-1280'],
      [MOBILE, '03-dob-calendar-375'],
    ] as const) {
      await page.setViewportSize(size);
      await page.getByRole('button', { name: 'Pick the date on a calendar' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      if (size === MOBILE) await expectNoHorizontalScroll(page);
      await snap(page, 'onboarding', name);
      // Escape closes the calendar from inside it, where opening it puts the focus. The screenshot and the
      // axe runs around it can leave the focus elsewhere on a loaded machine (CI at ba949ff: Escape went
      // to the page and the calendar stayed open), so the focus is put back there first.
      await page.getByRole('dialog').getByRole('button').first().focus();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
    await page.setViewportSize(DESKTOP);
    await page.getByLabel('Date of birth').fill('17051990');
    await expect(page.getByLabel('Date of birth')).toHaveValue('17-05-1990');
    await snapBoth(page, '03-dob');
    await continueButton(page).click();

    // 4. Time zone, through the 'Select Location' map (tiles cannot load here: the map must still work)
    await expect(stepTitle(page, 'Where are you?')).toBeVisible();
    await snapBoth(page, '04-timezone');
    const { confirm } = await pickKolkata(page);
    await snapBoth(page, '04-timezone-map');
    await confirm.click();
    await expect(page.getByRole('dialog', { name: 'Select Location' })).toBeHidden();
    await expect(page.getByLabel('Time zone')).toHaveValue('India (GMT+5:30)');
    await expect(page.getByTestId('chosen-location')).toHaveText('Kolkata, West Bengal, India');
    await snapBoth(page, '04-timezone-chosen');
    // No broken images: failed tiles are replaced by the offline grid.
    const broken = await page.evaluate(
      () => [...document.images].filter((img) => img.complete && img.naturalWidth === 0 && img.src).length,
    );
    expect(broken).toBe(0);
    await continueButton(page).click();

    // 5. E-mail, then the 4-digit code from the outbox (checked by itself at 4 digits)
    await expect(stepTitle(page, "What's your e-mail?")).toBeVisible();
    await snapBoth(page, '05-email');
    const email = `asha.${signup.phone.slice(3)}@example.com`;
    const since = new Date(Date.now() - 1000).toISOString();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(stepTitle(page, 'Check your e-mail')).toBeVisible();
    await expect(page.getByText(/Resend code in 00:4\d/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Wrong e-mail?' })).toBeVisible();
    await snapBoth(page, '05-email-code');
    const code = codeIn((await latestOutboxMessage(request, email, { after: since })).body, 4);
    await page.getByLabel('Digit 1 of 4').pressSequentially(code);

    // 6. Password
    await expect(stepTitle(page, 'Set a password')).toBeVisible();
    await expect(
      page.getByText('At least 8 characters, with an uppercase letter, a lowercase letter and a number'),
    ).toBeVisible();
    await snapBoth(page, '06-password');
    await page.getByLabel('Password', { exact: true }).fill('Calm-waters-42');
    await page.getByLabel('Confirm password').fill('Calm-waters-42');
    await continueButton(page).click();

    // 7-11. Wellness questions: three answered (one of them single-select), the rest skipped
    const questions = await apiCall<{
      questions: Array<{
        _id: string;
        question: string;
        answerType: string;
        choices: Array<{ _id: string; text: string }>;
      }>;
    }>(request, 'GET', '/user/questions?contextType=wellness_profile', { token: signup.authToken });
    expect(questions.questions).toHaveLength(5);
    for (const [i, q] of questions.questions.entries()) {
      await expect(stepTitle(page, 'Your Wellness Profile')).toBeVisible();
      await expect(page.getByRole('progressbar', { name: `Step ${7 + i} of 11` })).toBeVisible();
      await expect(page.getByText(q.question)).toBeVisible();
      if (i === 0) await snapBoth(page, '07-wellness');
      if (q.answerType === 'singleSelect' && i === 2) {
        // answers that exclude each other take one (issue 10 #10)
        await expect(page.getByRole('checkbox')).toHaveCount(0);
        await page.getByRole('radio', { name: q.choices[0]!.text }).click();
        await page.getByRole('radio', { name: q.choices[1]!.text }).click();
        await expect(page.getByRole('radio', { name: q.choices[1]!.text })).toBeChecked();
        await expect(page.getByRole('radio', { name: q.choices[0]!.text })).not.toBeChecked();
        await snapBoth(page, '09-wellness-single');
        await continueButton(page).click();
      } else if (i < 2) {
        await page.getByRole('checkbox', { name: q.choices[0]!.text }).click();
        await expect(page.getByRole('checkbox', { name: q.choices[0]!.text })).toBeChecked();
        await page.getByRole('button', { name: i === 4 ? 'Finish' : 'Continue' }).click();
      } else {
        await page.getByRole('button', { name: 'Skip' }).click();
      }
    }

    // The end page, then the dashboard
    await expect(page).toHaveURL(/\/user\/patient\/update-profile\/completed$/);
    await expect(page.getByRole('heading', { level: 1, name: "You're All Set!" })).toBeVisible();
    // no promise of settings that do not exist yet (issue 10 #2)
    await expect(page.getByRole('main')).not.toContainText(/settings/i);
    await snapBoth(page, '12-completed');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/user\/base\/home\/dashboard$/);

    // What the server stored
    const [me] = await apiCall<Array<Record<string, unknown>>>(request, 'GET', '/user/profile', {
      token: signup.authToken,
    });
    expect(me).toMatchObject({
      status: 'active',
      page: 11,
      name: 'Asha Rao',
      gender: 'female',
      dob: '1990-05-17',
      timeZone: 'India (GMT+5:30)',
      globalTimeZone: 'Asia/Kolkata',
      email,
      emailVerified: true,
    });
    const wellness = (me!.wellnessProfile ?? []) as Array<{ question: string; answers: string[] }>;
    expect(wellness.filter((a) => a.answers.length > 0)).toEqual([
      { question: questions.questions[0]!._id, answers: [questions.questions[0]!.choices[0]!._id] },
      { question: questions.questions[1]!._id, answers: [questions.questions[1]!.choices[0]!._id] },
      { question: questions.questions[2]!._id, answers: [questions.questions[2]!.choices[1]!._id] },
    ]);
  });

  test('the menu offers a way out: Log out asks first, ends the session and goes to sign-up', async ({
    page,
    request,
  }) => {
    const signup = await newPatient(page, request);
    await page.goto(WIZARD);
    await expect(stepTitle(page, 'What should we call you?')).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await snapBoth(page, '00-menu');
    await page.getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out' });
    await expect(dialog.getByText('Are you sure you want to logout?')).toBeVisible();
    await snapBoth(page, '00-logout-confirm');
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/user\/patient\/signup$/);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    // the old token no longer works on the server either
    await expect(apiCall(request, 'GET', '/user/profile', { token: signup.authToken })).rejects.toThrow(/401/);
  });

  test('a patient who stops after page 3 and logs in again resumes at page 4', async ({ page, request }) => {
    const signup = await newPatient(page, request);
    await page.goto(WIZARD);
    await page.getByLabel('Your name').fill('Ravi Kumar');
    await continueButton(page).click();
    await page.getByRole('radio', { name: 'Male', exact: true }).click();
    await continueButton(page).click();
    await page.getByLabel('Date of birth').fill('01-01-1985');
    await continueButton(page).click();
    await expect(stepTitle(page, 'Where are you?')).toBeVisible();

    // A reload resumes at the stored page + 1.
    await page.reload();
    await expect(stepTitle(page, 'Where are you?')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Step 4 of 11' })).toBeVisible();

    // Sign out, then log in again by code through the login screen: it sends a pending patient to the wizard.
    await page.evaluate(() => localStorage.clear());
    await logInByCodeThroughScreens(page, request, signup.phone);
    await expect(page).toHaveURL(/\/user\/patient\/update-profile/);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).not.toBe(signup.authToken);
    await expect(stepTitle(page, 'Where are you?')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Step 4 of 11' })).toBeVisible();

    // Back goes one page back, with what was saved filled in.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepTitle(page, 'When were you born?')).toBeVisible();
    await expect(page.getByLabel('Date of birth')).toHaveValue('01-01-1985');
  });

  test('each validation message shows for a wrong input', async ({ page, request }) => {
    test.setTimeout(90_000);
    const signup = await newPatient(page, request);
    await page.goto(WIZARD);

    // Name
    await continueButton(page).click();
    await expect(page.getByText('Please provide a valid name')).toBeVisible();
    // a single letter is the spec's 'Please provide a valid name' too (issue 20 #11); the rule under
    // the field says what a name may hold
    await page.getByLabel('Your name').fill('A');
    await continueButton(page).click();
    await expect(page.getByText('Please provide a valid name')).toBeVisible();
    await expect(page.getByText('Please enter at least 2 letters')).toHaveCount(0);
    await page.getByLabel('Your name').fill('Asha  Rao');
    await continueButton(page).click();
    await expect(page.getByText('Please use a single space between words')).toBeVisible();
    // a long name is refused, never cut
    await page.getByLabel('Your name').fill('A'.repeat(101));
    await expect(page.getByLabel('Your name')).toHaveValue('A'.repeat(101));
    await continueButton(page).click();
    await expect(page.getByText('Please enter at most 100 characters')).toBeVisible();
    await page.getByLabel('Your name').fill('Asha Rao2');
    await continueButton(page).click();
    await expect(page.getByText('Please enter only alphabets')).toBeVisible();
    await snapBoth(page, 'errors-01-name');
    await page.getByLabel('Your name').fill('Asha Rao');
    await continueButton(page).click();

    // Gender (once the name is saved: a click before that lands on the name page's Continue)
    await expect(stepTitle(page, 'How do you identify?')).toBeVisible();
    await continueButton(page).click();
    await expect(page.getByText('Please select a valid gender')).toBeVisible();
    await page.getByRole('radio', { name: 'Prefer not to say' }).click();
    await continueButton(page).click();

    // Date of birth
    await expect(stepTitle(page, 'When were you born?')).toBeVisible();
    await continueButton(page).click();
    await expect(page.getByText('DOB field is required')).toBeVisible();
    await page.getByLabel('Date of birth').fill('31-02-1990');
    await continueButton(page).click();
    await expect(page.getByText('Please enter a valid date of birth')).toBeVisible();
    await page.getByLabel('Date of birth').fill('01-01-2015');
    await continueButton(page).click();
    await expect(page.getByText('Age must be between 18 and 120 years')).toBeVisible();
    await snapBoth(page, 'errors-03-dob');
    await page.getByLabel('Date of birth').fill('01-01-1990');
    await continueButton(page).click();

    // Time zone
    await expect(stepTitle(page, 'Where are you?')).toBeVisible();
    await continueButton(page).click();
    await expect(page.getByText('Time Zone field is required')).toBeVisible();
    await snapBoth(page, 'errors-04-timezone');
    const { confirm } = await pickKolkata(page);
    await confirm.click();
    await continueButton(page).click();

    // E-mail and its code
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel('E-mail address').fill('not-an-email');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    const email = `check.${signup.phone.slice(3)}@example.com`;
    const since = new Date(Date.now() - 1000).toISOString();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = codeIn((await latestOutboxMessage(request, email, { after: since })).body, 4);
    const wrong = code === '0000' ? '1111' : '0000';
    await page.getByLabel('Digit 1 of 4').pressSequentially(wrong);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid OTP! Try Again' })).toBeVisible();
    await snapBoth(page, 'errors-05-code');
    // 'Wrong e-mail?' goes back to the address, and the same address's code still works.
    await page.getByRole('button', { name: 'Wrong e-mail?' }).click();
    await expect(page.getByLabel('E-mail address')).toHaveValue(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(stepTitle(page, 'Check your e-mail')).toBeVisible();
    await page.getByLabel('Digit 1 of 4').pressSequentially(code);

    // Password
    await expect(stepTitle(page, 'Set a password')).toBeVisible();
    await continueButton(page).click();
    await expect(page.getByText('Please enter the Password')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await continueButton(page).click();
    await expect(page.getByText('Password should contain minimum 8 letters')).toBeVisible();
    // one password rule everywhere a password is chosen (issue 10 #6): 'abcdefgh' is refused
    await page.getByLabel('Password', { exact: true }).fill('abcdefgh');
    await page.getByLabel('Confirm password').fill('abcdefgh');
    await continueButton(page).click();
    await expect(
      page.getByText('Password must contain at least one uppercase letter, one lowercase letter, and one number'),
    ).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('Calm-waters-42');
    await page.getByLabel('Confirm password').fill('Calm-waters-43');
    await continueButton(page).click();
    await expect(page.getByText('The two passwords that you entered do not match!')).toBeVisible();
    await snapBoth(page, 'errors-06-password');
  });

  test.describe('the Select Location map', () => {
    /** A patient who has saved pages 1-3 through the API, opened at page 4. */
    async function atTimeZonePage(page: Page, request: Parameters<typeof apiSignUpByCode>[0]) {
      const signup = await newPatient(page, request);
      for (const data of [
        { page: 1, name: 'Meera Das' },
        { page: 2, gender: 'female' },
        { page: 3, dob: '1992-08-15' },
      ]) {
        await apiCall(request, 'PUT', '/registration/patient/signup', { data, token: signup.authToken });
      }
      await page.goto(WIZARD);
      await expect(stepTitle(page, 'Where are you?')).toBeVisible();
      return signup;
    }

    test.describe('with the browser location allowed', () => {
      test.use({ geolocation: { latitude: 19.076, longitude: 72.8777 }, permissions: ['geolocation'] });

      test('starts from where the browser says the patient is', async ({ page, request }) => {
        await atTimeZonePage(page, request);
        await page.getByRole('button', { name: 'Choose on the map' }).click();
        const dialog = page.getByRole('dialog', { name: 'Select Location' });
        await expect(dialog.getByTestId('picked-location')).toContainText('Mumbai');
        await expect(dialog.getByTestId('picked-timezone')).toHaveText('Time zone: India (GMT+5:30)');
        await expect(dialog.getByRole('button', { name: 'Confirm location' })).toBeEnabled();
        // Escape closes without choosing.
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(page.getByLabel('Time zone')).toHaveValue('');
      });
    });

    test('without the browser location it centres near Kolkata, and a click on the map picks the place', async ({
      page,
      request,
    }) => {
      const signup = await atTimeZonePage(page, request);
      await page.getByRole('button', { name: 'Choose on the map' }).click();
      const dialog = page.getByRole('dialog', { name: 'Select Location' });
      const confirm = dialog.getByRole('button', { name: 'Confirm location' });
      await expect(confirm).toBeDisabled();
      await expect(dialog.getByText('Search for your city, or click the map where you live.')).toBeVisible();
      // Tiles cannot load here: the note says so, and the map still takes clicks.
      await expect(dialog.getByText(/Map images can't load right now/)).toBeVisible();
      const map = dialog.getByTestId('location-map');
      const box = (await map.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(dialog.getByTestId('picked-location')).toContainText('Kolkata');
      await expect(dialog.getByTestId('picked-timezone')).toHaveText('Time zone: India (GMT+5:30)');
      await confirm.click();
      await expect(page.getByLabel('Time zone')).toHaveValue('India (GMT+5:30)');
      await continueButton(page).click();
      await expect(stepTitle(page, "What's your e-mail?")).toBeVisible();
      const [me] = await apiCall<Array<{ page: number; globalTimeZone: string }>>(request, 'GET', '/user/profile', {
        token: signup.authToken,
      });
      expect(me).toMatchObject({ page: 4, globalTimeZone: 'Asia/Kolkata' });
    });
  });
});
