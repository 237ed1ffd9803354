import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { MailSender } from './integrations/mail/mail-sender';
import type { OutboxStore } from './integrations/outbox/outbox-store';
import type { SmsSender } from './integrations/sms/sms-sender';
import type { Encryptor } from './lib/encryption';
import type { PasswordHasher } from './lib/passwords';
import type { TokenService } from './lib/tokens';
import type { RealtimeHub } from './realtime/realtime-hub';

/**
 * What services need from the outside world, built once per app. Services receive this (or the
 * parts they use) instead of importing Fastify, so they can be called from sockets, sweeps and tests.
 */
export interface AppContext {
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
}
