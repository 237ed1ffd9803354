import { TZDate } from '@date-fns/tz';
import { type AvailabilityPayload, isPastDate, MSG, type TimeSlot } from '@sahaj/contract';
import { format } from 'date-fns';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { datedSlotsFromDb, dayToDb, timeSlotsFromDb } from '../therapist-profile/mapper';
import { availabilityRepository } from './repository';

/** Today in the therapist's own zone, YYYY-MM-DD. */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return format(new TZDate(now, timeZone), 'yyyy-MM-dd');
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/**
 * Availability of one therapist. The shape rules (period, days, break bounds, ranges) are the
 * contract's availabilityPayload schema, the same module the editor uses; here only what needs the
 * therapist's clock: dated days may not be in the past of their own time zone.
 */
export function availabilityService(db: Db) {
  const repo = availabilityRepository(db);
  return {
    async read(userId: string): Promise<{
      timeSlot: TimeSlot[];
      offDays: ReturnType<typeof datedSlotsFromDb>;
      specialTime: ReturnType<typeof datedSlotsFromDb>;
    }> {
      const r = await repo.read(userId);
      return {
        timeSlot: timeSlotsFromDb(r.slots, r.breaks),
        offDays: datedSlotsFromDb(r.off),
        specialTime: datedSlotsFromDb(r.extra),
      };
    },

    hasWeekly: async (userId: string) => (await repo.countWeekly(userId)) > 0,

    /** Checks dates against the therapist's today; `existing` dates stay allowed (saved earlier, now past). */
    checkDates(payload: AvailabilityPayload, timeZone: string, existing: Set<string>, now = new Date()) {
      const today = todayIn(timeZone, now);
      for (const d of [...payload.offDays, ...payload.specialTime]) {
        if (isPastDate(d.date, today) && !existing.has(d.date)) throw badRequest(MSG.pastDate);
      }
    },

    /** Replaces the schedule inside the caller's transaction. */
    async save(tx: DbOrTx, userId: string, payload: AvailabilityPayload) {
      const week = payload.timeSlot.map((s) => ({
        day: dayToDb(s.day),
        startTime: s.startTime,
        endTime: s.endTime,
        breaks: s.addBreak,
      }));
      const dated = [
        ...payload.offDays.flatMap((d) => d.timeArray.map((t) => ({ kind: 'off' as const, date: d.date, ...t }))),
        ...payload.specialTime.flatMap((d) => d.timeArray.map((t) => ({ kind: 'extra' as const, date: d.date, ...t }))),
      ];
      await repo.replace(tx, userId, week, dated);
    },
  };
}
export type AvailabilityService = ReturnType<typeof availabilityService>;
