import type { OutboxStore } from '../outbox/outbox-store';
import type { MailSender } from './mail-sender';

export class OutboxMailSender implements MailSender {
  readonly name = 'outbox';
  constructor(private readonly outbox: OutboxStore) {}
  async send(m: { to: string; subject: string; text: string }) {
    await this.outbox.put({ channel: 'email', to: m.to.toLowerCase(), subject: m.subject, body: m.text });
  }
}
