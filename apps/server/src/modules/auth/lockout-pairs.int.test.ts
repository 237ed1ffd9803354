import { LOGIN_MAX_FAILURES, MSG } from '@sahaj/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tally } from '../../test/tally';
import { createTestApp } from '../../test/test-app';
import { createUserWithToken } from '../../test/test-users';

/**
 * Issue 20 #15: at most 10 guesses per account per 15 minutes from strangers, under any concurrency,
 * but the owner is not locked out by them: a client that signed in to the account has its own budget,
 * and a new client gets in through the unlock link sent to the owner (docs/login-lockout.md).
 */
describe('lockout per account and client', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const PASSWORD = 'Right@1234';
  const login = (phone: string | null, password: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/registration/patient/login',
      payload: { login: phone ?? '', password },
      remoteAddress: ip,
    });
  const unlock = (token: string, ip: string) =>
    app.inject({ method: 'POST', url: '/api/v1/registration/login/unlock', payload: { token }, remoteAddress: ip });
  const unlockMails = async (email: string) =>
    (await app.ctx.outbox!.list({ to: email, limit: 20 })).filter((m) =>
      m.body.includes('/user/unlock-sign-in?token='),
    );
  const tokenIn = (body: string) => /unlock-sign-in\?token=([A-Za-z0-9_-]+)/.exec(body)![1]!;

  it("a stranger's guesses lock strangers out, not the owner on a client that signed in before", async () => {
    const u = await createUserWithToken(app, { userType: 'patient', password: PASSWORD });
    expect((await login(u.phone, PASSWORD, '10.1.0.1')).statusCode).toBe(200);
    const stranger = [];
    for (let i = 0; i < LOGIN_MAX_FAILURES + 3; i++)
      stranger.push((await login(u.phone, `Wrong@${i}x`, '10.9.9.9')).statusCode);
    expect(tally(stranger)).toEqual({ 401: LOGIN_MAX_FAILURES, 429: 3 });
    const locked = await login(u.phone, PASSWORD, '10.9.9.9');
    expect(locked.statusCode).toBe(429);
    expect(JSON.parse(locked.body).data).toMatchObject({
      message: MSG.tooManyLoginAttempts,
      hint: MSG.loginUnlockHint,
    });
    // Another stranger elsewhere shares the same spent budget.
    expect((await login(u.phone, 'Wrong@zz1', '10.8.8.8')).statusCode).toBe(429);
    // The owner, on the client they signed in from, gets in.
    expect((await login(u.phone, PASSWORD, '10.1.0.1')).statusCode).toBe(200);
  });

  it('a new client of the owner gets in through the unlock link; the stranger stays locked', async () => {
    const u = await createUserWithToken(app, { userType: 'patient', password: PASSWORD });
    for (let i = 0; i < LOGIN_MAX_FAILURES + 5; i++) await login(u.phone, `Wrong@${i}y`, '10.7.7.7');
    expect((await login(u.phone, PASSWORD, '10.2.0.2')).statusCode).toBe(429);
    // One link per window, however many guesses hit the lock.
    const mails = await unlockMails(u.email!);
    expect(mails).toHaveLength(1);
    const token = tokenIn(mails[0]!.body);
    expect((await unlock('not-a-real-unlock-token-at-all', '10.2.0.2')).statusCode).toBe(400);
    const opened = await unlock(token, '10.2.0.2');
    expect(opened.statusCode, opened.body).toBe(200);
    expect(JSON.parse(opened.body).data.message).toBe(MSG.loginUnlocked);
    // Once only.
    expect(JSON.parse((await unlock(token, '10.7.7.7')).body).data.message).toBe(MSG.loginUnlockInvalid);
    // The stranger is still locked out; the owner, on the client that opened the link, gets in.
    expect((await login(u.phone, 'Wrong@again', '10.7.7.7')).statusCode).toBe(429);
    expect((await login(u.phone, PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('a trusted client has its own budget of 10, then it is locked too (the owner is no oracle)', async () => {
    const u = await createUserWithToken(app, { userType: 'patient', password: PASSWORD });
    expect((await login(u.phone, PASSWORD, '10.3.0.3')).statusCode).toBe(200);
    const codes = [];
    for (let i = 0; i < LOGIN_MAX_FAILURES + 1; i++)
      codes.push((await login(u.phone, `Wrong@${i}z`, '10.3.0.3')).statusCode);
    expect(tally(codes)).toEqual({ 401: LOGIN_MAX_FAILURES, 429: 1 });
    expect((await login(u.phone, PASSWORD, '10.3.0.3')).statusCode).toBe(429);
    // Its lock is its own: it sends no unlock link and leaves the shared budget alone.
    expect(await unlockMails(u.email!)).toHaveLength(0);
    expect((await login(u.phone, 'Wrong@other', '10.6.6.6')).statusCode).toBe(401);
  });

  // A burst takes its time on a busy machine (every guess queues on the account's lock).
  it(`120 parallel guesses from 40 clients: at most ${LOGIN_MAX_FAILURES} are checked, the owner still gets in`, {
    timeout: 120_000,
  }, async () => {
    const u = await createUserWithToken(app, { userType: 'patient', password: PASSWORD });
    expect((await login(u.phone, PASSWORD, '10.4.0.4')).statusCode).toBe(200);
    const codes = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        login(u.phone, `Wrong@${i}w`, `10.5.0.${i % 40}`).then((r) => r.statusCode),
      ),
    );
    const t = tally(codes);
    expect(Object.keys(t).sort(), JSON.stringify(t)).toEqual(['401', '429']);
    expect(t[401]).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect((await login(u.phone, PASSWORD, '10.4.0.4')).statusCode).toBe(200);
  });
});
