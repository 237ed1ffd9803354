import { type Config, ConfigError } from '../../config';
import type { OutboxStore } from '../outbox/outbox-store';
import type { MailSender } from './mail-sender';
import { OutboxMailSender } from './outbox-mail';

export function createMailSender(config: Config, outbox: OutboxStore | undefined): MailSender {
  if (!config.isProduction && outbox) return new OutboxMailSender(outbox);
  throw new ConfigError('Missing setting SMTP_URL: a mail server is required when NODE_ENV=production');
}
