import { z } from 'zod';

export const OUTBOX_CHANNELS = ['sms', 'whatsapp', 'email'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export const outboxMessage = z.object({
  id: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const outboxQuery = z.object({
  to: z.string().trim().max(320).optional().describe('Phone (E.164 or dial-code form) or e-mail address'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const outboxData = z.object({ messages: z.array(outboxMessage) });

/** Development only: put a message in the outbox, so tests and the outbox page have something to show. */
export const outboxSendBody = z.object({
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string().trim().min(3).max(320),
  subject: z.string().max(200).optional(),
  body: z.string().min(1).max(5000),
});
