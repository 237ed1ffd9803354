import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_MIN_NOTICE_MINUTES } from '@sahaj/contract';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Environment as documented in README.md; every variable is parsed here and nowhere else. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url('DATABASE_URL must be a postgres:// URL').optional(),
  REDIS_URL: z.string().url('REDIS_URL must be a redis:// URL').optional(),
  SEED_DEMO: bool.optional(),
  PUBLIC_URL: z.string().url('PUBLIC_URL must be a URL').optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'ENCRYPTION_KEY must be 64 hex characters (32 bytes)')
    .optional(),
  CORS_ORIGINS: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: bool.optional(),
  RUN_JOBS: bool.optional(),
  BOOKING_MIN_NOTICE_MINUTES: z.coerce
    .number()
    .int('BOOKING_MIN_NOTICE_MINUTES must be whole minutes')
    .min(0)
    .max(7 * 24 * 60)
    .optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  // Outside providers: each is used when its keys are set; development falls back to its stand-in.
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_VERIFY_SERVICE_SID: z.string().optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().optional(),
  SMTP_URL: z.string().url('SMTP_URL must be a URL like smtp://user:pass@host:587').optional(),
  MAIL_FROM: z.string().default('Sahaj <no-reply@sahaj.local>'),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  ALTCHA_HMAC_KEY: z.string().min(32, 'ALTCHA_HMAC_KEY must be at least 32 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z.string().default('https://accounts.google.com,accounts.google.com'),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_JWKS_URL: z.string().url().default('https://appleid.apple.com/auth/keys'),
  APPLE_ISSUER: z.string().default('https://appleid.apple.com'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  seedDemo: boolean;
  publicUrl: string;
  jwtSecret: string;
  encryptionKey: Buffer;
  corsOrigins: string[];
  logLevel: Env['LOG_LEVEL'];
  webDist: string;
  trustProxy: boolean;
  /** Run background jobs (pg-boss) in this process; default on, off in tests. */
  runJobs: boolean;
  /** Minimum notice before a bookable slot, in minutes (default 120). */
  bookingMinNoticeMinutes: number;
  /** Bearer token for GET /metrics; in production /metrics answers 404 without it. */
  metricsToken?: string;
  /** Lower argon2 cost in tests only; production always uses the OWASP parameters. */
  fastHashing: boolean;
  /** Outside providers' settings; a provider is "configured" when its keys are present. */
  providers: {
    twilio?: { accountSid: string; authToken: string; verifyServiceSid: string; messagingServiceSid?: string };
    smtpUrl?: string;
    mailFrom: string;
    recaptcha?: { secret: string; siteKey: string; verifyUrl: string };
    altchaHmacKey: string;
    google: { clientId?: string; jwksUrl: string; issuers: string[] };
    apple: { clientId?: string; jwksUrl: string; issuer: string };
  };
}

export class ConfigError extends Error {}

/** A secret read from DATA_DIR, made on first use, so development needs no setup. */
function devSecret(dataDir: string, file: string, make: () => string): string {
  const p = path.join(dataDir, file);
  if (existsSync(p)) return readFileSync(p, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const value = make();
  writeFileSync(p, value, { mode: 0o600 });
  return value;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // An empty variable (VAR=) means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid setting ${String(issue?.path[0])}: ${issue?.message}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);

  if (isProduction) {
    for (const name of ['JWT_SECRET', 'ENCRYPTION_KEY', 'DATABASE_URL', 'PUBLIC_URL', 'ALTCHA_HMAC_KEY'] as const) {
      if (!env[name]) throw new ConfigError(`Missing setting ${name}: it is required when NODE_ENV=production`);
    }
  }

  const jwtSecret = env.JWT_SECRET ?? devSecret(dataDir, 'jwt-secret', () => randomBytes(48).toString('hex'));
  const encryptionKeyHex =
    env.ENCRYPTION_KEY ?? devSecret(dataDir, 'encryption-key', () => randomBytes(32).toString('hex'));
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;

  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    seedDemo: env.SEED_DEMO ?? !isProduction,
    publicUrl,
    jwtSecret,
    encryptionKey: Buffer.from(encryptionKeyHex, 'hex'),
    corsOrigins: (env.CORS_ORIGINS ?? publicUrl)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL,
    webDist: path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    trustProxy: env.TRUST_PROXY ?? false,
    runJobs: env.RUN_JOBS ?? env.NODE_ENV !== 'test',
    bookingMinNoticeMinutes: env.BOOKING_MIN_NOTICE_MINUTES ?? DEFAULT_MIN_NOTICE_MINUTES,
    metricsToken: env.METRICS_TOKEN,
    fastHashing: env.NODE_ENV === 'test',
    providers: {
      twilio:
        env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_VERIFY_SERVICE_SID
          ? {
              accountSid: env.TWILIO_ACCOUNT_SID,
              authToken: env.TWILIO_AUTH_TOKEN,
              verifyServiceSid: env.TWILIO_VERIFY_SERVICE_SID,
              messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
            }
          : undefined,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      recaptcha:
        env.RECAPTCHA_SECRET && env.RECAPTCHA_SITE_KEY
          ? { secret: env.RECAPTCHA_SECRET, siteKey: env.RECAPTCHA_SITE_KEY, verifyUrl: env.RECAPTCHA_VERIFY_URL }
          : undefined,
      altchaHmacKey:
        env.ALTCHA_HMAC_KEY ?? devSecret(dataDir, 'altcha-hmac-key', () => randomBytes(32).toString('hex')),
      google: {
        clientId: env.GOOGLE_CLIENT_ID,
        jwksUrl: env.GOOGLE_JWKS_URL,
        issuers: env.GOOGLE_ISSUERS.split(',').map((s) => s.trim()),
      },
      apple: { clientId: env.APPLE_CLIENT_ID, jwksUrl: env.APPLE_JWKS_URL, issuer: env.APPLE_ISSUER },
    },
  };
}
