import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { therapistDatedSlots, therapistSlotBreaks, therapistWeeklySlots } from '../../db/schema/index';

/** Weekly slots, their breaks, and dated time off / extra time of one therapist. */
export function availabilityRepository(db: Db) {
  return {
    async read(userId: string) {
      const slots = await db.select().from(therapistWeeklySlots).where(eq(therapistWeeklySlots.userId, userId));
      const breaks = slots.length
        ? await db
            .select()
            .from(therapistSlotBreaks)
            .where(
              inArray(
                therapistSlotBreaks.slotId,
                slots.map((s) => s.id),
              ),
            )
        : [];
      const dated = await db.select().from(therapistDatedSlots).where(eq(therapistDatedSlots.userId, userId));
      return {
        slots,
        breaks,
        off: dated.filter((d) => d.kind === 'off'),
        extra: dated.filter((d) => d.kind === 'extra'),
      };
    },

    async countWeekly(userId: string) {
      const rows = await db
        .select({ id: therapistWeeklySlots.id })
        .from(therapistWeeklySlots)
        .where(eq(therapistWeeklySlots.userId, userId));
      return rows.length;
    },

    /** Replaces the whole schedule (call inside a transaction). */
    async replace(
      tx: DbOrTx,
      userId: string,
      week: Array<{
        day: number;
        startTime: string;
        endTime: string;
        breaks: Array<{ startTime: string; endTime: string }>;
      }>,
      dated: Array<{ kind: 'off' | 'extra'; date: string; startTime: string; endTime: string }>,
    ) {
      await tx.delete(therapistWeeklySlots).where(eq(therapistWeeklySlots.userId, userId));
      await tx.delete(therapistDatedSlots).where(and(eq(therapistDatedSlots.userId, userId)));
      for (const d of week) {
        const [slot] = await tx
          .insert(therapistWeeklySlots)
          .values({ userId, day: d.day, startTime: d.startTime, endTime: d.endTime })
          .returning({ id: therapistWeeklySlots.id });
        if (d.breaks.length) {
          await tx.insert(therapistSlotBreaks).values(d.breaks.map((b) => ({ slotId: slot!.id, ...b })));
        }
      }
      if (dated.length) await tx.insert(therapistDatedSlots).values(dated.map((d) => ({ userId, ...d })));
    },
  };
}
