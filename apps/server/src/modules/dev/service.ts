import { type OutboxMessage, toE164 } from '@sahaj/contract';

/** Phones in the outbox are E.164 (the spec's '+91-9876543210' form is accepted too); e-mails lower-cased. */
export function normaliseRecipient(to: string | undefined): string | undefined {
  if (!to) return undefined;
  if (to.includes('@')) return to.trim().toLowerCase();
  return toE164(to) ?? to.trim();
}

export function toOutboxMessage(row: {
  id: string;
  channel: 'sms' | 'whatsapp' | 'email';
  to: string;
  subject: string | null;
  body: string;
  createdAt: Date;
}): OutboxMessage {
  // Named fields: the row's storage order (seq) is the store's business, not the API's.
  return {
    id: row.id,
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}
