import { addDays, type IsoDay, todayIn, wallTimeToInstant } from '@sahaj/contract';

export interface Schedule {
  timesOfDay: string[];
  startDate: IsoDay;
  endDate: IsoDay | null;
}

/** Every dose instant of `day` in `zone` (skipping a time a DST change removes), when the day is in the schedule. */
export function dosesOn(s: Schedule, day: IsoDay, zone: string): Date[] {
  if (day < s.startDate || (s.endDate && day > s.endDate)) return [];
  return [...s.timesOfDay]
    .sort()
    .map((t) => wallTimeToInstant(day, t, zone))
    .filter((d): d is Date => d !== null);
}

/** The first dose strictly after `now`, or null when the schedule has ended. */
export function nextDose(s: Schedule, zone: string, now: Date): Date | null {
  let day = todayIn(zone, now);
  if (day < s.startDate) day = s.startDate;
  for (let i = 0; i < 3; i++, day = addDays(day, 1)) {
    const next = dosesOn(s, day, zone).find((d) => d > now);
    if (next) return next;
  }
  return null;
}

export function statusOf(s: Schedule, zone: string, now: Date): 'active' | 'upcoming' | 'ended' {
  const today = todayIn(zone, now);
  if (today < s.startDate) return 'upcoming';
  if (s.endDate && today > s.endDate) return 'ended';
  return nextDose(s, zone, now) ? 'active' : 'ended';
}

/**
 * Doses that came due in (now − window, now]: the ones the scan sends. Yesterday is looked at too, so
 * a dose just before midnight is not missed by a scan just after it.
 */
export function dueDoses(s: Schedule, zone: string, now: Date, windowMs: number, notBefore: Date): Date[] {
  const today = todayIn(zone, now);
  return [addDays(today, -1), today]
    .flatMap((day) => dosesOn(s, day, zone))
    .filter((d) => d <= now && d.getTime() > now.getTime() - windowMs && d >= notBefore);
}
