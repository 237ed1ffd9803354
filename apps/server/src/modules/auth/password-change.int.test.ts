import { MSG, NAMESPACES, type UserType } from '@sahaj/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { answers, closeSockets, connected, dropped, listen, socketTo } from '../../test/sockets';
import { createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';
import { data, get, patch, put } from './auth-test-helpers';

/**
 * Issue 9 #2 and #5: a password is changed only with the current one, and every change ends the
 * account's other sessions and closes their sockets; the caller's own session stays.
 */
describe('password change (onboarding page 6 and therapist basic info)', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await createTestApp();
    base = await listen(app);
  });
  afterAll(() => app.close());
  afterEach(() => closeSockets());

  const OLD = 'Old-password-1';
  const NEW = 'New-password-2';
  const ZONE = { timezone: 'Asia/Kolkata' };

  /** An account with a password and two sessions: `mine` (the caller) and `other` (e.g. a stolen one). */
  async function accountWithTwoSessions(userType: UserType, opts: { password?: string; page?: number } = {}) {
    const mine = await createUserWithToken(app, {
      userType,
      status: 'pending',
      page: opts.page ?? 0,
      password: opts.password,
      ...(userType === 'patient' ? { email: null } : {}),
    });
    const other = await app.ctx.tokens.issue({ id: mine.id, userType }, { ttlSeconds: 3600 });
    return { ...mine, otherToken: other.token };
  }
  const hashOf = async (id: string) =>
    (await app.ctx.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.h;
  const page6 = (token: string, extra: Record<string, unknown> = {}) =>
    put(
      app,
      '/registration/patient/signup',
      { page: 6, password: NEW, confirmPassword: NEW, ...extra },
      {
        ...bearer(token),
        ...ZONE,
      },
    );
  const basicInfo = (token: string, extra: Record<string, unknown> = {}) =>
    patch(
      app,
      '/provider/work-profile/basic-info',
      { name: 'Kavya Menon', gender: 'Female', dob: '1988-04-12', email: `k${Date.now()}@example.com`, ...extra },
      bearer(token),
    );

  const cases = [
    { kind: 'patient' as const, page: 5, save: page6, withPassword: (t: string, x = {}) => page6(t, x) },
    {
      kind: 'doctor' as const,
      page: 0,
      save: basicInfo,
      withPassword: (t: string, x = {}) => basicInfo(t, { password: NEW, ...x }),
    },
  ];

  for (const c of cases) {
    describe(c.kind, () => {
      it('sets a first password without asking for a current one', async () => {
        const a = await accountWithTwoSessions(c.kind, { page: c.page });
        const res = await c.withPassword(a.token);
        expect(res.statusCode, res.body).toBe(200);
        expect(await app.ctx.passwords.verify((await hashOf(a.id))!, NEW)).toBe(true);
      });

      it('refuses to change an existing password without the right current one (400, field currentPassword)', async () => {
        const a = await accountWithTwoSessions(c.kind, { page: c.page, password: OLD });
        const missing = await c.withPassword(a.token);
        expect(missing.statusCode, missing.body).toBe(400);
        expect(data(missing)).toMatchObject({ message: MSG.currentPasswordRequired, field: 'currentPassword' });
        const wrong = await c.withPassword(a.token, { currentPassword: 'Not-it-123' });
        expect(wrong.statusCode, wrong.body).toBe(400);
        expect(data(wrong)).toMatchObject({ message: MSG.currentPasswordIncorrect, field: 'currentPassword' });
        expect(await app.ctx.passwords.verify((await hashOf(a.id))!, OLD)).toBe(true);
        // Nothing was revoked by the refused attempts.
        expect((await get(app, '/user/profile', bearer(a.otherToken))).statusCode).toBe(200);
      });

      it('changes it with the current one, ends the other sessions and closes their sockets, keeps the caller', async () => {
        const a = await accountWithTwoSessions(c.kind, { page: c.page, password: OLD });
        const ns = NAMESPACES[c.kind];
        const mySocket = socketTo(base, ns, a.token);
        const otherSocket = socketTo(base, ns, a.otherToken);
        await Promise.all([connected(mySocket), connected(otherSocket)]);
        const otherDrop = dropped(otherSocket);

        const res = await c.withPassword(a.token, { currentPassword: OLD });
        expect(res.statusCode, res.body).toBe(200);
        expect(await app.ctx.passwords.verify((await hashOf(a.id))!, NEW)).toBe(true);

        expect((await get(app, '/user/profile', bearer(a.otherToken))).statusCode).toBe(401);
        expect((await get(app, '/user/profile', bearer(a.token))).statusCode).toBe(200);
        expect(await otherDrop).toBe('io server disconnect');
        expect(await answers(mySocket)).toBe(true);
      });
    });
  }

  it('saving basic info without a password leaves the password and the sessions alone', async () => {
    const a = await accountWithTwoSessions('doctor', { password: OLD });
    const res = await basicInfo(a.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await app.ctx.passwords.verify((await hashOf(a.id))!, OLD)).toBe(true);
    expect((await get(app, '/user/profile', bearer(a.otherToken))).statusCode).toBe(200);
  });
});
