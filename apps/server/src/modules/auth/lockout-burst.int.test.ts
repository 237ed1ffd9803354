import { LOGIN_MAX_FAILURES } from '@sahaj/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tally } from '../../test/tally';
import { createTestApp } from '../../test/test-app';
import { createUserWithToken } from '../../test/test-users';
import { post } from './auth-test-helpers';

/** Issue 9 #1: the failure count is decided atomically, so a burst checks no more guesses than a sequence. */
describe('login lockout under a burst', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  // A burst takes its time on a busy machine (every guess queues on the account's lock).
  it(`200 parallel wrong passwords for one account: at most ${LOGIN_MAX_FAILURES} are checked, the rest 429`, {
    timeout: 120_000,
  }, async () => {
    const u = await createUserWithToken(app, { userType: 'patient', password: 'Right@1234' });
    const codes = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post(app, '/registration/patient/login', { login: u.phone, password: `Wrong@${i}xyz` }).then(
          (r) => r.statusCode,
        ),
      ),
    );
    const t = tally(codes);
    expect(Object.keys(t).sort(), JSON.stringify(t)).toEqual(['401', '429']);
    expect(t[401]).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    // The right password is refused too while the lock holds.
    const right = await post(app, '/registration/patient/login', { login: u.phone, password: 'Right@1234' });
    expect(right.statusCode).toBe(429);
  });

  it('a burst on an unknown login is counted the same way (404s, then 429)', async () => {
    const codes = await Promise.all(
      Array.from({ length: 60 }, () =>
        post(app, '/registration/company/login', { login: 'nobody-burst@example.com', password: 'x' }).then(
          (r) => r.statusCode,
        ),
      ),
    );
    const t = tally(codes);
    expect(t[404]).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(t[429]).toBeGreaterThanOrEqual(60 - LOGIN_MAX_FAILURES);
  });
});
