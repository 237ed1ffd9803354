import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';
import { captchaPass, data, freshPhone, outboxCount, post } from './auth-test-helpers';
import { SEND_LIMITS } from './send-limits';

/** Issue 9 #6: every code-sending route shares the per-address limit, the onboarding e-mail code included. */
describe('per-address code limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it(`8 accounts sending onboarding codes to one address: ${SEND_LIMITS.perTarget.max} go out, then 429`, async () => {
    const victim = `victim-${Date.now()}@example.com`;
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      const p = await createUserWithToken(app, { userType: 'patient', status: 'pending', page: 4, email: null });
      const res = await post(app, '/registration/user/mail/send-verification', { email: victim }, bearer(p.token));
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(data(res).retryAfterSeconds)).toBeGreaterThan(0);
    }
    expect(codes.slice(0, SEND_LIMITS.perTarget.max)).toEqual(Array(SEND_LIMITS.perTarget.max).fill(200));
    expect(codes.slice(SEND_LIMITS.perTarget.max)).toEqual([429, 429]);
    expect(await app.ctx.outbox!.list({ to: victim, limit: 50 })).toHaveLength(SEND_LIMITS.perTarget.max);
  });

  it('the limit is shared with the other code routes for the same address', async () => {
    const address = `shared-${Date.now()}@example.com`;
    // Four codes through the access routes (different purposes, so no resend wait applies)...
    const sends = [
      {
        method: 'PATCH' as const,
        url: '/registration/resend-email-verification',
        payload: { email: address, userType: 'patient' },
      },
      {
        method: 'PATCH' as const,
        url: '/registration/resend-email-verification',
        payload: { email: address, userType: 'doctor' },
      },
      {
        method: 'PATCH' as const,
        url: '/registration/resend-email-verification',
        payload: { email: address, userType: 'company' },
      },
      {
        method: 'POST' as const,
        url: '/registration/forgot-password/send-verification',
        payload: { verificationContact: address, channel: 'email' },
      },
    ];
    for (const s of sends) {
      const res = await app.inject({ method: s.method, url: `/api/v1${s.url}`, payload: s.payload });
      expect(res.statusCode, res.body).toBe(200);
    }
    // ...then two onboarding codes reach the limit, and the third is refused.
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const p = await createUserWithToken(app, { userType: 'patient', status: 'pending', page: 4, email: null });
      codes.push(
        (await post(app, '/registration/user/mail/send-verification', { email: address }, bearer(p.token))).statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 429]);
  });

  it("8 accounts asking for a phone-change code to one number: the number's limit holds, then 429", async () => {
    const { dial, e164 } = freshPhone();
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      const p = await createUserWithToken(app, { userType: 'patient' });
      codes.push((await post(app, '/user/account/phone/send-code', { phone: dial }, bearer(p.token))).statusCode);
    }
    expect(codes.slice(0, SEND_LIMITS.perTarget.max)).toEqual(Array(SEND_LIMITS.perTarget.max).fill(200));
    expect(codes.slice(SEND_LIMITS.perTarget.max)).toEqual([429, 429]);
    expect(await outboxCount(app, e164)).toBe(SEND_LIMITS.perTarget.max);
    // The count is the number's, not the caller's address: another number still gets its code.
    const p = await createUserWithToken(app, { userType: 'patient' });
    const other = await post(app, '/user/account/phone/send-code', { phone: freshPhone().dial }, bearer(p.token));
    expect(other.statusCode, other.body).toBe(200);
  });

  it('the sign-up form counts against the number it sends to (phone given as an object)', async () => {
    const { dial } = freshPhone();
    // Five codes to the number through another route...
    for (let i = 0; i < SEND_LIMITS.perTarget.max - 1; i++) {
      const p = await createUserWithToken(app, { userType: 'patient' });
      expect((await post(app, '/user/account/phone/send-code', { phone: dial }, bearer(p.token))).statusCode).toBe(200);
    }
    // ...then the sign-up form sends the sixth, and a seventh (with another e-mail) is refused.
    const form = async (email: string) =>
      post(app, '/registration/patient/signup', {
        firstName: 'Ravi',
        lastName: 'Kumar',
        email,
        phone: { countryCode: '+91', phoneNumber: dial },
        password: 'LongEnough1',
        captchaPass: await captchaPass(app),
      });
    const first = await form(`a-${Date.now()}@example.com`);
    expect(first.statusCode, first.body).toBe(200);
    const second = await form(`b-${Date.now()}@example.com`);
    expect(second.statusCode, second.body).toBe(429);
  });

  // Issue 20 #12: the deletion code names no address, so it was counted per IP: six accounts behind one
  // address (an office, a mobile carrier's NAT, or one hostile client) used up everyone's deletion codes.
  it('deletion codes are counted per account: a client cannot block another account on its IP', async () => {
    const send = (token: string) => post(app, '/user/account/delete-profile/send-verification', {}, bearer(token));
    // One client uses up its own account's sends (the resend wait and the per-account limit answer 429)...
    const noisy = await createUserWithToken(app, { userType: 'patient' });
    const own: number[] = [];
    for (let i = 0; i < SEND_LIMITS.perTarget.max + 2; i++) own.push((await send(noisy.token)).statusCode);
    expect(own[0]).toBe(200);
    expect(own.at(-1)).toBe(429);
    // ...and more accounts than the per-destination limit, from the same IP, each still get their code.
    const others: number[] = [];
    for (let i = 0; i < SEND_LIMITS.perTarget.max + 2; i++) {
      const p = await createUserWithToken(app, { userType: 'patient' });
      others.push((await send(p.token)).statusCode);
    }
    expect(others).toEqual(Array(SEND_LIMITS.perTarget.max + 2).fill(200));
  });
});
