import { NAMESPACES } from '@sahaj/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index';
import { data, get, lastCode, patch, post, put } from '../modules/auth/auth-test-helpers';
import { answers, closeSockets, connected, dropped, listen, socketTo, useTwoNodes } from '../test/sockets';
import { createTestApp, TEST_JWT_SECRET } from '../test/test-app';
import { bearer, createUserWithToken } from '../test/test-users';

afterEach(() => closeSockets());

/** Issue 9 #5: revoking a session (logout, reset, password change) closes its sockets. */
describe('sockets end with their session', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await createTestApp();
    base = await listen(app);
  });
  afterAll(() => app.close());

  it('logout closes the sockets of that session only', async () => {
    const p = await createUserWithToken(app, { userType: 'patient' });
    const second = await app.ctx.tokens.issue({ id: p.id, userType: 'patient' }, { ttlSeconds: 3600 });
    const s = socketTo(base, NAMESPACES.patient, p.token);
    const other = socketTo(base, NAMESPACES.patient, second.token);
    await Promise.all([connected(s), connected(other)]);
    expect(await answers(s)).toBe(true);
    const drop = dropped(s);
    const res = await patch(app, '/user/logout', undefined, bearer(p.token));
    expect(res.statusCode, res.body).toBe(200);
    expect(await drop).toBe('io server disconnect');
    expect(await answers(s)).toBe(false);
    expect(await answers(other)).toBe(true);
  });

  it('company logout closes the company socket', async () => {
    const c = await createUserWithToken(app, { userType: 'company' });
    const s = socketTo(base, NAMESPACES.company, c.token);
    await connected(s);
    const drop = dropped(s);
    expect((await patch(app, '/public/company/logout', undefined, bearer(c.token))).statusCode).toBe(200);
    expect(await drop).toBe('io server disconnect');
  });

  it('a password reset closes every socket of the account', async () => {
    const u = await createUserWithToken(app, { userType: 'doctor', password: 'OldPass@123' });
    const s = socketTo(base, NAMESPACES.doctor, u.token);
    await connected(s);
    const drop = dropped(s);
    const dial = `+91-${u.phone!.slice(3)}`;
    expect(
      (
        await post(app, '/registration/forgot-password/send-verification', {
          verificationContact: dial,
          channel: 'sms',
        })
      ).statusCode,
    ).toBe(200);
    const checked = await post(app, '/registration/forgot-password/check-verification', {
      verificationContact: dial,
      code: await lastCode(app, u.phone!),
      userType: 'doctor',
    });
    const reset = data(checked).authToken as string;
    const res = await patch(app, '/registration/forgot-password', { password: 'NewPass@123' }, bearer(reset));
    expect(res.statusCode, res.body).toBe(200);
    expect(await drop).toBe('io server disconnect');
  });
});

/** Issue 9 #10: the caller's kind comes from the stored account, not from the token's claims. */
describe('authorization reads the stored account', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("a patient's session re-signed with typ 'admin' reaches no admin route", async () => {
    const p = await createUserWithToken(app, { userType: 'patient' });
    const { sessionId } = await app.ctx.tokens.verify(p.token);
    const forged = await new SignJWT({ typ: 'admin', sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(p.id)
      .setIssuer('sahaj')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const res = await get(app, '/admin/therapists', bearer(forged));
    expect(res.statusCode, res.body).toBe(403);
    expect((await app.ctx.tokens.verify(forged)).userType).toBe('patient');
  });

  it('a block takes effect on the next request', async () => {
    const p = await createUserWithToken(app, { userType: 'patient' });
    expect((await get(app, '/user/profile', bearer(p.token))).statusCode).toBe(200);
    await app.ctx.db.update(users).set({ status: 'blocked' }).where(eq(users.id, p.id));
    expect((await get(app, '/user/profile', bearer(p.token))).statusCode).toBe(401);
    expect((await put(app, '/registration/patient/signup', { page: 1, name: 'X' }, bearer(p.token))).statusCode).toBe(
      401,
    );
  });
});

describe.skipIf(!process.env.REDIS_URL)('sockets end with their session across nodes (Redis)', () => {
  const nodes = useTwoNodes();

  it('logout on node A closes the socket held by node B', async () => {
    const { a, baseB } = nodes;
    const p = await createUserWithToken(a, { userType: 'patient' });
    const s = socketTo(baseB, NAMESPACES.patient, p.token);
    await connected(s);
    // Give B's adapter a moment to subscribe, as the cross-node emit test does.
    await new Promise((r) => setTimeout(r, 300));
    const drop = dropped(s, 5000);
    expect((await patch(a, '/user/logout', undefined, bearer(p.token))).statusCode).toBe(200);
    expect(await drop).toBe('io server disconnect');
  });
});
