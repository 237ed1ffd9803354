import { z } from 'zod';

/**
 * Who a session is for, when it is one of the patient's family members (the hold and the
 * appointment). Apart from family.ts, whose member form checks phone numbers, so that a reply naming
 * the person does not bring the phone rules into the web app's booking and profile pages.
 */
export const sessionFor = z.object({ _id: z.string(), name: z.string(), relationship: z.string() });
export type SessionFor = z.infer<typeof sessionFor>;
