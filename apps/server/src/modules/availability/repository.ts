import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  therapistDatedSlots,
  therapistProfiles,
  therapistSlotBreaks,
  therapistWeeklySlots,
  users,
} from '../../db/schema/index';
import type { DatedRows, WeekRows } from './mapper';

/** Queries of one therapist's availability: the weekly pattern, its breaks, dated rows, zone and period. */
export function availabilityRepository(db: DbOrTx) {
  return {
    /** The weekly slots, their breaks and the dated rows of one or more therapists. */
    async rows(userIds: readonly string[]) {
      if (!userIds.length) return { slots: [], breaks: [], dated: [] };
      const [slots, dated] = await Promise.all([
        db
          .select()
          .from(therapistWeeklySlots)
          .where(inArray(therapistWeeklySlots.userId, [...userIds])),
        db
          .select()
          .from(therapistDatedSlots)
          .where(inArray(therapistDatedSlots.userId, [...userIds])),
      ]);
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
      return { slots, breaks, dated };
    },

    /** Zone and consultation period of each existing user among the ids. */
    settings(userIds: readonly string[]) {
      if (!userIds.length) return Promise.resolve([]);
      return db
        .select({
          id: users.id,
          timeZone: users.timeZone,
          consultationDuration: therapistProfiles.consultationDuration,
        })
        .from(users)
        .leftJoin(therapistProfiles, eq(therapistProfiles.userId, users.id))
        .where(inArray(users.id, [...userIds]));
    },

    /** Replaces the whole schedule and the period (call inside a transaction). */
    async replace(tx: DbOrTx, userId: string, week: WeekRows, dated: DatedRows, consultationDuration: number) {
      await tx.delete(therapistWeeklySlots).where(eq(therapistWeeklySlots.userId, userId));
      await tx.delete(therapistDatedSlots).where(eq(therapistDatedSlots.userId, userId));
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
      await tx
        .insert(therapistProfiles)
        .values({ userId, consultationDuration })
        .onConflictDoUpdate({ target: therapistProfiles.userId, set: { consultationDuration, updatedAt: new Date() } });
    },
  };
}
