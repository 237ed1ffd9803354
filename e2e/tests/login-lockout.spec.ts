import { snapBoth } from '../fixtures/therapist';
import { latestOutboxMessage } from '../support/api';
import { apiSignUpWithPassword } from '../support/auth';
import { expect as baseExpect, test } from '../support/test';

// The machine running the journeys is shared and busy: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Issue 20 #15: strangers' wrong passwords pause signing in to an account for new devices, but the
 * owner is sent a link; pressing its button on a device lets that device sign in.
 */
test('a locked sign-in: the owner opens the unlock link on this device and signs in', async ({ page, request }) => {
  test.setTimeout(180_000);
  const person = await apiSignUpWithPassword(request, 'patient');
  const login = (password: string) =>
    request.post('/api/v1/registration/patient/login', { data: { login: person.phone, password } });
  const since = new Date(Date.now() - 1000).toISOString();
  let last = 0;
  for (let i = 0; i < 11; i++) last = (await login(`Wrong@${i}xyz`)).status();
  expect(last).toBe(429);
  expect((await login(person.password)).status()).toBe(429);

  // The patient has no e-mail: the link comes by SMS (the outbox in development).
  const sms = await latestOutboxMessage(request, person.phone, { after: since });
  const link = /\/user\/unlock-sign-in\?token=[A-Za-z0-9_-]+&for=patient/.exec(sms.body)?.[0];
  expect(link, sms.body).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Sign in from this device' })).toBeVisible();
  await snapBoth(page, 'unlock-sign-in', 'auth');
  await page.getByRole('button', { name: 'Let this device sign in' }).click();
  await expect(page.getByRole('status')).toHaveText('You can sign in from this device now');
  await snapBoth(page, 'unlock-sign-in-done', 'auth');
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/user\/patient\/login$/);
  // This device (the journey's one address) may sign in now; the link does not work twice.
  expect((await login(person.password)).status()).toBe(200);
  const again = await request.post('/api/v1/registration/login/unlock', {
    data: { token: link!.split('token=')[1]!.split('&')[0] },
  });
  expect(again.status()).toBe(400);
});
