import { MSG } from '@sahaj/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaPasses } from '../../db/schema/index';
import { createTestApp } from '../../test/test-app';
import { captchaPass, data, freshPhone, post, solvedCaptcha } from './auth-test-helpers';

/** Issue 9 #8: sign-up codes and company sign-up need a fresh captcha; one captcha opens one destination. */
describe('captcha passes for sign-up', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const sendCode = (phoneNumber: string, pass?: string) =>
    post(app, '/registration/user/signup/send-verification', {
      phoneNumber,
      channel: 'sms',
      userType: 'patient',
      ...(pass === undefined ? {} : { captchaPass: pass }),
    });

  it('verify-captcha hands out a pass that expires in 15 minutes', async () => {
    const res = await post(app, '/registration/verify-captcha', {
      token: await solvedCaptcha(app),
    });
    expect(res.statusCode).toBe(200);
    expect(data(res)).toMatchObject({ message: MSG.captchaCompleted });
    const minutes = (Date.parse(data(res).expiresAt as string) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  it('no pass, a made-up pass, or a spent one: 400 and no code goes out', async () => {
    const { dial, e164 } = freshPhone();
    const none = await sendCode(dial);
    expect(none.statusCode).toBe(400);
    expect(data(none)).toMatchObject({ message: MSG.captchaRequired });
    const fake = await sendCode(dial, 'made-up-pass');
    expect(fake.statusCode).toBe(400);
    expect(data(fake)).toMatchObject({ message: MSG.captchaFailed, field: 'captchaPass' });
    expect(await app.ctx.outbox!.list({ to: e164, limit: 5 })).toHaveLength(0);
  });

  it('one pass sends to one number only: 50 numbers with one captcha get 1 code', async () => {
    const pass = await captchaPass(app);
    const codes: number[] = [];
    for (let i = 0; i < 50; i++) codes.push((await sendCode(freshPhone().dial, pass)).statusCode);
    expect(codes[0]).toBe(200);
    expect(codes.slice(1).every((c) => c === 400)).toBe(true);
  });

  it('the pass may be used again for the same number (a resend), not after it expires', async () => {
    const { dial } = freshPhone();
    const pass = await captchaPass(app);
    expect((await sendCode(dial, pass)).statusCode).toBe(200);
    // Same number again: the pass holds; the resend wait answers instead.
    expect((await sendCode(dial, pass)).statusCode).toBe(429);
    await app.ctx.db.update(captchaPasses).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await sendCode(dial, pass);
    expect(expired.statusCode).toBe(400);
    expect(data(expired).message).toBe(MSG.captchaFailed);
  });

  it('the sign-up form and company sign-up need a pass too; a company pass is for one address', async () => {
    const { dial } = freshPhone();
    const form = { firstName: 'Asha', lastName: 'Rao', phone: { phoneNumber: dial }, password: 'LongEnough1' };
    expect(data(await post(app, '/registration/patient/signup', form)).message).toBe(MSG.captchaRequired);
    expect(
      (await post(app, '/registration/patient/signup', { ...form, captchaPass: await captchaPass(app) })).statusCode,
    ).toBe(200);

    const company = (email: string, pass?: string) =>
      post(app, '/registration/company/signup', {
        email,
        password: 'Company@123',
        role: 'HR',
        location: 'Pune',
        ...(pass ? { captchaPass: pass } : {}),
      });
    const stamp = Date.now();
    expect(data(await company(`a${stamp}@corp.example`)).message).toBe(MSG.captchaRequired);
    const pass = await captchaPass(app);
    expect((await company(`a${stamp}@corp.example`, pass)).statusCode).toBe(200);
    const second = await company(`b${stamp}@corp.example`, pass);
    expect(second.statusCode).toBe(400);
    expect(data(second).message).toBe(MSG.captchaFailed);
  });
});
