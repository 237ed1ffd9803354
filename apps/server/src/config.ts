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
  // Uploaded files (issue 19): local disk under DATA_DIR (one node) or an S3-compatible bucket (any number).
  FILE_STORAGE: z.enum(['local', 's3']).optional(),
  S3_ENDPOINT: z.string().url('S3_ENDPOINT must be a URL').optional(),
  S3_BUCKET: z.string().min(3, 'S3_BUCKET must be at least 3 characters').optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
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
  // Ledger and invoices (issue 12, P2): the platform's share of a session price; the seller on invoices.
  PLATFORM_COMMISSION_PERCENT: z.coerce.number().min(0).max(100).default(20),
  INVOICE_SELLER_GSTIN: z.string().trim().max(15).optional(),
  INVOICE_SELLER_ADDRESS: z.string().trim().max(300).optional(),
  // Payments (issue 12): see README "Payments".
  PAYMENT_GATEWAYS: z.string().optional(),
  PAYMENT_GST_PERCENT: z.coerce.number().min(0).max(100).default(18),
  PAYMENT_PROCESSING_FEE_PERCENT: z.coerce.number().min(0).max(100).default(2),
  PAYMENT_TEST_WEBHOOK_SECRET: z
    .string()
    .min(32, 'PAYMENT_TEST_WEBHOOK_SECRET must be at least 32 characters')
    .optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: z.string().url('STRIPE_API_URL must be a URL').optional(),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_URL: z.string().url('RAZORPAY_API_URL must be a URL').optional(),
  // Video sessions (issue 14): ICE servers handed to browsers; TURN credentials are minted per join.
  STUN_URLS: z.string().optional(),
  TURN_URLS: z.string().optional(),
  TURN_SECRET: z.string().min(16, 'TURN_SECRET must be at least 16 characters').optional(),
  TURN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  // Articles (issue 23): our own editor's by default; a WordPress site's when chosen.
  ARTICLES_SOURCE: z.enum(['sahaj', 'wordpress']).default('sahaj'),
  WORDPRESS_URL: z.string().url('WORDPRESS_URL must be the site address, like https://blog.example.org').optional(),
  // Symptom checker (issue 24): our own engine by default; ApiMedic when chosen, with its keys.
  SYMPTOM_CHECKER: z.enum(['sahaj', 'apimedic']).default('sahaj'),
  APIMEDIC_API_KEY: z.string().optional(),
  APIMEDIC_SECRET_KEY: z.string().optional(),
  APIMEDIC_AUTH_URL: z
    .string()
    .url('APIMEDIC_AUTH_URL must be a URL')
    .default('https://sandbox-authservice.priaid.ch/login'),
  APIMEDIC_HEALTH_URL: z
    .string()
    .url('APIMEDIC_HEALTH_URL must be a URL')
    .default('https://sandbox-healthservice.priaid.ch'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** Where uploads live: local disk (DATA_DIR/uploads, the embedded default) or an S3-compatible bucket. */
  fileStorage: FileStorageConfig;
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
  /** Ledger (issue 12): commission in basis points (20 % = 2000) and the invoice seller's GSTIN and address. */
  ledger: { commissionBps: number; sellerGstin?: string; sellerAddress?: string };
  /** Payment gateways, GST and processing fee (issue 12). */
  payments: PaymentsConfig;
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
  /**
   * ICE servers for video sessions: STUN and TURN URLs (comma-separated settings) and the TURN REST
   * shared secret (coturn `static-auth-secret`); credentials live `ttlSeconds` (at least until the session ends).
   */
  ice: { stunUrls: string[]; turnUrls: string[]; turnSecret?: string; ttlSeconds: number };
  /** Where readers' articles come from (issue 23): ours, or a WordPress site at `wordpressUrl`. */
  articles: { source: 'sahaj' } | { source: 'wordpress'; wordpressUrl: string };
  /** Symptom checker engine (issue 24): ours, or ApiMedic with its keys and hosts. */
  symptomChecker:
    | { engine: 'sahaj' }
    | { engine: 'apimedic'; apiKey: string; secretKey: string; authUrl: string; healthUrl: string };
}

export class ConfigError extends Error {}

export type FileStorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** Absent for AWS itself; MinIO, Ceph, R2 and the like give theirs. */
      endpoint?: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Path-style addresses (endpoint/bucket/key), which MinIO and Ceph need. */
      forcePathStyle: boolean;
    };

/**
 * FILE_STORAGE=s3 (or S3_BUCKET set) chooses the bucket; every setting it needs must then be there,
 * and a missing one stops start-up naming the variable (a node writing to its own disk behind a load
 * balancer would lose files silently). Otherwise local disk.
 */
function fileStorageConfig(env: Env): FileStorageConfig {
  const kind = env.FILE_STORAGE ?? (env.S3_BUCKET ? 's3' : 'local');
  if (kind === 'local') return { kind };
  for (const name of ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!env[name]) throw new ConfigError(`Missing setting ${name}: it is required when files are stored in S3`);
  }
  return {
    kind,
    bucket: env.S3_BUCKET as string,
    region: env.S3_REGION as string,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
  };
}

/** Which settings each real gateway needs; a listed gateway without one stops start-up naming it. */
const GATEWAY_KEYS = {
  stripe: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'],
  razorpay: ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'],
} as const;

export type PaymentGatewayName = 'test' | 'stripe' | 'razorpay';

export interface PaymentsConfig {
  /** Offered gateways, the preferred first. 'test' never in production. */
  gateways: PaymentGatewayName[];
  gstPercent: number;
  processingFeePercent: number;
  /** HMAC key our test gateway signs its webhooks with. */
  testWebhookSecret: string;
  stripe?: { secretKey: string; publishableKey: string; webhookSecret: string; apiUrl?: string };
  razorpay?: { keyId: string; keySecret: string; webhookSecret: string; apiUrl?: string };
}

/**
 * PAYMENT_GATEWAYS lists the offered gateways (e.g. 'razorpay,stripe'); unset, it is every real gateway
 * whose keys are all set, plus 'test' outside production. A listed (or partly keyed) gateway with a
 * missing key stops start-up naming the variable; 'test' is refused in production.
 */
function paymentsConfig(env: Env, isProduction: boolean, dataDir: string): PaymentsConfig {
  const names = (env.PAYMENT_GATEWAYS ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  for (const n of names) {
    if (n !== 'test' && n !== 'stripe' && n !== 'razorpay') {
      throw new ConfigError(`Invalid setting PAYMENT_GATEWAYS: unknown gateway '${n}' (test, stripe, razorpay)`);
    }
  }
  if (isProduction && names.includes('test')) {
    throw new ConfigError('Invalid setting PAYMENT_GATEWAYS: the test gateway is refused when NODE_ENV=production');
  }
  for (const g of ['stripe', 'razorpay'] as const) {
    const listed = names.includes(g);
    const some = GATEWAY_KEYS[g].some((k) => Boolean(env[k]));
    const missing = GATEWAY_KEYS[g].find((k) => !env[k]);
    if (missing && (listed || (isProduction && some))) {
      throw new ConfigError(`Missing setting ${missing}: it is required for the ${g} payment gateway`);
    }
  }
  const keyed = (g: 'stripe' | 'razorpay') => GATEWAY_KEYS[g].every((k) => Boolean(env[k]));
  const gateways = (
    names.length ? names : [...(['stripe', 'razorpay'] as const).filter(keyed), ...(isProduction ? [] : ['test'])]
  ) as PaymentGatewayName[];
  const testSecret = () =>
    isProduction
      ? randomBytes(32).toString('hex')
      : devSecret(dataDir, 'payment-test-webhook-secret', () => randomBytes(32).toString('hex'));
  return {
    gateways: [...new Set(gateways)],
    gstPercent: env.PAYMENT_GST_PERCENT,
    processingFeePercent: env.PAYMENT_PROCESSING_FEE_PERCENT,
    testWebhookSecret: env.PAYMENT_TEST_WEBHOOK_SECRET ?? testSecret(),
    stripe: gateways.includes('stripe')
      ? {
          secretKey: env.STRIPE_SECRET_KEY!,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
          apiUrl: env.STRIPE_API_URL,
        }
      : undefined,
    razorpay: gateways.includes('razorpay')
      ? {
          keyId: env.RAZORPAY_KEY_ID!,
          keySecret: env.RAZORPAY_KEY_SECRET!,
          webhookSecret: env.RAZORPAY_WEBHOOK_SECRET!,
          apiUrl: env.RAZORPAY_API_URL,
        }
      : undefined,
  };
}

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
    fileStorage: fileStorageConfig(env),
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
    ledger: {
      commissionBps: Math.round(env.PLATFORM_COMMISSION_PERCENT * 100),
      sellerGstin: env.INVOICE_SELLER_GSTIN || undefined,
      sellerAddress: env.INVOICE_SELLER_ADDRESS || undefined,
    },
    payments: paymentsConfig(env, isProduction, dataDir),
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
    ice: {
      stunUrls: (env.STUN_URLS ?? '')
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
      turnUrls: (env.TURN_URLS ?? '')
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
      turnSecret: env.TURN_SECRET,
      ttlSeconds: env.TURN_TTL_SECONDS,
    },
    symptomChecker: symptomCheckerConfig(env),
    articles: articlesConfig(env),
  };
}

/** ARTICLES_SOURCE=wordpress needs WORDPRESS_URL; start-up stops naming it otherwise. */
function articlesConfig(env: Env): Config['articles'] {
  if (env.ARTICLES_SOURCE === 'sahaj') return { source: 'sahaj' };
  if (!env.WORDPRESS_URL) throw new ConfigError('Missing setting WORDPRESS_URL: ARTICLES_SOURCE=wordpress needs it');
  return { source: 'wordpress', wordpressUrl: env.WORDPRESS_URL };
}

/** SYMPTOM_CHECKER=apimedic needs both ApiMedic keys; a missing one stops start-up naming it. */
function symptomCheckerConfig(env: Env): Config['symptomChecker'] {
  if (env.SYMPTOM_CHECKER === 'sahaj') return { engine: 'sahaj' };
  for (const name of ['APIMEDIC_API_KEY', 'APIMEDIC_SECRET_KEY'] as const) {
    if (!env[name]) throw new ConfigError(`Missing setting ${name}: SYMPTOM_CHECKER=apimedic needs it`);
  }
  return {
    engine: 'apimedic',
    apiKey: env.APIMEDIC_API_KEY as string,
    secretKey: env.APIMEDIC_SECRET_KEY as string,
    authUrl: env.APIMEDIC_AUTH_URL,
    healthUrl: env.APIMEDIC_HEALTH_URL,
  };
}
