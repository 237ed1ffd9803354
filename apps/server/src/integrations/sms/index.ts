import { type Config, ConfigError } from '../../config';
import type { OutboxStore } from '../outbox/outbox-store';
import { OutboxSmsSender } from './outbox-sms';
import type { SmsSender } from './sms-sender';

export function createSmsSender(config: Config, outbox: OutboxStore | undefined): SmsSender {
  if (!config.isProduction && outbox) return new OutboxSmsSender(outbox);
  throw new ConfigError('Missing setting TWILIO_ACCOUNT_SID: an SMS provider is required when NODE_ENV=production');
}
