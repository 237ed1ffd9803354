import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';
import { data, get, lastCode, patch, post } from './auth-test-helpers';

describe('auth: forgot and reset password', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  async function resetTokenFor(contact: string, userType: string, channel = 'sms', to = contact) {
    const sent = await post(app, '/registration/forgot-password/send-verification', {
      verificationContact: contact,
      channel,
    });
    expect(sent.statusCode).toBe(200);
    const code = await lastCode(app, to);
    const res = await post(app, '/registration/forgot-password/check-verification', {
      verificationContact: contact,
      code,
      userType,
    });
    expect(res.statusCode).toBe(200);
    return data(res).authToken as string;
  }

  it('phone → code → reset token → new password; old sessions and the old password stop working', async () => {
    const u = await createUserWithToken(app, { userType: 'patient', password: 'OldPass@123' });
    const login = data(await post(app, '/registration/patient/login', { login: u.phone, password: 'OldPass@123' }))
      .authToken as string;
    const dial = `+91-${u.phone!.slice(3)}`;
    const reset = await resetTokenFor(dial, 'patient', 'whatsapp', u.phone!);
    // The reset token is not a session token.
    expect((await get(app, '/user/profile', bearer(reset))).statusCode).toBe(401);
    const weak = await patch(app, '/registration/forgot-password', { password: 'alllowercase1' }, bearer(reset));
    expect(weak.statusCode).toBe(400);
    expect(data(weak).message).toBe(
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    );
    const short = await patch(app, '/registration/forgot-password', { password: 'Ab1' }, bearer(reset));
    expect(data(short).message).toBe('Password should be at least 8 characters long');
    const ok = await patch(app, '/registration/forgot-password', { password: 'NewPass@123' }, bearer(reset));
    expect(ok.statusCode).toBe(200);
    expect(data(ok).message).toBe('Password reset successfully');
    expect((await get(app, '/user/profile', bearer(login))).statusCode).toBe(401);
    expect((await get(app, '/user/profile', bearer(u.token))).statusCode).toBe(401);
    expect(
      (await post(app, '/registration/patient/login', { login: u.phone, password: 'OldPass@123' })).statusCode,
    ).toBe(401);
    expect(
      (await post(app, '/registration/patient/login', { login: u.phone, password: 'NewPass@123' })).statusCode,
    ).toBe(200);
    // The reset token works once.
    const twice = await patch(app, '/registration/forgot-password', { password: 'Other@1234' }, bearer(reset));
    expect(twice.statusCode).toBe(401);
    expect(data(twice).message).toBe('This reset link is invalid or has expired');
  });

  it('PATCH /public/resetPassword takes the token in the body; a company resets by e-mail', async () => {
    const email = `reset${Date.now()}@corp.example`;
    await createUserWithToken(app, { userType: 'company', email, password: 'Company@123' });
    const reset = await resetTokenFor(email.toUpperCase(), 'corporate', 'sms', email);
    const ok = await patch(app, '/public/resetPassword', { password: 'Company@456', token: reset });
    expect(ok.statusCode).toBe(200);
    expect((await post(app, '/registration/company/login', { login: email, password: 'Company@456' })).statusCode).toBe(
      200,
    );
  });

  it('a phone shared by a patient and a therapist: userType picks the account', async () => {
    const p = await createUserWithToken(app, { userType: 'patient', password: 'Patient@123' });
    await createUserWithToken(app, { userType: 'doctor', phone: p.phone, password: 'Doctor@123' });
    const reset = await resetTokenFor(p.phone!, 'provider');
    await patch(app, '/public/resetPassword', { password: 'Doctor@456', token: reset });
    expect(
      (await post(app, '/registration/provider/login', { login: p.phone, password: 'Doctor@456' })).statusCode,
    ).toBe(200);
    expect(
      (await post(app, '/registration/patient/login', { login: p.phone, password: 'Patient@123' })).statusCode,
    ).toBe(200);
  });

  it('answers the same for an unknown contact and sends nothing', async () => {
    const res = await post(app, '/registration/forgot-password/send-verification', {
      verificationContact: '+91-9222222222',
      channel: 'sms',
    });
    expect(res.statusCode).toBe(200);
    expect(data(res).message).toBe('Verification code sent successfully');
    expect(await app.ctx.outbox!.list({ to: '+919222222222', limit: 5 })).toHaveLength(0);
    const check = await post(app, '/registration/forgot-password/check-verification', {
      verificationContact: '+91-9222222222',
      code: '123456',
      userType: 'patient',
    });
    expect(check.statusCode).toBe(400);
    expect(data(check).message).toBe('Invalid Verification Code');
  });

  it('refuses wrong codes, forged and expired reset tokens', async () => {
    const u = await createUserWithToken(app, { userType: 'patient', password: 'OldPass@123' });
    await post(app, '/registration/forgot-password/send-verification', {
      verificationContact: u.phone,
      channel: 'sms',
    });
    const code = await lastCode(app, u.phone!);
    const wrong = await post(app, '/registration/forgot-password/check-verification', {
      verificationContact: u.phone,
      code: code === '000000' ? '111111' : '000000',
      userType: 'patient',
    });
    expect(wrong.statusCode).toBe(400);
    const noAccount = await post(app, '/registration/forgot-password/check-verification', {
      verificationContact: u.phone,
      code,
      userType: 'doctor',
    });
    expect(noAccount.statusCode).toBe(404);
    expect(data(noAccount).message).toBe('User with the email address or phone number not found');
    // A session token is not a reset token.
    expect(
      (await patch(app, '/registration/forgot-password', { password: 'NewPass@123' }, bearer(u.token))).statusCode,
    ).toBe(401);
    expect((await patch(app, '/registration/forgot-password', { password: 'NewPass@123' })).statusCode).toBe(401);
    const { SignJWT } = await import('jose');
    const expired = await new SignJWT({ typ: 'patient', fp: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(u.id)
      .setIssuer('sahaj')
      .setAudience('password-reset')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode('guess'));
    expect((await patch(app, '/public/resetPassword', { password: 'NewPass@123', token: expired })).statusCode).toBe(
      401,
    );
    const [row] = await app.ctx.db.select().from(users).where(eq(users.id, u.id));
    expect(await app.ctx.passwords.verify(row!.passwordHash, 'OldPass@123')).toBe(true);
  });

  it('check-verification accepts the ticket instead of the contact', async () => {
    const u = await createUserWithToken(app, { userType: 'patient', password: 'OldPass@123' });
    const sent = await post(app, '/registration/forgot-password/send-verification', {
      verificationContact: u.phone,
      channel: 'sms',
    });
    const code = await lastCode(app, u.phone!);
    const res = await post(app, '/registration/forgot-password/check-verification', {
      token: data(sent).token,
      code,
      userType: 'patient',
    });
    expect(res.statusCode).toBe(200);
    expect(typeof data(res).authToken).toBe('string');
    const neither = await post(app, '/registration/forgot-password/check-verification', { code, userType: 'patient' });
    expect(neither.statusCode).toBe(400);
    expect(data(neither).message).toBe('Phone number is required');
  });

  it('a reset by phone code also verifies the phone', async () => {
    const u = await createUserWithToken(app, { userType: 'doctor', status: 'pending', password: 'OldPass@123' });
    await app.ctx.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, u.id));
    const reset = await resetTokenFor(u.phone!, 'doctor');
    await patch(app, '/registration/forgot-password', { password: 'NewPass@123' }, bearer(reset));
    expect(
      (await post(app, '/registration/provider/login', { login: u.phone, password: 'NewPass@123' })).statusCode,
    ).toBe(200);
  });
});
