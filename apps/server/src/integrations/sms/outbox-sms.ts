import type { OutboxStore } from '../outbox/outbox-store';
import type { SmsSender } from './sms-sender';

export class OutboxSmsSender implements SmsSender {
  readonly name = 'outbox';
  constructor(private readonly outbox: OutboxStore) {}
  async send(m: { to: string; channel: 'sms' | 'whatsapp'; body: string }) {
    await this.outbox.put({ channel: m.channel, to: m.to, body: m.body });
  }
}
