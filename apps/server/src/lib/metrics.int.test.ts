import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { body, createTestApp } from '../test/test-app';

const production = {
  NODE_ENV: 'production',
  // Demo accounts would be hashed at production cost: slow, and beside the point here.
  SEED_DEMO: 'false',
  DATABASE_URL: 'postgres://unused@127.0.0.1:5432/unused',
  PUBLIC_URL: 'https://sahaj.example',
  ALTCHA_HMAC_KEY: 'k'.repeat(40),
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_VERIFY_SERVICE_SID: 'VA00000000000000000000000000000000',
  SMTP_URL: 'smtp://127.0.0.1:2525',
};
const TOKEN = 'metrics-token-0123456789abcdef';

/** Issue 9 #9: /metrics is not public in production. (A production app loads the real providers' SDKs: slow to build.) */
describe('/metrics', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('in production without METRICS_TOKEN: not served', async () => {
    app = await createTestApp({ env: production });
    const res = await app.inject('/metrics');
    expect(res.statusCode).toBe(404);
    expect(body(res)).toEqual({ status: false, data: { message: 'Not found' } });
  }, 90_000);

  it('with METRICS_TOKEN: only for that bearer token', async () => {
    app = await createTestApp({ env: { ...production, METRICS_TOKEN: TOKEN } });
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.body).not.toContain('process_cpu');
    }
    const ok = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('http_request_duration_seconds');
  }, 90_000);

  it('in development without a token: open on the developer machine', async () => {
    app = await createTestApp();
    expect((await app.inject('/metrics')).statusCode).toBe(200);
  });
});
