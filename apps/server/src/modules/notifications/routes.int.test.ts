import { MSG, type NotificationList, type NotificationSettingsReply } from '@sahaj/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const list = async (token: string, prefix: '/patient' | '/provider', page = 1) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1${prefix}/list-notification?page=${page}`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return body<{ data: NotificationList }>(res).data;
};

async function seven(userId: string) {
  for (let i = 1; i <= 7; i++) {
    await app.ctx.services.notifications.send({ userId, title: `T${i}`, msg: `M${i}`, kind: 'booking', email: false });
  }
}

describe('list, mark as read, clear all', () => {
  it('pages by 5, newest first, with the unread count and total', async () => {
    const t = await createUserWithToken(app, { userType: 'doctor' });
    await seven(t.id);
    const p1 = await list(t.token, '/provider');
    expect(p1.notificationData.map((n) => n.title)).toEqual(['T7', 'T6', 'T5', 'T4', 'T3']);
    expect(p1).toMatchObject({ unreadNotificationCount: 7, length: 7 });
    const p2 = await list(t.token, '/provider', 2);
    expect(p2.notificationData.map((n) => n.title)).toEqual(['T2', 'T1']);
    expect(p2.notificationData[0]).toMatchObject({ read: false, kind: 'booking', link: null, logo: null });
    expect(typeof p2.notificationData[0]!.notificationSendDate).toBe('string');
  });

  it('marks one of mine read; another user cannot touch it (404, unchanged)', async () => {
    const p = await createUserWithToken(app, { userType: 'patient' });
    const stranger = await createUserWithToken(app, { userType: 'patient' });
    await seven(p.id);
    const first = (await list(p.token, '/patient')).notificationData[0]!;

    const theirs = await app.inject({
      method: 'PATCH',
      url: '/api/v1/patient/notification/mark-as-read',
      headers: bearer(stranger.token),
      payload: { _id: first._id },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await list(p.token, '/patient')).notificationData[0]!.read).toBe(false);

    const mine = await app.inject({
      method: 'PATCH',
      url: '/api/v1/patient/notification/mark-as-read',
      headers: bearer(p.token),
      payload: { _id: first._id },
    });
    expect(mine.statusCode).toBe(200);
    expect(body(mine).data).toMatchObject({ unreadNotificationCount: 6 });
    const after = await list(p.token, '/patient');
    expect(after.notificationData[0]!.read).toBe(true);
    expect(after.unreadNotificationCount).toBe(6);

    const clearedByStranger = await app.inject({
      method: 'PATCH',
      url: '/api/v1/patient/notification/clear-all',
      headers: bearer(stranger.token),
    });
    expect(clearedByStranger.statusCode).toBe(200);
    expect((await list(p.token, '/patient')).length).toBe(7);
  });

  it('clear all empties the list and zeroes the count', async () => {
    const t = await createUserWithToken(app, { userType: 'doctor' });
    await seven(t.id);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v1/provider/notification/clear-all',
      headers: bearer(t.token),
    });
    expect(res.statusCode).toBe(200);
    expect(await list(t.token, '/provider')).toEqual({ notificationData: [], unreadNotificationCount: 0, length: 0 });
  });

  it('a malformed id is a 400, a patient cannot use the provider list', async () => {
    const p = await createUserWithToken(app, { userType: 'patient' });
    const bad = await app.inject({
      method: 'PATCH',
      url: '/api/v1/patient/notification/mark-as-read',
      headers: bearer(p.token),
      payload: { _id: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    const wrong = await app.inject({
      method: 'GET',
      url: '/api/v1/provider/list-notification',
      headers: bearer(p.token),
    });
    expect(wrong.statusCode).toBe(403);
  });
});

describe('switches', () => {
  it('notification switch off: nothing stored; e-mail switch off: no e-mail; the spec message', async () => {
    const p = await createUserWithToken(app, { userType: 'patient' });
    const off = await app.inject({
      method: 'PATCH',
      url: '/api/v1/user/notification/switch',
      headers: bearer(p.token),
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(body<{ data: NotificationSettingsReply }>(off).data).toMatchObject({
      message: MSG.notificationSettingsChanged,
      push: false,
      email: true,
    });
    await app.ctx.services.notifications.send({ userId: p.id, title: 'x', msg: 'y', kind: 'booking', email: false });
    expect((await list(p.token, '/patient')).length).toBe(0);

    // No body flips it back on.
    const flip = await app.inject({
      method: 'PATCH',
      url: '/api/v1/user/notification/switch',
      headers: bearer(p.token),
    });
    expect(body<{ data: NotificationSettingsReply }>(flip).data.push).toBe(true);
    const emailOff = await app.inject({
      method: 'PATCH',
      url: '/api/v1/user/email-notification/switch',
      headers: bearer(p.token),
      payload: { enabled: false },
    });
    expect(body<{ data: NotificationSettingsReply }>(emailOff).data).toMatchObject({ email: false, push: true });
    const settings = await app.inject({
      method: 'GET',
      url: '/api/v1/user/notification/settings',
      headers: bearer(p.token),
    });
    expect(body(settings).data).toEqual({
      push: true,
      email: false,
      sessionReminders: true,
      medicationReminders: true,
      allOff: false,
    });
  });

  it('reminder settings and turn off all reminders', async () => {
    const p = await createUserWithToken(app, { userType: 'patient' });
    const a = await app.inject({
      method: 'PATCH',
      url: '/api/v1/patient/reminder-settings',
      headers: bearer(p.token),
      payload: { medicationReminders: false },
    });
    expect(body(a).data).toMatchObject({ sessionReminders: true, medicationReminders: false, allOff: false });
    const b = await app.inject({
      method: 'PATCH',
      url: '/api/v1/patient/reminder-settings/turn-off-all-reminders',
      headers: bearer(p.token),
    });
    expect(body(b).data).toMatchObject({ allOff: true });
    expect(await app.ctx.services.notifications.reminderSettings(p.id)).toMatchObject({ allOff: true });
    const c = await app.inject({
      method: 'PATCH',
      url: '/api/v1/patient/reminder-settings',
      headers: bearer(p.token),
      payload: { sessionReminders: true },
    });
    expect(body(c).data).toMatchObject({ allOff: false, sessionReminders: true });
    const doctor = await createUserWithToken(app, { userType: 'doctor' });
    const refused = await app.inject({
      method: 'PATCH',
      url: '/api/v1/patient/reminder-settings',
      headers: bearer(doctor.token),
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
  });
});
