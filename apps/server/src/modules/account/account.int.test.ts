import { MSG } from '@sahaj/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';
import { data, freshPhone, get, lastCode, patch, post } from '../auth/auth-test-helpers';

/** Issue 15 (account): settings, contact changes proved on the new address, time zone, password. */
describe('account settings', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const PASSWORD = 'Old-password-1';
  const patient = () => createUserWithToken(app, { userType: 'patient', password: PASSWORD });
  const userRow = async (id: string) => (await app.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('GET /user/account/status returns the status and the settings; refuses companies and strangers', async () => {
    const me = await patient();
    const res = await get(app, '/user/account/status', bearer(me.token));
    expect(res.statusCode).toBe(200);
    const d = data(res) as { status: string; data: Record<string, unknown> };
    expect(d.status).toBe('active');
    expect(d.data).toMatchObject({ _id: me.id, email: me.email, globalTimeZone: 'Asia/Kolkata', hasPassword: true });
    expect(d.data.phone).toMatch(/^\+91-/);
    expect((await get(app, '/user/account/status')).statusCode).toBe(401);
    const company = await createUserWithToken(app, { userType: 'company' });
    expect((await get(app, '/user/account/status', bearer(company.token))).statusCode).toBe(403);
  });

  // Issue 20 #6: the crisis helplines follow the country the person lives in, not India for everyone.
  it('countryCode: the country of the place picked, else of the time zone', async () => {
    const me = await patient();
    const country = async () =>
      (data(await get(app, '/user/account/status', bearer(me.token))) as { data: { countryCode: string | null } }).data
        .countryCode;
    expect(await country()).toBe('IN');
    await app.ctx.db.update(users).set({ timeZone: 'Europe/London' }).where(eq(users.id, me.id));
    expect(await country()).toBe('GB');
    const saved = await patch(app, '/user/patient/profile', { location: 'Toronto, Ontario, Canada' }, bearer(me.token));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await country()).toBe('CA');
    await app.ctx.db.update(users).set({ timeZone: 'Etc/UTC' }).where(eq(users.id, me.id));
    await patch(app, '/user/patient/profile', { location: 'Somewhere' }, bearer(me.token));
    expect(await country()).toBeNull();
  });

  it('PATCH /user/profile changes only the caller name, by the person rule', async () => {
    const me = await patient();
    const other = await patient();
    const bad = await patch(app, '/user/profile', { name: 'R2D2' }, bearer(me.token));
    expect(bad.statusCode).toBe(400);
    expect(data(bad).message).toBe(MSG.onboardingNameAlphabets);
    const res = await patch(app, '/user/profile', { name: 'Asha Rao' }, bearer(me.token));
    expect(res.statusCode).toBe(200);
    expect(data(res).message).toBe('Updated successfully');
    expect(await userRow(me.id)).toMatchObject({ name: 'Asha Rao', firstName: 'Asha', lastName: 'Rao' });
    expect((await userRow(other.id)).name).toBe('Test User');
  });

  it("PATCH /user/patient/profile: gender, dob (18 to 120 in the patient's zone), location; 'Updated successfully'", async () => {
    const me = await patient();
    const young = await patch(app, '/user/patient/profile', { dob: '2020-01-01' }, bearer(me.token));
    expect(young.statusCode).toBe(400);
    expect(data(young)).toMatchObject({ message: MSG.onboardingAgeRange, field: 'dob' });
    const res = await patch(
      app,
      '/user/patient/profile',
      { gender: 'female', dob: '1990-05-17', location: 'Pune' },
      bearer(me.token),
    );
    expect(res.statusCode).toBe(200);
    expect(data(res).message).toBe('Updated successfully');
    expect(data(res).account as Record<string, unknown>).toMatchObject({
      gender: 'female',
      dob: '1990-05-17',
      location: 'Pune',
    });
    expect((await patch(app, '/user/patient/profile', {}, bearer(me.token))).statusCode).toBe(400);
    const doctor = await createUserWithToken(app, { userType: 'doctor' });
    expect((await patch(app, '/user/patient/profile', { gender: 'male' }, bearer(doctor.token))).statusCode).toBe(403);
  });

  it('PATCH /user/account/timezone stores an IANA zone and its label; refuses unknown zones', async () => {
    const me = await patient();
    const bad = await patch(app, '/user/account/timezone', { globalTimeZone: 'Mars/Olympus' }, bearer(me.token));
    expect(bad.statusCode).toBe(400);
    expect(data(bad).message).toBe(MSG.accountTimeZoneInvalid);
    const res = await patch(app, '/user/account/timezone', { globalTimeZone: 'Europe/London' }, bearer(me.token));
    expect(res.statusCode).toBe(200);
    expect(await userRow(me.id)).toMatchObject({ timeZone: 'Europe/London' });
    expect((await userRow(me.id)).timeZoneLabel).toMatch(/^Europe\/London \(GMT\+[01]:00\)$/);
    const doctor = await createUserWithToken(app, { userType: 'doctor' });
    const labelled = await patch(
      app,
      '/user/account/timezone',
      { globalTimeZone: 'Asia/Dubai', timeZone: 'United Arab Emirates (GMT+4:00)' },
      bearer(doctor.token),
    );
    expect(labelled.statusCode).toBe(200);
    expect(await userRow(doctor.id)).toMatchObject({
      timeZone: 'Asia/Dubai',
      timeZoneLabel: 'United Arab Emirates (GMT+4:00)',
    });
  });

  it('an e-mail change takes effect only with the code sent to the NEW address', async () => {
    const me = await patient();
    const newEmail = `new${Date.now()}@example.com`;
    const sent = await post(app, '/user/account/email/send-code', { email: newEmail }, bearer(me.token));
    expect(sent.statusCode).toBe(200);
    expect((await userRow(me.id)).email).toBe(me.email);
    const code = await lastCode(app, newEmail);
    // Another account cannot use my code, and a wrong code changes nothing.
    const other = await patient();
    expect((await patch(app, '/user/account/email', { email: newEmail, code }, bearer(other.token))).statusCode).toBe(
      400,
    );
    const wrong = code === '0000' ? '1111' : '0000';
    const bad = await patch(app, '/user/account/email', { email: newEmail, code: wrong }, bearer(me.token));
    expect(data(bad).message).toBe(MSG.accountInvalidCode);
    expect((await userRow(me.id)).email).toBe(me.email);
    const okRes = await patch(app, '/user/account/email', { email: newEmail, code }, bearer(me.token));
    expect(okRes.statusCode).toBe(200);
    const row = await userRow(me.id);
    expect(row.email).toBe(newEmail);
    expect(row.emailVerifiedAt).not.toBeNull();
    expect((await userRow(other.id)).email).toBe(other.email);
    // Another patient's address is refused before any code is sent.
    const taken = await post(app, '/user/account/email/send-code', { email: other.email }, bearer(me.token));
    expect(taken.statusCode).toBe(409);
  });

  it('a phone change takes effect only with the code sent to the NEW number', async () => {
    const me = await patient();
    const { dial, e164 } = freshPhone();
    expect((await post(app, '/user/account/phone/send-code', { phone: 'abc' }, bearer(me.token))).statusCode).toBe(400);
    const sent = await post(app, '/user/account/phone/send-code', { phone: dial }, bearer(me.token));
    expect(sent.statusCode).toBe(200);
    expect((await userRow(me.id)).phone).toBe(me.phone);
    const code = await lastCode(app, e164);
    const res = await patch(app, '/user/account/phone', { phone: dial, code }, bearer(me.token));
    expect(res.statusCode).toBe(200);
    expect((await userRow(me.id)).phone).toBe(e164);
  });

  it("PATCH /user/account/reset-password: the spec's three messages, the current password, other sessions end", async () => {
    const me = await patient();
    const other = await app.ctx.tokens.issue({ id: me.id, userType: 'patient' }, { ttlSeconds: 3600 });
    const change = (body: Record<string, unknown>) =>
      patch(app, '/user/account/reset-password', body, bearer(me.token));
    expect(
      data(await change({ currentPassword: PASSWORD, password: 'New-pass-1', confirmPassword: 'New-pass-2' })).message,
    ).toBe('Passwords do not match');
    expect(data(await change({ currentPassword: PASSWORD, password: 'Ab1', confirmPassword: 'Ab1' })).message).toBe(
      'Password should be at least 8 characters long',
    );
    expect(
      data(await change({ currentPassword: PASSWORD, password: 'abcdefgh1', confirmPassword: 'abcdefgh1' })).message,
    ).toBe('Password must contain at least one uppercase letter, one lowercase letter, and one number');
    const wrong = await change({
      currentPassword: 'Not-it-123',
      password: 'New-pass-12',
      confirmPassword: 'New-pass-12',
    });
    expect(wrong.statusCode).toBe(400);
    expect(data(wrong)).toMatchObject({ message: MSG.currentPasswordIncorrect, field: 'currentPassword' });
    expect((await get(app, '/user/account/status', bearer(other.token))).statusCode).toBe(200);

    const res = await change({ currentPassword: PASSWORD, password: 'New-pass-12', confirmPassword: 'New-pass-12' });
    expect(res.statusCode).toBe(200);
    expect(data(res).message).toBe(MSG.accountPasswordChanged);
    expect((await get(app, '/user/account/status', bearer(other.token))).statusCode).toBe(401);
    expect((await get(app, '/user/account/status', bearer(me.token))).statusCode).toBe(200);
    expect(await app.ctx.passwords.verify((await userRow(me.id)).passwordHash!, 'New-pass-12')).toBe(true);
  });

  it('a patient uploads and removes a picture (checked from the bytes); the link opens it', async () => {
    const me = await patient();
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const boundary = '----sahajtest';
    const form = (bytes: Buffer, name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const upload = (bytes: Buffer, name: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/user/profile-picture',
        payload: form(bytes, name),
        headers: { ...bearer(me.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    const fake = await upload(Buffer.from('not an image at all'), 'x.png');
    expect(fake.statusCode).toBe(400);
    const res = await upload(png, 'me.png');
    expect(res.statusCode).toBe(200);
    const link = (data(res).account as { profilePic: string }).profilePic;
    expect(link).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}\?exp=/);
    const file = await app.inject({ method: 'GET', url: link });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/v1/user/profile-picture',
      headers: bearer(me.token),
    });
    expect((data(removed).account as { profilePic: unknown }).profilePic).toBeNull();
    expect((await app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
  });
});
