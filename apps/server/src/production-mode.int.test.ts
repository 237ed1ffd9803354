import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from './config';
import { body, createTestApp } from './test/test-app';

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

describe('production mode', () => {
  let app: FastifyInstance | undefined;
  afterAll(() => app?.close());

  it('has no outbox: the development routes do not exist', async () => {
    app = await createTestApp({ env: production });
    expect(app.ctx.outbox).toBeUndefined();
    const res = await app.inject('/api/v1/dev/outbox');
    expect(res.statusCode).toBe(404);
    expect(body(res)).toEqual({ status: false, data: { message: 'Not found' } });
    expect(app.ctx.sms.name).not.toBe('outbox');
    expect(app.ctx.mail.name).not.toBe('outbox');
  }, 90_000);

  it.each([
    ['TWILIO_ACCOUNT_SID', 'TWILIO_ACCOUNT_SID'],
    ['SMTP_URL', 'SMTP_URL'],
  ])('refuses to start without %s, naming it', async (missing, named) => {
    const env: Record<string, string> = { ...production };
    delete env[missing];
    const err = await createTestApp({ env }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toContain(named);
  });
});
