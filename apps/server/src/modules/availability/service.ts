import {
  type AvailabilityPayload,
  assertZone,
  type DatedSlot,
  isPastDay,
  MSG,
  type TimeSlot,
  todayIn,
} from '@sahaj/contract';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { datedSlotsFromDb, datedToDb, timeSlotsFromDb, weekToDb } from './mapper';
import { availabilityRepository } from './repository';

/** A therapist's schedule in the API's own shapes (wall-clock 'HH:mm' times in their zone). */
export interface Schedule {
  timeSlot: TimeSlot[];
  offDays: DatedSlot[];
  specialTime: DatedSlot[];
}

/** What booking needs to compute slots: the schedule, the zone its times are in, and the period. */
export interface TherapistWeek extends Schedule {
  /** IANA zone of the wall-clock times (checked: an unknown zone throws, never a silent UTC). */
  timeZone: string;
  /** Minutes per consultation (30, 45, 60, 120); null while the therapist has not chosen one. */
  consultationDuration: number | null;
}

/**
 * Availability of one therapist (spec 02 §4). The shape rules (period, days, break bounds, ranges)
 * are the contract's availabilityPayload schema, the module the editor uses too; here only what
 * needs the database or the therapist's clock.
 */
/** Who wants to know that a schedule changed (booking refreshes the therapist's first free slot). */
export interface AvailabilityHooks {
  afterSave?: (userId: string) => Promise<void>;
}

export function availabilityService(db: Db, hooks: AvailabilityHooks = {}) {
  const repo = availabilityRepository(db);

  /** Each therapist's schedule, from the rows of all of them (one query per table). */
  async function schedules(userIds: readonly string[]): Promise<Map<string, Schedule>> {
    const r = await repo.rows(userIds);
    const out = new Map<string, Schedule>();
    for (const id of userIds) {
      const slots = r.slots.filter((s) => s.userId === id);
      const slotIds = new Set(slots.map((s) => s.id));
      const dated = r.dated.filter((d) => d.userId === id);
      out.set(id, {
        timeSlot: timeSlotsFromDb(
          slots,
          r.breaks.filter((b) => slotIds.has(b.slotId)),
        ),
        offDays: datedSlotsFromDb(dated, 'offDays'),
        specialTime: datedSlotsFromDb(dated, 'specialTime'),
      });
    }
    return out;
  }

  /**
   * The read API for booking, many therapists at once: id → zone, period, weekly slots with breaks,
   * time off (offDays) and extra time (specialTime). Unknown ids are left out. Throws
   * UnknownTimeZoneError when a stored zone is not a known IANA zone (never a silent UTC).
   */
  async function weeksFor(therapistIds: readonly string[]): Promise<Map<string, TherapistWeek>> {
    const ids = [...new Set(therapistIds)];
    const [settings, byId] = await Promise.all([repo.settings(ids), schedules(ids)]);
    return new Map(
      settings.map((s) => [
        s.id,
        {
          timeZone: assertZone(s.timeZone),
          consultationDuration: s.consultationDuration ?? null,
          ...byId.get(s.id)!,
        },
      ]),
    );
  }

  return {
    /** One therapist's schedule in the API shapes (the work profile read). */
    schedule: async (userId: string): Promise<Schedule> => (await schedules([userId])).get(userId)!,

    weeksFor,

    /**
     * The read API for booking, one therapist: `availabilityService(db).weekFor(therapistId)` (also
     * `ctx.services.availability`) → TherapistWeek, or undefined when there is no such user.
     */
    weekFor: async (therapistId: string): Promise<TherapistWeek | undefined> => {
      const row = await repo.weekOf(therapistId);
      if (!row) return undefined;
      return {
        timeZone: assertZone(row.timeZone),
        consultationDuration: row.consultationDuration ?? null,
        timeSlot: timeSlotsFromDb(row.slots, row.breaks),
        offDays: datedSlotsFromDb(row.dated, 'offDays'),
        specialTime: datedSlotsFromDb(row.dated, 'specialTime'),
      };
    },

    /**
     * Replaces the schedule and the period. Dated days may not lie in the past of the therapist's
     * own zone, except days already saved (they stay, now past). `alsoInTransaction` lets the
     * caller record its own progress atomically with the save (the wizard's page).
     */
    async save(
      userId: string,
      payload: AvailabilityPayload,
      opts: { timeZone: string; now?: Date; alsoInTransaction?: (tx: DbOrTx) => Promise<void> },
    ) {
      const before = (await schedules([userId])).get(userId)!;
      const saved = new Set([...before.offDays, ...before.specialTime].map((d) => d.date));
      const today = todayIn(opts.timeZone, opts.now ?? new Date());
      for (const list of ['offDays', 'specialTime'] as const) {
        payload[list].forEach((d, i) => {
          if (isPastDay(d.date, today) && !saved.has(d.date)) {
            throw badRequest(MSG.pastDate, 'PAST_DATE', { field: `${list}.${i}.date` });
          }
        });
      }
      await db.transaction(async (tx) => {
        await repo.replace(tx, userId, weekToDb(payload.timeSlot), datedToDb(payload), payload.consultationDuration);
        await opts.alsoInTransaction?.(tx);
      });
      await hooks.afterSave?.(userId);
    },
  };
}
export type AvailabilityService = ReturnType<typeof availabilityService>;
