import { tzOffset } from '@date-fns/tz';
import { assertZone, type IsoDay, timeToMinutes } from '@sahaj/contract/dates';

/**
 * The slot engine: which consultation slots of one therapist are free. Pure (no database, no
 * clock of its own), so it can be tested with fixtures and property tests and measured alone.
 *
 * Rules:
 * - Weekly `timeSlot` windows and dated `specialTime` (extra time) windows are wall-clock times in
 *   the therapist's IANA zone. Slots start at the window's start and follow each other every
 *   `consultationDuration` minutes of wall-clock time, so a 10:00 start stays 10:00 local across
 *   daylight-saving changes. After a break or time off they start again at its end (a 13:00-14:00
 *   break with 45-minute sessions gives 14:00, not 14:15). Each slot lasts `consultationDuration` real minutes and ends no later
 *   than its window's end.
 * - A wall time that does not exist (clocks go forward) yields no slot; one that happens twice
 *   (clocks go back) yields one slot, at the earlier instant.
 * - A slot never overlaps a break of its weekday, a `offDays` (time off) range, or a busy range
 *   (appointments and live holds), nor another slot.
 * - A slot starts no earlier than now + minimum notice, and before now + horizon days.
 * Output: UTC instants, in time order.
 */

export interface WallRange {
  startTime: string;
  endTime: string;
}
export interface EngineAvailability {
  timeZone: string;
  /** Minutes; null or 0 means the therapist has no period yet, so nothing is bookable. */
  consultationDuration: number | null;
  timeSlot: ReadonlyArray<{ day: string; startTime: string; endTime: string; addBreak: readonly WallRange[] }>;
  offDays: ReadonlyArray<{ date: IsoDay; timeArray: readonly WallRange[] }>;
  specialTime: ReadonlyArray<{ date: IsoDay; timeArray: readonly WallRange[] }>;
}
export interface BusyRange {
  start: Date;
  end: Date;
}
export interface SlotQuery {
  /** Search from this instant (inclusive) ... */
  from: Date;
  /** ... to this one (exclusive, by slot start). */
  to: Date;
  now: Date;
  minNoticeMinutes: number;
  horizonDays: number;
  /** Appointments and live holds of the therapist (any order). */
  busy: readonly BusyRange[];
  /** Stop after this many slots (e.g. 1 for "first available"). */
  limit?: number;
}
export interface EngineSlot {
  start: Date;
  end: Date;
}

/**
 * Speed: one therapist-month must cost well under 2 ms, so the hot loop works on epoch
 * milliseconds and UTC calendar fields instead of formatting dates. Two facts keep that correct:
 * a zone's offset is read from @date-fns/tz (tzOffset; the zone is checked once with dates.ts assertZone) and
 * never assumed, and calendar days are stepped with Date.UTC (a calendar without daylight
 * saving). The property tests check every slot against dates.ts wallTimeToInstant.
 */
const MS_PER_MINUTE = 60_000;
/** The zone's UTC offset in minutes at an instant (@date-fns/tz; the zone is checked once per call of computeSlots). */
const offsetOf = (zone: string, at: Date) => tzOffset(zone, at);
/** Zones already checked: building an Intl formatter per call would cost more than the slots. */
const knownZones = new Set<string>();
const checkedZone = (zone: string) => {
  if (!knownZones.has(zone)) knownZones.add(assertZone(zone));
  return zone;
};
/** An instant plus whole days of 24 hours, through the UTC calendar (no daylight saving there). */
const plusDays = (at: Date, days: number) =>
  Date.UTC(
    at.getUTCFullYear(),
    at.getUTCMonth(),
    at.getUTCDate() + days,
    at.getUTCHours(),
    at.getUTCMinutes(),
    at.getUTCSeconds(),
    at.getUTCMilliseconds(),
  );
const DAY_BAND_BEFORE_MINUTES = 14 * 60;
const DAY_BAND_AFTER_MINUTES = 38 * 60;

interface Interval {
  s: number;
  e: number;
}

/** A calendar day: its 'yyyy-MM-dd', weekday name and its midnight read as if it were UTC. */
interface CalendarDay {
  iso: IsoDay;
  weekday: string;
  /** Epoch ms of the day's 00:00 as if the zone were UTC (a reference, never an instant shown). */
  asUtc: number;
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

function calendarDay(y: number, m: number, d: number): CalendarDay {
  const date = new Date(Date.UTC(y, m, d));
  return {
    iso: `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`,
    weekday: WEEKDAY_NAMES[date.getUTCDay()]!,
    asUtc: date.getTime(),
  };
}

/** The calendar day an instant falls on in a zone (its wall clock read through the zone's offset). */
function localDayOf(at: number, zone: string): { y: number; m: number; d: number } {
  const wall = new Date(at + offsetOf(zone, new Date(at)) * MS_PER_MINUTE);
  return { y: wall.getUTCFullYear(), m: wall.getUTCMonth(), d: wall.getUTCDate() };
}

/**
 * Converts wall-clock minutes on one day to epoch ms. `before` and `after` are the zone's offsets
 * just before and just after the day; when they agree the day has no clock change and the conversion is a
 * subtraction. Otherwise each of the two offsets is tried and kept when the zone really has it at
 * that instant: none means the wall time is skipped (null), two mean it happens twice (the earlier).
 */
function dayConverter(day: CalendarDay, zone: string, before: number, after: number) {
  const steady = before === after;
  const exact = (minutes: number): number | null => {
    if (steady) return day.asUtc + (minutes - before) * MS_PER_MINUTE;
    let best: number | null = null;
    for (const offset of [before, after]) {
      const at = day.asUtc + (minutes - offset) * MS_PER_MINUTE;
      if (offsetOf(zone, new Date(at)) === offset && (best === null || at < best)) best = at;
    }
    return best;
  };
  /**
   * For range ends: a wall time inside a skipped hour is taken as the moment the clocks jump (the
   * first wall minute after it that exists), so a range never reaches past that moment.
   */
  const forward = (minutes: number): number => {
    for (let m = minutes; m <= minutes + 180; m += 1) {
      const at = exact(m);
      if (at !== null) return at;
    }
    return day.asUtc + (minutes - after) * MS_PER_MINUTE;
  };
  return { exact, forward };
}

const toMinutes = (t: string) => timeToMinutes(t) ?? 0;
const wallRange = (r: WallRange) => ({ s: toMinutes(r.startTime), e: toMinutes(r.endTime) });

/**
 * Where the slot grid starts again when wall minutes [s, e) run into a break or time off: the latest
 * end among the ranges it overlaps (null when it overlaps none). Slots follow each other from the
 * window's start and start again at the end of each break, so no period is lost after a break.
 */
function resumeAfter(gaps: readonly Interval[], s: number, e: number): number | null {
  let resume: number | null = null;
  for (const g of gaps) if (g.s < e && g.e > s) resume = Math.max(resume ?? g.e, g.e);
  return resume;
}

/** Index of the first busy interval whose end is after `s` (busy sorted and disjoint). */
function firstEndingAfter(busy: readonly Interval[], s: number): number {
  let lo = 0;
  let hi = busy.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (busy[mid]!.e <= s) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Sorts ranges and merges overlapping ones, so a binary search can find the one near an instant. */
function normalise(ranges: Interval[]): Interval[] {
  const sorted = ranges.filter((r) => r.e > r.s).sort((a, b) => a.s - b.s);
  const out: Interval[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.s <= last.e) last.e = Math.max(last.e, r.e);
    else out.push({ ...r });
  }
  return out;
}

const overlapsAny = (list: readonly Interval[], s: number, e: number) => {
  const i = firstEndingAfter(list, s);
  return i < list.length && list[i]!.s < e;
};

export function computeSlots(av: EngineAvailability, q: SlotQuery): EngineSlot[] {
  const duration = av.consultationDuration ?? 0;
  if (duration <= 0 || (av.timeSlot.length === 0 && av.specialTime.length === 0)) return [];
  const zone = checkedZone(av.timeZone);
  const notBefore = Math.max(q.from.getTime(), q.now.getTime() + q.minNoticeMinutes * MS_PER_MINUTE);
  const horizon = plusDays(q.now, q.horizonDays);
  const notAfter = Math.min(q.to.getTime(), horizon);
  if (notAfter <= notBefore) return [];
  const limit = q.limit ?? Number.POSITIVE_INFINITY;
  const durationMs = duration * MS_PER_MINUTE;

  const weekly = new Map(av.timeSlot.map((s) => [s.day, s]));
  const offByDay = new Map(av.offDays.map((d) => [d.date, d.timeArray]));
  const extraByDay = new Map(av.specialTime.map((d) => [d.date, d.timeArray]));
  const busy = normalise(q.busy.map((b) => ({ s: b.start.getTime(), e: b.end.getTime() })));

  const out: EngineSlot[] = [];
  let lastEnd = Number.NEGATIVE_INFINITY;
  // A local day may begin before `notBefore` in UTC terms: start one day early and let the bounds cut.
  const first = localDayOf(notBefore, zone);
  const last = localDayOf(notAfter, zone);
  const lastRef = Date.UTC(last.y, last.m, last.d);
  for (let k = -1; ; k += 1) {
    const cal = calendarDay(first.y, first.m, first.d + k);
    if (cal.asUtc > lastRef) break;
    const day = cal.iso;
    const week = weekly.get(cal.weekday);
    const extra = extraByDay.get(day);
    if (!week && !extra) continue;
    // The zone's offsets well before and well after this local day (any zone's day lies within
    // 14 h before and 38 h after its midnight read as UTC): equal means no clock change today.
    const conv = dayConverter(
      cal,
      zone,
      offsetOf(zone, new Date(cal.asUtc - DAY_BAND_BEFORE_MINUTES * MS_PER_MINUTE)),
      offsetOf(zone, new Date(cal.asUtc + DAY_BAND_AFTER_MINUTES * MS_PER_MINUTE)),
    );
    const blocked = normalise(
      [...(week?.addBreak ?? []), ...(offByDay.get(day) ?? [])].map((r) => ({
        s: conv.forward(toMinutes(r.startTime)),
        e: conv.forward(toMinutes(r.endTime)),
      })),
    );
    const windows: Array<{ start: number; end: number; breaks: boolean }> = [];
    if (week) windows.push({ start: toMinutes(week.startTime), end: toMinutes(week.endTime), breaks: true });
    for (const r of extra ?? [])
      windows.push({ start: toMinutes(r.startTime), end: toMinutes(r.endTime), breaks: false });
    // Extra time is worked even over a weekday break: only time off blocks it.
    const offOnly = normalise(
      (offByDay.get(day) ?? []).map((r) => ({
        s: conv.forward(toMinutes(r.startTime)),
        e: conv.forward(toMinutes(r.endTime)),
      })),
    );

    // The same ranges in wall minutes: the slot grid starts again where a break or time off ends.
    const wallOff = (offByDay.get(day) ?? []).map(wallRange);
    const wallBlocked = [...(week?.addBreak ?? []).map(wallRange), ...wallOff];

    const candidates: Interval[] = [];
    for (const w of windows) {
      const windowEnd = conv.forward(w.end);
      const gaps = w.breaks ? wallBlocked : wallOff;
      for (let wall = w.start; wall + duration <= w.end; wall += duration) {
        const resume = resumeAfter(gaps, wall, wall + duration);
        if (resume !== null) {
          // A 45-minute grid from 9:00 would restart at 14:15 after a 13:00-14:00 break (issue 20 #10).
          wall = resume - duration;
          continue;
        }
        const s = conv.exact(wall);
        if (s === null) continue; // the wall time does not exist today
        const e = s + durationMs;
        if (e > windowEnd || s < notBefore || s >= notAfter) continue;
        if (overlapsAny(w.breaks ? blocked : offOnly, s, e)) continue;
        if (overlapsAny(busy, s, e)) continue;
        candidates.push({ s, e });
      }
    }
    candidates.sort((a, b) => a.s - b.s);
    for (const c of candidates) {
      if (c.s < lastEnd) continue; // overlapping windows or a clock change: keep the earlier slot
      out.push({ start: new Date(c.s), end: new Date(c.e) });
      lastEnd = c.e;
      if (out.length >= limit) return out;
    }
  }
  return out;
}

/** The first free slot from `now` within the horizon, or null. */
export function firstAvailable(av: EngineAvailability, q: Omit<SlotQuery, 'from' | 'to' | 'limit'>): EngineSlot | null {
  return computeSlots(av, { ...q, from: q.now, to: new Date(plusDays(q.now, q.horizonDays)), limit: 1 })[0] ?? null;
}

/** True when `start` is exactly the start of a free slot (used to check a requested time). */
export function isFreeSlot(av: EngineAvailability, q: Omit<SlotQuery, 'from' | 'to' | 'limit'>, start: Date): boolean {
  const duration = av.consultationDuration ?? 0;
  if (duration <= 0) return false;
  const slots = computeSlots(av, {
    ...q,
    from: start,
    to: new Date(start.getTime() + 1),
    limit: 1,
  });
  return slots[0]?.start.getTime() === start.getTime();
}
