import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'sahaj-config-'));
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  ENCRYPTION_KEY: 'a'.repeat(64),
  DATABASE_URL: 'postgres://u@localhost:5432/db',
  PUBLIC_URL: 'https://sahaj.example',
  ALTCHA_HMAC_KEY: 'k'.repeat(40),
};

describe('config', () => {
  it('defaults to development with generated secrets kept in DATA_DIR', () => {
    const dir = tmp();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({ env: 'development', port: 3000, seedDemo: true, isProduction: false });
    expect(c.jwtSecret).toBe(readFileSync(path.join(dir, 'jwt-secret'), 'utf8'));
    expect(c.encryptionKey).toHaveLength(32);
    // The same secrets on the next start, so sessions and encrypted data survive a restart.
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(c.jwtSecret);
  });

  it.each(['JWT_SECRET', 'ENCRYPTION_KEY', 'DATABASE_URL', 'PUBLIC_URL', 'ALTCHA_HMAC_KEY'])(
    'refuses to start in production without %s, naming it',
    (name) => {
      const env: Record<string, string | undefined> = { ...production, DATA_DIR: tmp() };
      delete env[name];
      expect(() => loadConfig(env)).toThrowError(
        new ConfigError(`Missing setting ${name}: it is required when NODE_ENV=production`),
      );
    },
  );

  it('names a malformed setting', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), ENCRYPTION_KEY: 'short' })).toThrow(
      /ENCRYPTION_KEY must be 64 hex characters/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), PORT: 'abc' })).toThrow(/Invalid setting PORT/);
  });

  it('reads the booking minimum notice (default 2 hours)', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).bookingMinNoticeMinutes).toBe(120);
    expect(loadConfig({ DATA_DIR: tmp(), BOOKING_MIN_NOTICE_MINUTES: '30' }).bookingMinNoticeMinutes).toBe(30);
    expect(() => loadConfig({ DATA_DIR: tmp(), BOOKING_MIN_NOTICE_MINUTES: '-5' })).toThrow(
      /Invalid setting BOOKING_MIN_NOTICE_MINUTES/,
    );
  });

  it('does not seed demo data in production unless asked', () => {
    expect(loadConfig({ ...production, DATA_DIR: tmp() }).seedDemo).toBe(false);
    expect(loadConfig({ ...production, DATA_DIR: tmp(), SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });
});

describe('config: empty variables', () => {
  it('treats VAR= as not set', () => {
    const c = loadConfig({ DATA_DIR: tmp(), DATABASE_URL: '', REDIS_URL: '', PORT: '' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.port).toBe(3000);
  });
});
