import type { Page } from '@playwright/test';
import { apiBookedPair, openAs } from '../fixtures/people';
import { FILES, snapBoth } from '../fixtures/therapist';
import { MOBILE, snap } from '../support/screens';
import { expect, test } from '../support/test';

/**
 * Issue 13: a patient and their therapist write to each other, each in a browser of their own: the
 * conversation opens by itself on a wide screen, the other person shows online, typing shows as
 * '… is typing…', a message arrives and its sender sees it Seen, a picture arrives as a preview,
 * text is shown as text (never HTML), and an unsent draft survives leaving the page.
 */

const MESSAGES = '/user/base/home/messages';

const composer = (page: Page) => page.getByRole('textbox', { name: /^Message to / });
const log = (page: Page) => page.getByRole('log', { name: 'Messages' });

test('patient and therapist chat: typing, seen marks, a picture, text as text, a kept draft', async ({
  browser,
  request,
}) => {
  // Two browsers on a busy two-core machine, and the issue 20 steps: give it room.
  test.setTimeout(240_000);
  const { patient, therapist } = await apiBookedPair(request);
  const doctor = await openAs(browser, therapist, MESSAGES);
  const pia = await openAs(browser, patient, MESSAGES);

  // Each sees the other in the list and the conversation opened beside it.
  // The first page of a fresh server can take a while on a busy machine.
  await expect(doctor.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible({ timeout: 30_000 });
  await expect(pia.getByRole('heading', { level: 1, name: 'Chats' })).toBeVisible({ timeout: 30_000 });
  await expect(pia.getByRole('heading', { level: 2, name: therapist.name })).toBeVisible();
  await expect(doctor.getByRole('heading', { level: 2, name: patient.name })).toBeVisible();
  await expect(pia.getByTestId('online-status')).toHaveText('Online');

  // Typing shows on the other side, then the message arrives and is seen at once (the therapist has it open).
  await composer(pia).fill('Hello, I would like to talk about my week');
  await expect(doctor.getByTestId('typing-indicator')).toContainText('is typing');
  await composer(pia).press('Enter');
  await expect(log(doctor).getByText('Hello, I would like to talk about my week')).toBeVisible();
  await expect(doctor.getByTestId('typing-indicator')).toHaveCount(0);
  await expect(log(pia).getByRole('img', { name: 'Seen' })).toBeVisible();

  // A reply with markup is shown as the characters typed.
  await composer(doctor).fill('<b>Of course</b> — tell me more');
  await doctor.getByRole('button', { name: 'Send message' }).click();
  await expect(log(pia).getByText('<b>Of course</b> — tell me more')).toBeVisible();
  await expect(log(pia).locator('b')).toHaveCount(0);

  // A picture: sent from the patient's clip, previewed on both sides.
  await pia.locator('input[type=file]').setInputFiles(FILES.avatar);
  await expect(log(doctor).getByRole('img', { name: 'Picture: avatar.png' })).toBeVisible();
  await expect(log(pia).getByRole('img', { name: 'Picture: avatar.png' })).toBeVisible();
  await expect
    .poll(() =>
      log(doctor)
        .getByRole('img', { name: 'Picture: avatar.png' })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);

  // The list shows the last message and the day separator says Today.
  await expect(log(pia).getByRole('separator', { name: 'Today' })).toBeVisible();
  await expect(doctor.getByTestId('conversation').first()).toContainText('Picture');

  // A draft survives leaving the page.
  await composer(pia).fill('Something I have not sent yet');
  await pia.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(pia).toHaveURL(/\/home\/dashboard/);
  await pia.goto(MESSAGES);
  await expect(composer(pia)).toHaveValue('Something I have not sent yet');

  // Issue 20 #7: a message that arrives while the patient is on another page shows as unread beside
  // Chats in the menu, and is in the conversation when she comes back — without a reload.
  await pia.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(pia).toHaveURL(/\/home\/dashboard/);
  await composer(doctor).fill('Are you free on Friday?');
  await composer(doctor).press('Enter');
  const chatsLink = pia.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Chats/ });
  await expect(chatsLink.getByLabel('1 unread')).toBeVisible();
  await chatsLink.click();
  await expect(log(pia).getByText('Are you free on Friday?')).toBeVisible();
  await expect(chatsLink.getByLabel(/unread/)).toHaveCount(0);

  // Issue 20 #8: a file the client refuses is said in a toast that leaves the message box in sight,
  // and never leaves a 'Not sent · Retry' bubble behind.
  await pia.locator('input[type=file]').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  const toast = pia.getByText('Send an image (JPG or PNG) or a PDF');
  await expect(toast).toBeVisible();
  await expect(log(pia).getByText(/Not sent/)).toHaveCount(0);
  await expect(log(pia).getByText('notes.txt')).toHaveCount(0);
  const [toastBox, boxBox] = await Promise.all([toast.boundingBox(), composer(pia).boundingBox()]);
  expect(toastBox && boxBox && toastBox.y + toastBox.height <= boxBox.y).toBe(true);
  await snapBoth(pia, 'messages-file-refused', 'chat');
  // A "picture" whose content is not one passes the browser's look and is refused by the server:
  // its bubble goes away with the server's message (sending it again could never work).
  const refused = pia.waitForResponse((r) => r.url().includes('/create-file'));
  await pia.locator('input[type=file]').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not a png at all'),
  });
  expect((await refused).status()).toBe(400);
  await expect(log(pia).getByRole('button', { name: /Retry/ })).toHaveCount(0);
  await expect(log(pia).getByText(/Not sent/)).toHaveCount(0);

  await snapBoth(pia, 'messages-patient', 'chat');
  await snapBoth(doctor, 'messages-therapist', 'chat');

  // On a phone: one at a time, Back returns to the list.
  await pia.setViewportSize(MOBILE);
  await expect(pia.getByRole('button', { name: 'Back to conversations' })).toBeVisible();
  await pia.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(pia.getByTestId('conversation')).toHaveCount(1);
  await expect(log(pia)).toHaveCount(0);
  await snap(pia, 'chat', 'messages-list-375');
  await pia.getByTestId('conversation').click();
  await expect(log(pia).getByText('<b>Of course</b> — tell me more')).toBeVisible();

  await Promise.all([pia.context().close(), doctor.context().close()]);
});
