import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { body, createTestApp, TEST_JWT_SECRET } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';
import { data, get, patch, post } from './auth-test-helpers';

describe('auth: password login, sessions, profile, logout', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('logs in the demo patient by phone in dial-code form and E.164', async () => {
    const p = DEMO_ACCOUNTS.patient;
    for (const login of ['+91-9000000001', p.phone]) {
      const res = await post(app, '/registration/patient/login', { login, password: p.password });
      expect(res.statusCode).toBe(200);
      const d = data(res);
      expect(d).toMatchObject({
        status: 'active',
        userType: 'patient',
        message: 'Logged in successfully',
        oauthData: null,
        token: null,
      });
      expect(typeof d.authToken).toBe('string');
      expect(d.page).toBe(6);
    }
  });

  it('logs in the demo therapist, company and admin', async () => {
    const t = DEMO_ACCOUNTS.therapist;
    const r1 = await post(app, '/registration/provider/login', { login: t.phone, password: t.password });
    expect(r1.statusCode).toBe(200);
    expect(data(r1).userType).toBe('doctor');
    const c = DEMO_ACCOUNTS.company;
    const r2 = await post(app, '/registration/company/login', { login: c.email.toUpperCase(), password: c.password });
    expect(r2.statusCode).toBe(200);
    expect(data(r2)).toMatchObject({ userType: 'company', status: 'active' });
    const a = DEMO_ACCOUNTS.admin;
    const r3 = await post(app, '/registration/admin/login', { email: a.email, password: a.password });
    expect(r3.statusCode).toBe(200);
    expect(data(r3).userType).toBe('admin');
    // An account of one kind does not sign in through another kind's door.
    const r4 = await post(app, '/registration/provider/login', {
      login: DEMO_ACCOUNTS.patient.phone,
      password: DEMO_ACCOUNTS.patient.password,
    });
    expect(r4.statusCode).toBe(404);
  });

  it("answers the spec's messages for an unknown account and a wrong password", async () => {
    const r1 = await post(app, '/registration/patient/login', { login: '+91-9111111111', password: 'whatever1' });
    expect(r1.statusCode).toBe(404);
    expect(body(r1)).toEqual({
      status: false,
      data: { message: 'User with the email address or phone number not found' },
    });
    const r2 = await post(app, '/registration/patient/login', {
      login: DEMO_ACCOUNTS.patient.phone,
      password: 'Wrong@1234',
    });
    expect(r2.statusCode).toBe(401);
    expect(data(r2).message).toBe("Credentials of the user doesn't match");
    const r3 = await post(app, '/registration/company/login', { login: 'nobody@example.com', password: 'x' });
    expect(r3.statusCode).toBe(404);
  });

  it('validates input with the spec messages', async () => {
    const r1 = await post(app, '/registration/patient/login', { login: '12345', password: 'x' });
    expect(r1.statusCode).toBe(400);
    expect(data(r1).message).toBe('Please enter a valid phone number');
    const r2 = await post(app, '/registration/patient/login', { login: '+91-9876543210', password: '' });
    expect(data(r2).message).toBe('Please enter the Password');
    const r3 = await post(app, '/registration/patient/login', { password: 'x' });
    expect(data(r3).message).toBe('Phone number is required');
  });

  it("refuses a patient whose phone was never verified with 'Phone Number is not verified'", async () => {
    const u = await createUserWithToken(app, { userType: 'patient', status: 'pending', password: 'Secret@123' });
    await app.ctx.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, u.id));
    const res = await post(app, '/registration/patient/login', { login: u.phone, password: 'Secret@123' });
    expect(res.statusCode).toBe(403);
    expect(data(res).message).toBe('Phone Number is not verified');
  });

  it('refuses a blocked account even with the right password', async () => {
    const u = await createUserWithToken(app, { userType: 'doctor', status: 'blocked', password: 'Secret@123' });
    const res = await post(app, '/registration/provider/login', { login: u.phone, password: 'Secret@123' });
    expect(res.statusCode).toBe(403);
  });

  it('locks an account after 10 failed logins in 15 minutes, with 429 and the seconds left', async () => {
    const u = await createUserWithToken(app, { userType: 'patient', password: 'Right@1234' });
    for (let i = 0; i < 10; i += 1) {
      const r = await post(app, '/registration/patient/login', { login: u.phone, password: `Wrong@${i}xyz` });
      expect(r.statusCode).toBe(401);
    }
    const locked = await post(app, '/registration/patient/login', { login: u.phone, password: 'Right@1234' });
    expect(locked.statusCode).toBe(429);
    expect(data(locked).message).toBe('Too many failed login attempts. Please try again later.');
    expect(data(locked).retryAfterSeconds).toBeGreaterThan(800);
    expect(locked.headers['retry-after']).toBeDefined();
    // The attempts live in the database, so a second node (here: a second app on the same database) agrees.
    const other = await createTestAppOnSameDb();
    try {
      const r = await post(other, '/registration/patient/login', { login: u.phone, password: 'Right@1234' });
      expect(r.statusCode).toBe(429);
    } finally {
      await other.close();
    }
    // Another account is not affected.
    const ok = await post(app, '/registration/patient/login', {
      login: DEMO_ACCOUNTS.patient.phone,
      password: DEMO_ACCOUNTS.patient.password,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('counts only failures since the last success', async () => {
    const u = await createUserWithToken(app, { userType: 'patient', password: 'Right@1234' });
    for (let i = 0; i < 9; i += 1)
      await post(app, '/registration/patient/login', { login: u.phone, password: 'Wrong@1234' });
    expect(
      (await post(app, '/registration/patient/login', { login: u.phone, password: 'Right@1234' })).statusCode,
    ).toBe(200);
    for (let i = 0; i < 9; i += 1)
      await post(app, '/registration/patient/login', { login: u.phone, password: 'Wrong@1234' });
    expect(
      (await post(app, '/registration/patient/login', { login: u.phone, password: 'Right@1234' })).statusCode,
    ).toBe(200);
  });

  it('limits secret-checking calls per IP (100 per 15 minutes), across accounts', async () => {
    const from = (login: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/registration/patient/login',
        payload: { login, password: 'Guess@1234' },
        remoteAddress: '198.51.100.7',
      });
    for (let i = 0; i < 100; i += 1) {
      const r = await from(`+91-98${String(10_000_000 + i)}`);
      expect(r.statusCode).toBe(404);
    }
    const over = await from('+91-9812345678');
    expect(over.statusCode).toBe(429);
    expect(data(over).retryAfterSeconds).toBeGreaterThan(0);
  });

  it('opens a new session per login; rememberMe makes it last 30 days', async () => {
    const p = DEMO_ACCOUNTS.patient;
    const a = data(await post(app, '/registration/patient/login', { login: p.phone, password: p.password }));
    const b = data(
      await post(app, '/registration/patient/login', { login: p.phone, password: p.password, rememberMe: true }),
    );
    expect(a.authToken).not.toBe(b.authToken);
    const days = (Date.parse(b.expiresAt as string) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect((Date.parse(a.expiresAt as string) - Date.now()) / 3_600_000).toBeLessThanOrEqual(12.01);
    const exp = JSON.parse(Buffer.from((b.authToken as string).split('.')[1]!, 'base64url').toString()).exp;
    expect(exp * 1000).toBe(Date.parse(b.expiresAt as string) - (Date.parse(b.expiresAt as string) % 1000));
  });

  it('GET /user/profile returns the user as data[0] with the spec fields', async () => {
    const p = DEMO_ACCOUNTS.patient;
    const login = data(await post(app, '/registration/patient/login', { login: p.phone, password: p.password }));
    const res = await get(app, '/user/profile', bearer(login.authToken as string));
    expect(res.statusCode).toBe(200);
    const list = body<{ data: Array<Record<string, unknown>> }>(res).data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      userType: 'patient',
      status: 'active',
      page: 6,
      firstName: 'Asha',
      lastName: 'Verma',
      name: 'Asha Verma',
      phone: '+91-9000000001',
      timeZone: 'India (GMT+5:30)',
      globalTimeZone: 'Asia/Kolkata',
      oauthData: null,
      phoneVerified: true,
    });
    expect(list[0]!._id).toEqual(expect.any(String));
    expect(list[0]).not.toHaveProperty('passwordHash');
    expect((await get(app, '/user/profile')).statusCode).toBe(401);
    // Each token sees only its own account.
    const other = await createUserWithToken(app, { userType: 'doctor', firstName: 'Other' });
    const mine = body<{ data: Array<Record<string, unknown>> }>(await get(app, '/user/profile', bearer(other.token)))
      .data[0]!;
    expect(mine).toMatchObject({ _id: other.id, userType: 'doctor', firstName: 'Other' });
    expect(mine).not.toHaveProperty('wellnessProfile');
    expect(list[0]!.wellnessProfile).toEqual(expect.any(Array));
  });

  it('logout revokes the session: the old token answers 401, other sessions live on', async () => {
    const p = DEMO_ACCOUNTS.patient;
    const one = data(await post(app, '/registration/patient/login', { login: p.phone, password: p.password }))
      .authToken as string;
    const two = data(await post(app, '/registration/patient/login', { login: p.phone, password: p.password }))
      .authToken as string;
    const out = await patch(app, '/user/logout', undefined, bearer(one));
    expect(out.statusCode).toBe(200);
    expect(data(out).message).toBe('Logout Successfully');
    expect((await get(app, '/user/profile', bearer(one))).statusCode).toBe(401);
    expect((await get(app, '/user/profile', bearer(two))).statusCode).toBe(200);
    const again = await patch(app, '/user/logout', undefined, bearer(one));
    expect(again.statusCode).toBe(401);
    expect(data(again).message).toBe('Logout is pending');
  });

  it('PATCH public/company/logout signs the company out', async () => {
    const c = DEMO_ACCOUNTS.company;
    const t = data(await post(app, '/registration/company/login', { login: c.email, password: c.password }))
      .authToken as string;
    const out = await patch(app, '/public/company/logout', undefined, bearer(t));
    expect(out.statusCode).toBe(200);
    expect(data(out).message).toBe('Logout Successfully');
    expect((await get(app, '/user/profile', bearer(t))).statusCode).toBe(401);
    expect((await patch(app, '/public/company/logout', undefined)).statusCode).toBe(401);
  });

  describe('tokens that must not work', () => {
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    let userId: string;
    let sid: string;
    beforeAll(async () => {
      const u = await createUserWithToken(app, { userType: 'patient' });
      userId = u.id;
      sid = JSON.parse(Buffer.from(u.token.split('.')[1]!, 'base64url').toString()).sid;
    });
    const claims = () => ({ typ: 'patient', sid });
    const now = () => Math.floor(Date.now() / 1000);
    /** A token for this session, signed as the server signs them unless an option says otherwise. */
    const sign = (
      o: {
        alg?: string;
        secret?: string;
        issuer?: string;
        sub?: string;
        iat?: number;
        exp?: number | string | null;
      } = {},
    ) => {
      const jwt = new SignJWT(claims())
        .setProtectedHeader({ alg: o.alg ?? 'HS256' })
        .setSubject(o.sub ?? userId)
        .setIssuer(o.issuer ?? 'sahaj')
        .setIssuedAt(o.iat);
      if (o.exp !== null) jwt.setExpirationTime(o.exp ?? '1h');
      return jwt.sign(o.secret ? new TextEncoder().encode(o.secret) : key);
    };
    const status = async (token: string) => (await get(app, '/user/profile', bearer(token))).statusCode;

    it('a well-formed token for a live session works (control)', async () => {
      expect(await status(await sign())).toBe(200);
    });
    it('a bad signature answers 401', async () => {
      expect(await status(await sign({ secret: 'another-secret-another-secret-another-secret' }))).toBe(401);
    });
    it('alg none answers 401', async () => {
      const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const t = `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ ...claims(), sub: userId, iss: 'sahaj', exp: now() + 3600 })}.`;
      expect(await status(t)).toBe(401);
    });
    it('a past exp answers 401', async () => {
      expect(await status(await sign({ iat: now() - 7200, exp: now() - 60 }))).toBe(401);
    });
    it('a token without exp answers 401', async () => {
      expect(await status(await sign({ exp: null }))).toBe(401);
    });
    it('another algorithm with the same key (HS512) answers 401', async () => {
      expect(await status(await sign({ alg: 'HS512' }))).toBe(401);
    });
    it('another issuer answers 401', async () => {
      expect(await status(await sign({ issuer: 'someone-else' }))).toBe(401);
    });
    it('a malformed token answers 401, never a 5xx', async () => {
      const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
      for (const t of [
        'x',
        'a.b.c',
        '..',
        `${enc({ alg: 'HS256' })}.${enc('not an object')}.AAAA`,
        `${enc([1])}.${enc({})}.`,
        `${'e'.repeat(9000)}.x.y`,
      ]) {
        const res = await get(app, '/user/profile', bearer(t));
        expect(res.statusCode, t.slice(0, 40)).toBe(401);
        expect(data(res).message).toBe('Session expired. Please Login to continue');
      }
    });
    it('a token of another user with this session id answers 401', async () => {
      const other = await createUserWithToken(app, { userType: 'patient' });
      expect(await status(await sign({ sub: other.id }))).toBe(401);
    });
  });

  async function createTestAppOnSameDb(): Promise<FastifyInstance> {
    const { buildApp } = await import('../../app');
    const { workerDatabase } = await import('../../test/test-database');
    const second = await buildApp(app.ctx.config, { database: await workerDatabase(), skipSetup: true });
    await second.ready();
    return second;
  }
});
