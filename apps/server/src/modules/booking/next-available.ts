import { TZDate } from '@date-fns/tz';
import { BOOKING_HORIZON_DAYS, DEFAULT_MIN_NOTICE_MINUTES, isIanaZone } from '@sahaj/contract';
import { addDays } from 'date-fns';
import type { Db } from '../../db/client';
import { availabilityService } from '../availability/service';
import { bookingRepository } from './repository';
import { type EngineAvailability, firstAvailable } from './slot-engine';

/**
 * Availability of many therapists through the availability feature (one query per table). A stored
 * zone that is not a real one fails the whole read; then each is read alone and that one is skipped
 * (it has no bookable slot until its zone is fixed).
 */
async function weeksOf(db: Db, ids: string[]): Promise<Map<string, EngineAvailability>> {
  const availability = availabilityService(db);
  try {
    return await availability.weeksFor(ids);
  } catch {
    const out = new Map<string, EngineAvailability>();
    for (const id of ids) {
      const week = await availability.weekFor(id).catch(() => undefined);
      if (week) out.set(id, week);
    }
    return out;
  }
}

/**
 * Recomputes therapist_booking_stats.next_available_at (the first free slot within the horizon)
 * for some therapists: three bulk reads, the slot engine per therapist, one upsert. Used by the
 * booking service after changes, by the refresh job, and by the seeds.
 */
export async function refreshNextAvailableFor(
  db: Db,
  therapistIds: string[],
  now: Date,
  minNoticeMinutes = DEFAULT_MIN_NOTICE_MINUTES,
): Promise<void> {
  if (!therapistIds.length) return;
  const repo = bookingRepository(db);
  const horizonEnd = addDays(new TZDate(now.getTime(), 'UTC'), BOOKING_HORIZON_DAYS);
  const [weeks, busy] = await Promise.all([
    weeksOf(db, therapistIds),
    repo.busyOfMany(therapistIds, now, horizonEnd, now),
  ]);
  const busyBy = new Map<string, Array<{ start: Date; end: Date }>>();
  for (const b of busy) busyBy.set(b.therapistId, [...(busyBy.get(b.therapistId) ?? []), b]);
  const rows = therapistIds.map((id) => {
    const week = weeks.get(id);
    const next =
      week && isIanaZone(week.timeZone)
        ? (firstAvailable(week, {
            now,
            minNoticeMinutes,
            horizonDays: BOOKING_HORIZON_DAYS,
            busy: busyBy.get(id) ?? [],
          })?.start ?? null)
        : null;
    return { therapistId: id, nextAvailableAt: next };
  });
  await repo.saveNextAvailable(rows, now);
}
