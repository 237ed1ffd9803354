import { z } from 'zod';

/** Every /api/v1 reply is wrapped as { status, data } (ARCHITECTURE §3). */
export const okEnvelope = <T extends z.ZodType>(data: T) => z.object({ status: z.literal(true), data });

export const errorEnvelope = z.object({
  status: z.literal(false),
  data: z.object({ message: z.string() }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** A reply that carries only a human message, e.g. 'Updated successfully'. */
export const messageData = z.object({ message: z.string() });
export type MessageData = z.infer<typeof messageData>;
