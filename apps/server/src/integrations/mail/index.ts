import { type Config, ConfigError } from '../../config';
import type { OutboxStore } from '../outbox/outbox-store';
import type { MailSender } from './mail-sender';
import { OutboxMailSender } from './outbox-mail';
import { SmtpMailSender } from './smtp-mail';

/** SMTP when SMTP_URL is set; the outbox in development; a start-up error in production without it. */
export function createMailSender(config: Config, outbox: OutboxStore | undefined): MailSender {
  if (config.providers.smtpUrl) return new SmtpMailSender(config.providers.smtpUrl, config.providers.mailFrom);
  if (!config.isProduction && outbox) return new OutboxMailSender(outbox);
  throw new ConfigError('Missing setting SMTP_URL: a mail server is required when NODE_ENV=production');
}
