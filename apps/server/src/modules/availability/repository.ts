import { eq, inArray, sql } from 'drizzle-orm';
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

    /**
     * One user's zone, period, weekly slots, their breaks and dated rows in a single statement (the
     * slot route reads this on every request: one round trip instead of four). Undefined when
     * there is no such user. The json rows carry the same fields as the tables' rows.
     */
    async weekOf(userId: string) {
      const [row] = await db
        .select({
          timeZone: users.timeZone,
          consultationDuration: therapistProfiles.consultationDuration,
          slots: sql<Array<{ id: string; day: number; startTime: string; endTime: string }>>`(
            select coalesce(json_agg(json_build_object('id', s.id, 'day', s.day, 'startTime', s.start_time, 'endTime', s.end_time)), '[]'::json)
            from ${therapistWeeklySlots} s where s.user_id = ${users.id})`,
          breaks: sql<Array<{ slotId: string; startTime: string; endTime: string }>>`(
            select coalesce(json_agg(json_build_object('slotId', b.slot_id, 'startTime', b.start_time, 'endTime', b.end_time)), '[]'::json)
            from ${therapistSlotBreaks} b join ${therapistWeeklySlots} s on s.id = b.slot_id where s.user_id = ${users.id})`,
          dated: sql<Array<{ kind: 'off' | 'extra'; date: string; startTime: string; endTime: string }>>`(
            select coalesce(json_agg(json_build_object('kind', d.kind, 'date', d.date, 'startTime', d.start_time, 'endTime', d.end_time)), '[]'::json)
            from ${therapistDatedSlots} d where d.user_id = ${users.id})`,
        })
        .from(users)
        .leftJoin(therapistProfiles, eq(therapistProfiles.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      return row;
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
