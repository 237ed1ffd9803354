import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { type OneTimeCodeRow, oneTimeCodes } from '../../db/schema/index';

/** Queries of one-time codes (code-service.ts holds the rules). */
export function codeRepository(db: Db) {
  return {
    /** The live code of a purpose and target, locked for the rest of the transaction. */
    async lockLive(tx: DbOrTx, purpose: string, target: string) {
      const [row] = await tx
        .select({ id: oneTimeCodes.id, resendAt: oneTimeCodes.resendAt })
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.target, target), isNull(oneTimeCodes.consumedAt)))
        .for('update');
      return row;
    },

    async insert(tx: DbOrTx, values: typeof oneTimeCodes.$inferInsert) {
      await tx.insert(oneTimeCodes).values(values);
    },

    /** Ends a code without it being used (replaced by a new one, or never delivered); its ticket goes. */
    async retire(id: string, tx: DbOrTx = db) {
      await tx.update(oneTimeCodes).set({ consumedAt: new Date(), ticketHash: null }).where(eq(oneTimeCodes.id, id));
    },

    /** Counts one try on a live, unexpired code with tries left, atomically; undefined when none is left. */
    async countTry(id: string): Promise<OneTimeCodeRow | undefined> {
      const [row] = await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(
          and(
            eq(oneTimeCodes.id, id),
            isNull(oneTimeCodes.consumedAt),
            lt(oneTimeCodes.attempts, oneTimeCodes.maxAttempts),
            gt(oneTimeCodes.expiresAt, new Date()),
          ),
        )
        .returning();
      return row;
    },

    /** Uses the code up; undefined when a parallel request used it first. */
    async consume(id: string): Promise<OneTimeCodeRow | undefined> {
      const [row] = await db
        .update(oneTimeCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
        .returning();
      return row;
    },

    async live(purpose: string, target: string): Promise<OneTimeCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.target, target), isNull(oneTimeCodes.consumedAt)))
        .limit(1);
      return row;
    },

    async liveByTicketHash(ticketHash: string): Promise<OneTimeCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.ticketHash, ticketHash), isNull(oneTimeCodes.consumedAt)))
        .limit(1);
      return row;
    },

    async deleteExpiredBefore(before: Date) {
      await db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, before));
    },
  };
}
