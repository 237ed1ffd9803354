import type { OutboxStore } from '../outbox/outbox-store';
import type { MailMessage, MailSender } from './mail-sender';

export class OutboxMailSender implements MailSender {
  readonly name = 'outbox';
  constructor(private readonly outbox: OutboxStore) {}
  async send(m: MailMessage) {
    // The outbox keeps text only: attachments (calendar invitations) follow the body, readable in /dev/outbox.
    const files = (m.attachments ?? []).map(
      (a) => `\n\n--- attachment ${a.filename} (${a.contentType}) ---\n${a.content}`,
    );
    await this.outbox.put({
      channel: 'email',
      to: m.to.toLowerCase(),
      subject: m.subject,
      body: m.text + files.join(''),
    });
  }
}
