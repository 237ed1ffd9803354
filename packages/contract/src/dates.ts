import { TZDate, tzOffset } from '@date-fns/tz';
import {
  addDays as addDaysFns,
  addMinutes as addMinutesFns,
  addMonths as addMonthsFns,
  addYears as addYearsFns,
  differenceInCalendarDays,
  differenceInYears,
  format,
  formatDuration,
  getDay,
  intervalToDuration,
  isValid,
  parse,
} from 'date-fns';

/**
 * Dates, times and time zones: the one place that does calendar and clock arithmetic (date-fns 4 and
 * @date-fns/tz). Everything else calls these; nobody multiplies 24 * 60 * 60 * 1000 or reads
 * getTimezoneOffset.
 *
 * Shapes: a calendar day is an `IsoDay` 'yyyy-MM-dd' (no zone; compares as text); a wall-clock time is
 * a `TimeOfDay` 'HH:mm' (24-hour); an instant is a `Date`; a zone is an IANA id ('Asia/Kolkata').
 * An unknown zone is an error (`UnknownTimeZoneError`), never a silent UTC.
 *
 * Zones       isIanaZone(z) · assertZone(z) · localTimeZone() · zoneOffsetMinutes(z, at?)
 * Days        isIsoDay(v) · parseIsoDay(text) · todayIn(z, now?) · dayOfInstant(at, z) · addDays(d, n)
 *             · addYears(d, n) · ageOn(dob, day) · weekdayOf(d) · isPastDay(d, today) · WEEKDAYS
 * Wall clock  wallTimeToInstant(day, time, z) → Date | null (null in a DST gap; the earlier instant in an
 *             overlap) · instantToWallTime(at, z) → { day, time } · startOfDayIn(day, z) · addMinutes(at, n)
 * Times       isTimeOfDay(v) · timeToMinutes('09:30') → 570 | null · minutesToTime(570) → '09:30' | null
 *             · formatTime12h('09:05') → '9:05 AM' · parseTime12h('9:05 am') → '09:05' | null
 *             · formatTimeShort('10:30') → '10:30AM' · formatTimeRange('09:00','10:30') → '9AM-10:30AM'
 * Until       formatTimeUntil(from, to) '2 days 3 hours'
 * Display     formatDayOrdinal(d) '1st March, 2024' · formatDay(d) '4 Aug 2020' · formatDayPadded(d)
 *             '04 Aug 2020' (DD MMM YYYY) · formatDayWeekday(d) 'Sat, 7 Oct' · formatClock(at, z) '3:05 PM'
 *             · formatDate(dayOrInstant, z?) '15 Aug 1986' · formatDateTime(at, z?) '21 Nov 2026, 2:58 PM'
 * Birth date  one display/entry form for patients and therapists: DD-MM-YYYY (spec 02's, '17-05-1990')
 *             DOB_DISPLAY_PATTERN · dobToDisplay(d) · dobFromDisplay(text) → IsoDay | null · maskDobInput(text)
 */

/** 'yyyy-MM-dd', a calendar day without a zone. */
export type IsoDay = string;
/** 'HH:mm', a 24-hour wall-clock time. */
export type TimeOfDay = string;

/** Weekday names in `getDay` order (0 = Sunday), the spec's `timeSlot[].day` values. */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const MINUTES_PER_DAY = 1440;

// ---------------------------------------------------------------------------------------------
// Zones

export class UnknownTimeZoneError extends Error {
  constructor(readonly zone: string) {
    super(`Unknown time zone: ${zone}`);
    this.name = 'UnknownTimeZoneError';
  }
}

/** Zones Intl accepted once (a zone never stops being one; building a formatter per check cost ~2 % of a slot request). */
const validZones = new Set<string>();

/** True for an IANA zone id the runtime knows (Intl decides; 'Kolkata' or '' is not one). */
export function isIanaZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || !zone || zone.length > 64) return false;
  if (validZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    validZones.add(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone itself, or UnknownTimeZoneError. */
export function assertZone(zone: string): string {
  if (!isIanaZone(zone)) throw new UnknownTimeZoneError(String(zone));
  return zone;
}

let runtimeZone: string | undefined;
/**
 * The runtime's own zone (the browser's, on the web), read once: building an Intl.DateTimeFormat is
 * slow (tens of ms a page on a phone), and screens ask on every render (useViewerZone).
 */
export const localTimeZone = (): string => (runtimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

/** The zone's UTC offset at an instant, in minutes (daylight saving included): Asia/Kolkata → 330. */
export function zoneOffsetMinutes(zone: string, at: Date = new Date()): number {
  return tzOffset(assertZone(zone), at);
}

// ---------------------------------------------------------------------------------------------
// Calendar days

const ISO_DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME_RE = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
const REFERENCE = new Date(2000, 0, 1);

/** A Date at local midnight of the day, for date-fns calendar functions only (never an instant). */
const calendar = (day: IsoDay) => parse(day, 'yyyy-MM-dd', REFERENCE);
const dayText = (date: Date) => format(date, 'yyyy-MM-dd');

/** True for a real calendar day written 'yyyy-MM-dd' ('2023-02-29' is not one). */
export function isIsoDay(value: unknown): value is IsoDay {
  return typeof value === 'string' && ISO_DAY_RE.test(value) && isValid(calendar(value));
}

/** 'yyyy-MM-dd', or an ISO date-time whose date part is taken as written, → the day; null when not a real day. */
export function parseIsoDay(value: string): IsoDay | null {
  const text = value.trim();
  const day = ISO_DAY_RE.test(text) ? text : ISO_DATE_TIME_RE.exec(text)?.[1];
  return day && isIsoDay(day) ? day : null;
}

/** The calendar day an instant falls on in a zone. */
export function dayOfInstant(at: Date, zone: string): IsoDay {
  return format(new TZDate(at, assertZone(zone)), 'yyyy-MM-dd');
}

/** Today in a zone ("today" always names its zone: the therapist's, the caller's, or localTimeZone()). */
export function todayIn(zone: string, now: Date = new Date()): IsoDay {
  return dayOfInstant(now, zone);
}

export const addDays = (day: IsoDay, days: number): IsoDay => dayText(addDaysFns(calendar(day), days));
/** Years on the calendar; 29 February plus one year is 28 February. */
export const addYears = (day: IsoDay, years: number): IsoDay => dayText(addYearsFns(calendar(day), years));
/** Whole calendar days from one day to another (negative when `to` is earlier). */
export const daysBetween = (from: IsoDay, to: IsoDay): number => differenceInCalendarDays(calendar(to), calendar(from));
/** The same wall-clock moment `months` calendar months later in `zone` (31 Jan + 1 month = 28/29 Feb). */
export const addMonthsIn = (at: Date, months: number, zone: string): Date =>
  new Date(addMonthsFns(new TZDate(at.getTime(), assertZone(zone)), months).getTime());

/** Whole years from a birth day to a day (someone born 29 February turns a year older on 1 March). */
export function ageOn(dob: IsoDay, day: IsoDay): number {
  if (!isIsoDay(dob) || !isIsoDay(day)) return Number.NaN;
  return differenceInYears(calendar(day), calendar(dob));
}

export const weekdayOf = (day: IsoDay): Weekday => WEEKDAYS[getDay(calendar(day))]!;

/** Date pickers disable past days: true when `day` is before `today` (both 'yyyy-MM-dd'). */
export const isPastDay = (day: IsoDay, today: IsoDay) => day < today;

// ---------------------------------------------------------------------------------------------
// Wall clock ↔ instant (weekly availability is stored as wall times in the therapist's zone)

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The instant a wall-clock time on a day happens in a zone. null when it does not happen (the hour
 * skipped when clocks go forward: 02:30 on 10 March 2024 in America/New_York); when it happens
 * twice (clocks go back) the earlier instant.
 */
export function wallTimeToInstant(day: IsoDay, time: TimeOfDay, zone: string): Date | null {
  assertZone(zone);
  const minutes = timeToMinutes(time);
  if (!isIsoDay(day) || minutes === null) return null;
  // The wall time read as if it were UTC; the real instant is that minus the zone's offset then.
  const asUtc = new TZDate(`${day}T${time}:00Z`, 'UTC');
  const offsets = new Set([
    tzOffset(zone, addDaysFns(asUtc, -1)),
    tzOffset(zone, asUtc),
    tzOffset(zone, addDaysFns(asUtc, 1)),
  ]);
  const candidates = [...offsets]
    .map((offset) => addMinutesFns(asUtc, -offset))
    .filter((at) => format(new TZDate(at, zone), 'yyyy-MM-dd HH:mm') === `${day} ${time}`)
    .sort((a, b) => a.getTime() - b.getTime());
  return candidates[0] ? new Date(candidates[0].getTime()) : null;
}

/** The day and wall-clock time of an instant in a zone. */
export function instantToWallTime(at: Date, zone: string): { day: IsoDay; time: TimeOfDay } {
  const local = new TZDate(at, assertZone(zone));
  return { day: format(local, 'yyyy-MM-dd'), time: format(local, 'HH:mm') };
}

/** The first instant of a day in a zone (midnight, or the first minute that exists when midnight is skipped). */
export function startOfDayIn(day: IsoDay, zone: string): Date {
  assertZone(zone);
  if (!isIsoDay(day)) throw new RangeError(`Not a day: ${day}`);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  // When midnight is skipped, TZDate moves forward to the first wall time that exists.
  return wallTimeToInstant(day, '00:00', zone) ?? new Date(new TZDate(y, m - 1, d, 0, 0, 0, zone).getTime());
}

export const addMinutes = (at: Date, minutes: number): Date => new Date(addMinutesFns(at, minutes).getTime());

// ---------------------------------------------------------------------------------------------
// Times of day

export const TIME_OF_DAY_PATTERN = TIME_RE;
export const isTimeOfDay = (value: unknown): value is TimeOfDay => typeof value === 'string' && TIME_RE.test(value);

/** 'HH:mm' → minutes after midnight; null when not such a time (never throws: safe inside schemas). */
export function timeToMinutes(time: unknown): number | null {
  if (typeof time !== 'string') return null;
  const m = TIME_RE.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** Minutes after midnight (0–1439) → 'HH:mm'; null outside the day. */
export function minutesToTime(total: number): TimeOfDay | null {
  if (!Number.isInteger(total) || total < 0 || total >= MINUTES_PER_DAY) return null;
  return format(new Date(2000, 0, 1, Math.floor(total / 60), total % 60), 'HH:mm');
}

const clockDate = (time: TimeOfDay) => parse(time, 'HH:mm', REFERENCE);

/** '09:05' → '9:05 AM', '00:00' → '12:00 AM' (time pickers and the spec's 'h:mm A'); '' when not a time. */
export const formatTime12h = (time: TimeOfDay): string => (isTimeOfDay(time) ? format(clockDate(time), 'h:mm a') : '');

/** '9:05 AM', '9:05am', '12:00 pm' → 'HH:mm'; null when not a 12-hour time. */
export function parseTime12h(text: string): TimeOfDay | null {
  const m = /^\s*(1[0-2]|0?[1-9]):([0-5]\d)\s*([AaPp])[Mm]\s*$/.exec(text);
  if (!m) return null;
  const parsed = parse(`${m[1]}:${m[2]} ${m[3]!.toUpperCase()}M`, 'h:mm a', REFERENCE);
  return isValid(parsed) ? format(parsed, 'HH:mm') : null;
}

/** '09:00' → '9AM', '10:30' → '10:30AM' (the spec's short form in time ranges); '' when not a time. */
export function formatTimeShort(time: TimeOfDay): string {
  if (!isTimeOfDay(time)) return '';
  const date = clockDate(time);
  return format(date, date.getMinutes() === 0 ? 'ha' : 'h:mma');
}

/** A range like '9AM-10:30AM'. */
export const formatTimeRange = (start: TimeOfDay, end: TimeOfDay) =>
  `${formatTimeShort(start)}-${formatTimeShort(end)}`;

// ---------------------------------------------------------------------------------------------
// Display (spec 03 §"Date formats"; the admin's '15 Aug 1986' and '21 Nov 2026, 2:58 PM')

/** A day in a date-fns pattern; '' when not a day (a screen never crashes on a bad value). */
const showDay = (day: IsoDay, pattern: string) => (isIsoDay(day) ? format(calendar(day), pattern) : '');

/** '2024-03-01' → '1st March, 2024' (the booking success page's 'Do MMMM, YYYY'). */
export const formatDayOrdinal = (day: IsoDay) => showDay(day, 'do MMMM, yyyy');
/** '2020-08-04' → '4 Aug 2020'. */
export const formatDay = (day: IsoDay) => showDay(day, 'd MMM yyyy');
/** '2020-08-04' → '04 Aug 2020' (DD MMM YYYY, the employee joining date). */
export const formatDayPadded = (day: IsoDay) => showDay(day, 'dd MMM yyyy');
/** '2023-10-07' → 'Sat, 7 Oct'. */
export const formatDayWeekday = (day: IsoDay) => showDay(day, 'EEE, d MMM');
/** An instant's wall-clock time in a zone: '3:05 PM'. */
export const formatClock = (at: Date, zone: string) => format(new TZDate(at, assertZone(zone)), 'h:mm a');

const asInstant = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/**
 * '15 Aug 1986'. A bare day is shown as that day whatever the viewer's zone; an instant (ISO
 * date-time or Date) as its day in `zone` (the viewer's own by default).
 */
export function formatDate(value: string | Date, zone: string = localTimeZone()): string {
  if (typeof value === 'string' && isIsoDay(value)) return formatDay(value);
  return formatDay(dayOfInstant(asInstant(value), zone));
}

/**
 * How long from one instant until another, in its two largest units: '2 days 3 hours',
 * '45 minutes' (a dashboard's "your next session starts in …"). 'less than a minute' under a
 * minute; 'now' once `to` is not after `from`.
 */
export function formatTimeUntil(from: Date, to: Date): string {
  if (to.getTime() <= from.getTime()) return 'now';
  const duration = intervalToDuration({ start: from, end: to });
  const units = (['years', 'months', 'days', 'hours', 'minutes'] as const).filter((u) => duration[u]);
  return formatDuration(duration, { format: units.slice(0, 2) }) || 'less than a minute';
}

/** '21 Nov 2026, 2:58 PM' in `zone` (the viewer's own by default). */
export function formatDateTime(value: string | Date, zone: string = localTimeZone()): string {
  return format(new TZDate(asInstant(value), assertZone(zone)), 'd MMM yyyy, h:mm a');
}

// ---------------------------------------------------------------------------------------------
// Date of birth: one display and entry form for patients and therapists, DD-MM-YYYY (spec 02 names
// it; spec 01 names none). The API always carries 'yyyy-MM-dd'.

/** For placeholders and Mantine's valueFormat (dayjs tokens). */
export const DOB_DISPLAY_PATTERN = 'DD-MM-YYYY';

/** '1990-05-17' → '17-05-1990'; '' when not a day. */
export function dobToDisplay(day: string | null | undefined): string {
  const iso = day ? parseIsoDay(day) : null;
  return iso ? format(calendar(iso), 'dd-MM-yyyy') : '';
}

/** '17-05-1990' → '1990-05-17'; null when not a real day in that form. */
export function dobFromDisplay(text: string): IsoDay | null {
  const trimmed = text.trim();
  if (!/^\d{2}-\d{2}-\d{4}$/.test(trimmed)) return null;
  const date = parse(trimmed, 'dd-MM-yyyy', REFERENCE);
  return isValid(date) ? dayText(date) : null;
}

/** Keeps digits and puts the dashes in as the person types: '17051990' → '17-05-1990'. */
export function maskDobInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}-${digits.slice(2)}`;
  return `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}`;
}
