import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tally } from '../../test/tally';
import { createTestApp } from '../../test/test-app';
import { captchaPass, freshPhone, post } from './auth-test-helpers';

/** Issue 9 #3: identical sign-ups racing never answer 500 (an FK violation on one_time_codes on PostgreSQL). */
describe('parallel identical sign-up forms', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const form = (phone: string, email?: string) => ({
    firstName: 'Asha',
    lastName: 'Rao',
    ...(email ? { email } : {}),
    phone: { countryCode: '+91', phoneNumber: phone },
    password: 'Calm-waters-42',
  });

  it('90 parallel identical POST /registration/patient/signup: no 5xx, at least one 200', async () => {
    const { dial } = freshPhone();
    // One captcha pass, bound to the number on first use: identical forms may all carry it.
    const pass = await captchaPass(app);
    const codes = await Promise.all(
      Array.from({ length: 90 }, () =>
        post(app, '/registration/patient/signup', { ...form(dial), captchaPass: pass }).then((r) => r.statusCode),
      ),
    );
    const t = tally(codes);
    expect(
      Object.keys(t).every((c) => ['200', '409', '429'].includes(c)),
      JSON.stringify(t),
    ).toBe(true);
    expect(t[200]).toBeGreaterThanOrEqual(1);
  });

  it('40 parallel identical sign-ups past the route limits (the service itself): 200 or 409 only', async () => {
    for (const withEmail of [false, true]) {
      const { dial } = freshPhone();
      const email = withEmail ? `race-${Date.now()}@example.com` : undefined;
      const pass = await captchaPass(app);
      const results = await Promise.all(
        Array.from({ length: 40 }, () =>
          app.ctx.services.auth
            .formSignup({ userType: 'patient', ...form(dial, email), captchaPass: pass })
            .then(() => 200)
            .catch((err: { httpStatus?: number }) => err.httpStatus ?? 500),
        ),
      );
      const t = tally(results);
      expect(
        Object.keys(t).every((c) => ['200', '409', '429'].includes(c)),
        JSON.stringify(t),
      ).toBe(true);
      expect(t[200]).toBeGreaterThanOrEqual(1);
    }
  });
});
