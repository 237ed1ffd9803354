import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { CaptchaVerifier } from './integrations/captcha/captcha';
import type { AltchaCaptcha } from './integrations/captcha/index';
import type { MailSender } from './integrations/mail/mail-sender';
import type { IdTokenVerify } from './integrations/oauth/id-token';
import type { OutboxStore } from './integrations/outbox/outbox-store';
import type { SmsSender } from './integrations/sms/sms-sender';
import type { FileStorage } from './integrations/storage/index';
import type { Encryptor } from './lib/encryption';
import type { FileLinkSigner } from './lib/files/index';
import type { PasswordHasher } from './lib/passwords';
import type { TokenService } from './lib/tokens';
import type { RealtimeHub } from './realtime/realtime-hub';
import type { Services } from './services';

/**
 * What services need from the outside world, built once per app (app.ts, through
 * buildIntegrations and buildServices). Services receive this (or the parts they use) instead of
 * importing Fastify, so they can be called from sockets, jobs and tests. Route files only read
 * from it: they never construct a service, a verifier or a store, and never start a timer.
 */
export interface BaseContext {
  config: Config;
  database: Database;
  db: Db;
  log: FastifyBaseLogger;
  tokens: TokenService;
  passwords: PasswordHasher;
  encryption: Encryptor;
  /** Present only outside production. */
  outbox?: OutboxStore;
  sms: SmsSender;
  mail: MailSender;
  realtime: RealtimeHub;
  redis?: Redis;
  /** Uploaded files (local disk under DATA_DIR/uploads). */
  storage: FileStorage;
  /** Signs and checks the expiring links to uploaded files. */
  fileLinks: FileLinkSigner;
  /** The configured captcha (reCAPTCHA when set, else ALTCHA) and the ALTCHA challenge maker. */
  captcha: { verifier: CaptchaVerifier; altcha: AltchaCaptcha };
  /** ID-token verifiers, present only when the provider's client id is configured. */
  oauth: { google?: IdTokenVerify; apple?: IdTokenVerify };
}

export interface AppContext extends BaseContext {
  /** Every feature's service, built once (src/services.ts). */
  services: Services;
}
