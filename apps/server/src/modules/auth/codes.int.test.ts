import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { oneTimeCodes } from '../../db/schema/index';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';
import { captchaPass, data, freshPhone, get, lastCode, outboxCount, post } from './auth-test-helpers';
import { codeService } from './code-service';

describe('auth: one-time codes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  describe('code service', () => {
    it('sends 6 digits by SMS and 4 by e-mail, stores only a hash, and accepts each code once', async () => {
      const codes = codeService(app.ctx);
      const phone = freshPhone().e164;
      await codes.issueCode({ purpose: 'test-a', target: phone, channel: 'sms' });
      const code = await lastCode(app, phone);
      expect(code).toMatch(/^\d{6}$/);
      const [row] = await app.ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.target, phone));
      expect(row!.codeHash).toBeTruthy();
      expect(row!.codeHash).not.toContain(code);
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(599_000);
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThan(601_000);
      await codes.verifyCode({ purpose: 'test-a', target: phone, code });
      await expect(codes.verifyCode({ purpose: 'test-a', target: phone, code })).rejects.toMatchObject({
        httpStatus: 400,
        message: 'Invalid Verification Code',
      });

      await codes.issueCode({ purpose: 'test-a', target: 'Someone@Example.com', channel: 'email' });
      const mailCode = await lastCode(app, 'someone@example.com');
      expect(mailCode).toMatch(/^\d{4}$/);
      await codes.verifyCode({ purpose: 'test-a', target: 'someone@example.com', code: mailCode });
    });

    it('ends a code after 5 wrong tries, even if the 6th is right', async () => {
      const codes = codeService(app.ctx);
      const phone = freshPhone().e164;
      await codes.issueCode({ purpose: 'test-b', target: phone, channel: 'sms' });
      const code = await lastCode(app, phone);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) {
        await expect(codes.verifyCode({ purpose: 'test-b', target: phone, code: wrong })).rejects.toMatchObject({
          httpStatus: 400,
        });
      }
      await expect(codes.verifyCode({ purpose: 'test-b', target: phone, code })).rejects.toMatchObject({
        httpStatus: 400,
      });
    });

    it('accepts the right code on the 5th try', async () => {
      const codes = codeService(app.ctx);
      const phone = freshPhone().e164;
      await codes.issueCode({ purpose: 'test-c', target: phone, channel: 'sms' });
      const code = await lastCode(app, phone);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i += 1)
        await codes.verifyCode({ purpose: 'test-c', target: phone, code: wrong }).catch(() => {});
      await expect(codes.verifyCode({ purpose: 'test-c', target: phone, code })).resolves.toMatchObject({
        target: phone,
      });
    });

    it('refuses a code after 10 minutes', async () => {
      const codes = codeService(app.ctx);
      const phone = freshPhone().e164;
      await codes.issueCode({ purpose: 'test-d', target: phone, channel: 'sms' });
      const code = await lastCode(app, phone);
      await app.ctx.db
        .update(oneTimeCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oneTimeCodes.target, phone));
      await expect(codes.verifyCode({ purpose: 'test-d', target: phone, code })).rejects.toMatchObject({
        httpStatus: 400,
      });
    });

    it('enforces the resend wait with 429 and the seconds left; a new code replaces the old one', async () => {
      const codes = codeService(app.ctx);
      const phone = freshPhone().e164;
      await codes.issueCode({ purpose: 'test-e', target: phone, channel: 'sms', resendWaitSeconds: 45 });
      const first = await lastCode(app, phone);
      const err = await codes
        .issueCode({ purpose: 'test-e', target: phone, channel: 'sms', resendWaitSeconds: 45 })
        .catch((e) => e);
      expect(err).toMatchObject({ httpStatus: 429, message: 'Please wait before requesting a new code' });
      expect(err.extra.retryAfterSeconds).toBeGreaterThan(40);
      expect(err.extra.retryAfterSeconds).toBeLessThanOrEqual(45);
      // Once the wait is over (moved into the past here), a new code is sent and the old one stops working.
      await app.ctx.db
        .update(oneTimeCodes)
        .set({ resendAt: new Date(Date.now() - 1) })
        .where(eq(oneTimeCodes.target, phone));
      await codes.issueCode({ purpose: 'test-e', target: phone, channel: 'sms', resendWaitSeconds: 45 });
      const second = await lastCode(app, phone);
      if (first !== second) {
        await expect(codes.verifyCode({ purpose: 'test-e', target: phone, code: first })).rejects.toMatchObject({
          httpStatus: 400,
        });
      }
      await codes.verifyCode({ purpose: 'test-e', target: phone, code: second });
    });

    it('two sends at the same moment make one code', async () => {
      const codes = codeService(app.ctx);
      const phone = freshPhone().e164;
      const results = await Promise.allSettled([
        codes.issueCode({ purpose: 'test-f', target: phone, channel: 'sms' }),
        codes.issueCode({ purpose: 'test-f', target: phone, channel: 'sms' }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(await outboxCount(app, phone)).toBe(1);
    });

    it('uses crypto.randomInt digits (no fixed code)', async () => {
      const codes = codeService(app.ctx);
      const seen = new Set<string>();
      for (let i = 0; i < 8; i += 1) {
        const phone = freshPhone().e164;
        await codes.issueCode({ purpose: 'test-g', target: phone, channel: 'sms' });
        seen.add(await lastCode(app, phone));
      }
      expect(seen.size).toBeGreaterThan(5);
    });

    it('answers 502 and frees the wait when delivery fails', async () => {
      const codes = codeService({
        ...app.ctx,
        sms: { name: 'broken', send: vi.fn().mockRejectedValue(new Error('down')) },
      });
      const phone = freshPhone().e164;
      await expect(codes.issueCode({ purpose: 'test-h', target: phone, channel: 'sms' })).rejects.toMatchObject({
        httpStatus: 502,
      });
      await expect(
        codeService(app.ctx).issueCode({ purpose: 'test-h', target: phone, channel: 'sms' }),
      ).resolves.toBeTruthy();
    });

    it('delegates phone codes to a verify provider (Twilio Verify) when the SMS sender has one', async () => {
      const start = vi.fn().mockResolvedValue(undefined);
      const check = vi.fn(async (_to: string, code: string) => code === '424242');
      const codes = codeService({ ...app.ctx, sms: { name: 'fake-verify', send: vi.fn(), verify: { start, check } } });
      const phone = freshPhone().e164;
      await codes.issueCode({ purpose: 'test-i', target: phone, channel: 'whatsapp' });
      expect(start).toHaveBeenCalledWith(phone, 'whatsapp');
      const [row] = await app.ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.target, phone));
      expect(row!.codeHash).toBeNull();
      await expect(codes.verifyCode({ purpose: 'test-i', target: phone, code: '111111' })).rejects.toMatchObject({
        httpStatus: 400,
      });
      await expect(codes.verifyCode({ purpose: 'test-i', target: phone, code: '424242' })).resolves.toBeTruthy();
      await expect(codes.verifyCode({ purpose: 'test-i', target: phone, code: '424242' })).rejects.toMatchObject({
        httpStatus: 400,
      });
    });
  });

  describe('login by code', () => {
    it('sends a code to a registered verified phone and signs in with it', async () => {
      const p = DEMO_ACCOUNTS.patient;
      const sent = await post(app, '/registration/user/login/send-verification', {
        phoneNumber: '+91-9000000001',
        channel: 'whatsapp',
        userType: 'patient',
      });
      expect(sent.statusCode).toBe(200);
      expect(data(sent)).toEqual({ message: 'Verification code sent successfully', resendAfterSeconds: 60 });
      const rows = await app.ctx.outbox!.list({ to: p.phone, limit: 1 });
      expect(rows[0]!.channel).toBe('whatsapp');
      const code = await lastCode(app, p.phone);
      // The resend wait holds while the code is live.
      const again = await post(app, '/registration/user/login/send-verification', {
        phoneNumber: p.phone,
        channel: 'sms',
        userType: 'patient',
      });
      expect(again.statusCode).toBe(429);
      expect(data(again).retryAfterSeconds).toBeGreaterThan(55);
      const bad = await post(app, '/registration/patient/login/otp', {
        login: p.phone,
        otp: code === '000000' ? '111111' : '000000',
      });
      expect(bad.statusCode).toBe(400);
      expect(data(bad).message).toBe('Invalid Verification Code');
      const res = await post(app, '/registration/patient/login/otp', { login: '+91-9000000001', otp: code });
      expect(res.statusCode).toBe(200);
      expect(data(res)).toMatchObject({ userType: 'patient', status: 'active', message: 'Logged in successfully' });
      expect((await get(app, '/user/profile', bearer(data(res).authToken as string))).statusCode).toBe(200);
    });

    it('a patient code does not sign in a therapist', async () => {
      const t = DEMO_ACCOUNTS.therapist;
      await post(app, '/registration/user/login/send-verification', {
        phoneNumber: t.phone,
        channel: 'sms',
        userType: 'provider',
      });
      const code = await lastCode(app, t.phone);
      expect((await post(app, '/registration/patient/login/otp', { login: t.phone, otp: code })).statusCode).toBe(400);
      const ok = await post(app, '/registration/provider/login/otp', { login: t.phone, otp: code });
      expect(ok.statusCode).toBe(200);
      expect(data(ok).userType).toBe('doctor');
    });

    it("answers 'User does not exist. Please Sign Up' and 'Phone Number is not verified'", async () => {
      const unknown = await post(app, '/registration/user/login/send-verification', {
        phoneNumber: freshPhone().dial,
        channel: 'sms',
        userType: 'patient',
      });
      expect(unknown.statusCode).toBe(404);
      expect(data(unknown).message).toBe('User does not exist. Please Sign Up');
      const u = await createUserWithToken(app, { userType: 'doctor', status: 'pending' });
      const { users } = await import('../../db/schema/index');
      await app.ctx.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, u.id));
      const unverified = await post(app, '/registration/user/login/send-verification', {
        phoneNumber: u.phone,
        channel: 'sms',
        userType: 'doctor',
      });
      expect(unverified.statusCode).toBe(403);
      expect(data(unverified).message).toBe('Phone Number is not verified');
    });

    it('validates the code field with the spec messages', async () => {
      const p = DEMO_ACCOUNTS.patient.phone;
      expect(data(await post(app, '/registration/patient/login/otp', { login: p, otp: '' })).message).toBe(
        'OTP is required',
      );
      expect(data(await post(app, '/registration/patient/login/otp', { login: p, otp: '123' })).message).toBe(
        '6 digit otp required',
      );
      expect(data(await post(app, '/registration/patient/login/otp', { login: p, otp: '12a456' })).message).toBe(
        'Please enter the valid OTP',
      );
    });
  });

  describe('rate limits on code-sending calls', () => {
    it('limits codes to one phone across routes (6 per 15 minutes)', async () => {
      const u = await createUserWithToken(app, { userType: 'patient' });
      const phone = u.phone!;
      const calls = [
        () =>
          post(app, '/registration/user/login/send-verification', {
            phoneNumber: phone,
            channel: 'sms',
            userType: 'patient',
          }),
        async () =>
          post(app, '/registration/user/signup/send-verification', {
            phoneNumber: phone,
            channel: 'sms',
            userType: 'doctor',
            captchaPass: await captchaPass(app),
          }),
        () =>
          post(app, '/registration/forgot-password/send-verification', { verificationContact: phone, channel: 'sms' }),
        () => post(app, '/registration/reverify-phone', { phoneNumber: phone, userType: 'patient' }),
        () => post(app, '/registration/reverify-phone', { phoneNumber: phone, userType: 'doctor' }),
        () =>
          post(app, '/registration/user/login/send-verification', {
            phoneNumber: phone,
            channel: 'sms',
            userType: 'patient',
          }),
      ];
      const statuses: number[] = [];
      for (const call of calls) statuses.push((await call()).statusCode);
      // The sixth is the resend wait of the first (429), still counted.
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      const seventh = await post(app, '/registration/forgot-password/send-verification', {
        verificationContact: phone,
        channel: 'whatsapp',
        userType: 'doctor',
      });
      expect(seventh.statusCode).toBe(429);
      expect(data(seventh).message).toBe('Too many requests. Please try again later.');
      expect(data(seventh).retryAfterSeconds).toBeGreaterThan(0);
    });

    it('limits code sends from one IP (50 per 15 minutes)', async () => {
      // Forgot-password sends (no captcha, the same reply for any number) count like every code send.
      const fromIp = (phoneNumber: string) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/registration/forgot-password/send-verification',
          payload: { verificationContact: phoneNumber, channel: 'sms' },
          remoteAddress: '203.0.113.9',
        });
      for (let i = 0; i < 50; i += 1) expect((await fromIp(freshPhone().dial)).statusCode).toBe(200);
      const over = await fromIp(freshPhone().dial);
      expect(over.statusCode).toBe(429);
      // Another IP is not affected.
      const other = await app.inject({
        method: 'POST',
        url: '/api/v1/registration/user/signup/send-verification',
        payload: {
          phoneNumber: freshPhone().dial,
          channel: 'sms',
          userType: 'patient',
          captchaPass: await captchaPass(app),
        },
        remoteAddress: '203.0.113.10',
      });
      expect(other.statusCode).toBe(200);
    });
  });
});
