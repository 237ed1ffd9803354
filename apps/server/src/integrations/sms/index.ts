import { type Config, ConfigError } from '../../config';
import type { OutboxStore } from '../outbox/outbox-store';
import { OutboxSmsSender } from './outbox-sms';
import type { SmsSender } from './sms-sender';
import { TwilioSmsSender } from './twilio-sms';

/** Twilio when its keys are set; the outbox in development; a start-up error in production without keys. */
export function createSmsSender(config: Config, outbox: OutboxStore | undefined): SmsSender {
  if (config.providers.twilio) return new TwilioSmsSender(config.providers.twilio);
  if (!config.isProduction && outbox) return new OutboxSmsSender(outbox);
  throw new ConfigError('Missing setting TWILIO_ACCOUNT_SID: an SMS provider is required when NODE_ENV=production');
}
