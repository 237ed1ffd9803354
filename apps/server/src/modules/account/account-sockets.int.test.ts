import { NAMESPACES } from '@sahaj/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answers, closeSockets, connected, dropped, listen, socketTo } from '../../test/sockets';
import { createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';
import { data, get, lastCode, patch, post } from '../auth/auth-test-helpers';

/**
 * Issue 15: the account page's password change ends the account's other sessions AND closes their
 * live sockets (the caller's stays); deleting the account closes every socket of it.
 */
describe('account settings and live sockets', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await createTestApp();
    base = await listen(app);
  });
  afterAll(() => app.close());
  afterEach(() => closeSockets());

  const PASSWORD = 'Old-password-1';

  it('PATCH /user/account/reset-password closes the other session’s socket, keeps the caller’s', async () => {
    const me = await createUserWithToken(app, { userType: 'patient', password: PASSWORD });
    const other = await app.ctx.tokens.issue({ id: me.id, userType: 'patient' }, { ttlSeconds: 3600 });
    const mine = socketTo(base, NAMESPACES.patient, me.token);
    const theirs = socketTo(base, NAMESPACES.patient, other.token);
    await Promise.all([connected(mine), connected(theirs)]);
    const drop = dropped(theirs);

    const res = await patch(
      app,
      '/user/account/reset-password',
      { currentPassword: PASSWORD, password: 'New-pass-12', confirmPassword: 'New-pass-12' },
      bearer(me.token),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await drop).toBe('io server disconnect');
    expect(await answers(mine)).toBe(true);
    expect((await get(app, '/user/account/status', bearer(other.token))).statusCode).toBe(401);
  });

  it('PATCH /user/account/delete-profile closes every socket of the account', async () => {
    const me = await createUserWithToken(app, { userType: 'patient', password: PASSWORD });
    const other = await app.ctx.tokens.issue({ id: me.id, userType: 'patient' }, { ttlSeconds: 3600 });
    const mine = socketTo(base, NAMESPACES.patient, me.token);
    const theirs = socketTo(base, NAMESPACES.patient, other.token);
    await Promise.all([connected(mine), connected(theirs)]);
    const drops = [dropped(mine), dropped(theirs)];

    expect((await post(app, '/user/account/delete-profile/send-verification', {}, bearer(me.token))).statusCode).toBe(
      200,
    );
    const code = await lastCode(app, me.email!);
    const res = await patch(app, '/user/account/delete-profile', { code }, bearer(me.token));
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res).message).toBe('User Profile Deleted Successfully');
    expect(await Promise.all(drops)).toEqual(['io server disconnect', 'io server disconnect']);
    expect((await get(app, '/user/account/status', bearer(me.token))).statusCode).toBe(401);
  });
});
