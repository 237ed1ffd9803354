import { z } from 'zod';
import { isIsoDay, isTimeOfDay, MINUTES_PER_DAY, minutesToTime, timeToMinutes, WEEKDAYS, type Weekday } from './dates';
import { THERAPIST_PROFILE_MSG as M } from './messages/therapist-profile';

/**
 * Every availability rule of spec 02 §4 in one pure module: the web editor calls the edit
 * functions (each returns the next state, or the unchanged state and the spec's message), and the
 * server validates the saved payload with the schemas at the bottom. Times are 24-hour 'HH:mm'
 * wall-clock strings in the therapist's own time zone; the screens show them in 12-hour form.
 */

// ---------------------------------------------------------------------------------------------
// Constants

export const CONSULTATION_PERIODS = ['30m', '45m', '1hr', '2hr'] as const;
export type ConsultationPeriod = (typeof CONSULTATION_PERIODS)[number];
export const DEFAULT_CONSULTATION_PERIOD: ConsultationPeriod = '30m';
export const PERIOD_MINUTES: Record<ConsultationPeriod, number> = { '30m': 30, '45m': 45, '1hr': 60, '2hr': 120 };
export const PERIOD_LABELS: Record<ConsultationPeriod, string> = {
  '30m': '30 min',
  '45m': '45 min',
  '1hr': '1 hr',
  '2hr': '2 hr',
};
/** consultationDuration values the API accepts (minutes). */
export const CONSULTATION_DURATIONS = [30, 45, 60, 120] as const;
export type ConsultationDuration = (typeof CONSULTATION_DURATIONS)[number];

/** Time pickers use a 5-minute step and a 12-hour format. */
export const TIME_STEP_MINUTES = 5;
const LAST_MINUTE_OF_DAY = MINUTES_PER_DAY - TIME_STEP_MINUTES;

// ---------------------------------------------------------------------------------------------
// Time helpers (conversions live in dates.ts; these only name the availability meaning)

/** An 'HH:mm' time on the pickers' 5-minute grid (typed minutes such as 10:07 are refused by the field). */
const isTime = (t: string): boolean => isTimeOfDay(t) && (timeToMinutes(t) ?? 1) % TIME_STEP_MINUTES === 0;
/**
 * Minutes after midnight of an 'HH:mm' time. Not-a-time is NaN, so every comparison with it is
 * false: a schema check reached after the format check failed adds an issue instead of throwing.
 */
const toMinutes = (time: string): number => timeToMinutes(time) ?? Number.NaN;

const addPeriod = (start: string, period: ConsultationPeriod): string | null => {
  const end = toMinutes(start) + PERIOD_MINUTES[period];
  return end > LAST_MINUTE_OF_DAY ? null : minutesToTime(end);
};

export const periodFromDuration = (minutes: number | null | undefined): ConsultationPeriod | null =>
  (Object.entries(PERIOD_MINUTES).find(([, v]) => v === minutes)?.[0] as ConsultationPeriod | undefined) ?? null;

// ---------------------------------------------------------------------------------------------
// Weekly editor state and its rules

export interface DayAvailability {
  isAvailable: boolean;
  hasBreak: boolean;
  startTime: string | null;
  endTime: string | null;
  breakStartTime: string | null;
  breakEndTime: string | null;
}
export type WeekAvailability = Record<Weekday, DayAvailability>;

/** An edit's outcome: the next state, or the unchanged state and the message to show. */
export interface EditResult<T> {
  value: T;
  error?: string;
}

export const emptyDay = (): DayAvailability => ({
  isAvailable: false,
  hasBreak: false,
  startTime: null,
  endTime: null,
  breakStartTime: null,
  breakEndTime: null,
});

/** Every day off. Also the spec's "changing the period resets all days to default": the editor sets emptyWeek(). */
export const emptyWeek = (): WeekAvailability =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, emptyDay()])) as WeekAvailability;

const withDay = (week: WeekAvailability, day: Weekday, next: DayAvailability): WeekAvailability => ({
  ...week,
  [day]: next,
});

/**
 * A weekday can be switched on only after a consultation period is chosen; switching a day off
 * resets it to default.
 */
export function setDayAvailable(
  week: WeekAvailability,
  day: Weekday,
  on: boolean,
  period: ConsultationPeriod | null,
): EditResult<WeekAvailability> {
  if (!on) return { value: withDay(week, day, emptyDay()) };
  if (!period) return { value: week, error: M.choosePeriodFirst };
  return { value: withDay(week, day, { ...week[day], isAvailable: true }) };
}

/** Setting start time sets end time to start plus the period length and clears the break. */
export function setStartTime(
  week: WeekAvailability,
  day: Weekday,
  time: string | null,
  period: ConsultationPeriod | null,
): EditResult<WeekAvailability> {
  if (!period) return { value: week, error: M.choosePeriodFirst };
  const cleared = { ...week[day], hasBreak: false, breakStartTime: null, breakEndTime: null };
  if (!time) return { value: withDay(week, day, { ...cleared, startTime: null, endTime: null }) };
  if (!isTime(time)) return { value: week, error: M.invalidTime };
  const end = addPeriod(time, period);
  if (!end) return { value: week, error: M.endAfterStart };
  return { value: withDay(week, day, { ...cleared, isAvailable: true, startTime: time, endTime: end }) };
}

/** Setting end time manually clears the break. The end must come after the start. */
export function setEndTime(week: WeekAvailability, day: Weekday, time: string | null): EditResult<WeekAvailability> {
  const current = week[day];
  const cleared = { ...current, hasBreak: false, breakStartTime: null, breakEndTime: null };
  if (!time) return { value: withDay(week, day, { ...cleared, endTime: null }) };
  if (!isTime(time)) return { value: week, error: M.invalidTime };
  if (!current.startTime) return { value: week, error: M.chooseConsultationTime };
  if (toMinutes(time) <= toMinutes(current.startTime)) return { value: week, error: M.endAfterStart };
  return { value: withDay(week, day, { ...cleared, endTime: time }) };
}

/**
 * The break toggle needs a start time. Removing the break clears break times and resets the end
 * time to start plus the period.
 */
export function setBreak(
  week: WeekAvailability,
  day: Weekday,
  on: boolean,
  period: ConsultationPeriod | null,
): EditResult<WeekAvailability> {
  const current = week[day];
  if (on) {
    if (!current.startTime) return { value: week, error: M.chooseConsultationTime };
    return { value: withDay(week, day, { ...current, hasBreak: true }) };
  }
  const endTime = current.startTime && period ? addPeriod(current.startTime, period) : current.endTime;
  return {
    value: withDay(week, day, { ...current, hasBreak: false, breakStartTime: null, breakEndTime: null, endTime }),
  };
}

/** Break start must lie within start and end, inclusive; setting it clears the break end. */
export function setBreakStart(week: WeekAvailability, day: Weekday, time: string | null): EditResult<WeekAvailability> {
  const current = week[day];
  if (!current.startTime || !current.endTime) return { value: week, error: M.chooseConsultationTimeFirst };
  if (!time) return { value: withDay(week, day, { ...current, breakStartTime: null, breakEndTime: null }) };
  if (!isTime(time)) return { value: week, error: M.invalidTime };
  const t = toMinutes(time);
  if (t < toMinutes(current.startTime) || t > toMinutes(current.endTime)) {
    return { value: week, error: M.breakStartBounds };
  }
  return { value: withDay(week, day, { ...current, hasBreak: true, breakStartTime: time, breakEndTime: null }) };
}

/** Break end must lie within break start and end (inclusive). */
export function setBreakEnd(week: WeekAvailability, day: Weekday, time: string | null): EditResult<WeekAvailability> {
  const current = week[day];
  if (!current.startTime || !current.endTime) return { value: week, error: M.chooseConsultationTimeFirst };
  if (!time) return { value: withDay(week, day, { ...current, breakEndTime: null }) };
  if (!isTime(time)) return { value: week, error: M.invalidTime };
  if (!current.breakStartTime) return { value: week, error: M.breakEndBounds };
  const t = toMinutes(time);
  if (t < toMinutes(current.breakStartTime) || t > toMinutes(current.endTime)) {
    return { value: week, error: M.breakEndBounds };
  }
  return { value: withDay(week, day, { ...current, breakEndTime: time }) };
}

/** 'Copy to all' copies the day's times and break to every day and marks all available. */
export function copyToAll(week: WeekAvailability, day: Weekday): EditResult<WeekAvailability> {
  const source = week[day];
  if (!source.startTime || !source.endTime) return { value: week, error: M.chooseConsultationTimeFirst };
  const copy: DayAvailability = { ...source, isAvailable: true };
  return { value: Object.fromEntries(WEEKDAYS.map((d) => [d, { ...copy }])) as WeekAvailability };
}

/** Page 4 may continue when a period is chosen and at least one day has a start and an end. */
export function validateWeek(week: WeekAvailability, period: ConsultationPeriod | null): string | undefined {
  if (!period) return M.selectConsultationPeriod;
  const days = WEEKDAYS.filter((d) => week[d].isAvailable && week[d].startTime && week[d].endTime);
  if (days.length === 0) return M.selectAvailableDays;
  for (const d of days) {
    const day = week[d];
    if (day.hasBreak && day.breakStartTime && !day.breakEndTime) return M.breakEndBounds;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The saved form (timeSlot) ↔ the editor

// TimeSlot and TimeRange are the schemas' own types (bottom of this file).

/** Available days with a start and an end become timeSlot items (a half-set break is dropped). */
export function weekToTimeSlots(week: WeekAvailability): TimeSlot[] {
  return WEEKDAYS.flatMap((day) => {
    const d = week[day];
    if (!d.isAvailable || !d.startTime || !d.endTime) return [];
    const addBreak =
      d.hasBreak && d.breakStartTime && d.breakEndTime
        ? [{ startTime: d.breakStartTime, endTime: d.breakEndTime }]
        : [];
    return [{ day, startTime: d.startTime, endTime: d.endTime, addBreak }];
  });
}

export function timeSlotsToWeek(slots: readonly TimeSlot[]): WeekAvailability {
  const week = emptyWeek();
  for (const s of slots) {
    const br = s.addBreak[0];
    week[s.day] = {
      isAvailable: true,
      hasBreak: Boolean(br),
      startTime: s.startTime,
      endTime: s.endTime,
      breakStartTime: br?.startTime ?? null,
      breakEndTime: br?.endTime ?? null,
    };
  }
  return week;
}

/** Slot length minus break, in minutes. */
export function slotWorkingMinutes(slot: TimeSlot): number {
  const breaks = slot.addBreak.reduce((sum, b) => sum + (toMinutes(b.endTime) - toMinutes(b.startTime)), 0);
  return toMinutes(slot.endTime) - toMinutes(slot.startTime) - breaks;
}

/** Read-back mapping: 115–125 → 2hr, 55–65 → 1hr, 40–50 → 45m; anything else has no match. */
export function periodFromSlotMinutes(minutes: number): ConsultationPeriod | null {
  if (minutes >= 115 && minutes <= 125) return '2hr';
  if (minutes >= 55 && minutes <= 65) return '1hr';
  if (minutes >= 40 && minutes <= 50) return '45m';
  return null;
}

/**
 * The period shown when a profile is read back: the stored consultationDuration when it is one of
 * the periods; otherwise the spec's mapping of the first slot's length minus break; otherwise 30m.
 */
export function readBackPeriod(
  timeSlot: readonly TimeSlot[],
  consultationDuration?: number | null,
): ConsultationPeriod {
  const stored = periodFromDuration(consultationDuration);
  if (stored) return stored;
  const first = timeSlot[0];
  return (first && periodFromSlotMinutes(slotWorkingMinutes(first))) || DEFAULT_CONSULTATION_PERIOD;
}

// ---------------------------------------------------------------------------------------------
// Time off (offDays) and extra time (specialTime): an on/off switch and a list of dated days

export interface DatedTime {
  startTime: string | null;
  endTime: string | null;
}
export interface DatedDay {
  /** YYYY-MM-DD */
  date: string | null;
  timeArray: DatedTime[];
}
export interface DatedSlots {
  open: boolean;
  slots: DatedDay[];
}

export const emptyDatedDay = (): DatedDay => ({ date: null, timeArray: [{ startTime: null, endTime: null }] });
export const emptyDatedSlots = (): DatedSlots => ({ open: false, slots: [emptyDatedDay()] });

const timeComplete = (t: DatedTime) => Boolean(t.startTime && t.endTime);
const dayComplete = (d: DatedDay) => Boolean(d.date) && d.timeArray.length > 0 && d.timeArray.every(timeComplete);

/** Switching the section off resets its list to one empty day. */
export function setDatedOpen(state: DatedSlots, open: boolean): EditResult<DatedSlots> {
  if (!open) return { value: emptyDatedSlots() };
  return { value: { open: true, slots: state.slots.length ? state.slots : [emptyDatedDay()] } };
}

/** A new day can be added only when all existing days have a date and complete times. */
export function addDatedDay(state: DatedSlots): EditResult<DatedSlots> {
  if (!state.slots.every(dayComplete)) return { value: state, error: M.enterDateAndTime };
  return { value: { ...state, slots: [...state.slots, emptyDatedDay()] } };
}

/** Adding a time to a day needs a date and complete times. */
export function addDatedTime(state: DatedSlots, index: number): EditResult<DatedSlots> {
  const day = state.slots[index];
  if (!day) return { value: state };
  if (!day.date) return { value: state, error: M.enterDate };
  if (!day.timeArray.every(timeComplete)) return { value: state, error: M.enterStartAndEndTime };
  const slots = state.slots.map((d, i) =>
    i === index ? { ...d, timeArray: [...d.timeArray, { startTime: null, endTime: null }] } : d,
  );
  return { value: { ...state, slots } };
}

export function setDatedDate(state: DatedSlots, index: number, date: string | null): EditResult<DatedSlots> {
  return { value: { ...state, slots: state.slots.map((d, i) => (i === index ? { ...d, date } : d)) } };
}

/** Sets one time range of one day; the end must come after the start. */
export function setDatedTime(
  state: DatedSlots,
  index: number,
  timeIndex: number,
  patch: Partial<DatedTime>,
): EditResult<DatedSlots> {
  const day = state.slots[index];
  const current = day?.timeArray[timeIndex];
  if (!day || !current) return { value: state };
  const next = { ...current, ...patch };
  for (const t of [patch.startTime, patch.endTime]) if (t && !isTime(t)) return { value: state, error: M.invalidTime };
  if (next.startTime && next.endTime && toMinutes(next.endTime) <= toMinutes(next.startTime)) {
    return { value: state, error: M.endAfterStart };
  }
  const timeArray = day.timeArray.map((t, i) => (i === timeIndex ? next : t));
  return { value: { ...state, slots: state.slots.map((d, i) => (i === index ? { ...d, timeArray } : d)) } };
}

export function removeDatedDay(state: DatedSlots, index: number): EditResult<DatedSlots> {
  const slots = state.slots.filter((_, i) => i !== index);
  return { value: { ...state, slots: slots.length ? slots : [emptyDatedDay()] } };
}

export function removeDatedTime(state: DatedSlots, index: number, timeIndex: number): EditResult<DatedSlots> {
  const slots = state.slots.map((d, i) => {
    if (i !== index) return d;
    const timeArray = d.timeArray.filter((_, j) => j !== timeIndex);
    return { ...d, timeArray: timeArray.length ? timeArray : [{ startTime: null, endTime: null }] };
  });
  return { value: { ...state, slots } };
}

/** What is sent: complete days of an open section; a closed section sends an empty list. */
export function datedSlotsToPayload(state: DatedSlots): DatedSlot[] {
  if (!state.open) return [];
  return state.slots.filter(dayComplete).map((d) => ({
    date: d.date!,
    timeArray: d.timeArray.map((t) => ({ startTime: t.startTime!, endTime: t.endTime! })),
  }));
}

export function datedSlotsFromPayload(list: readonly DatedSlot[]): DatedSlots {
  if (!list.length) return emptyDatedSlots();
  return { open: true, slots: list.map((d) => ({ date: d.date, timeArray: d.timeArray.map((t) => ({ ...t })) })) };
}

// ---------------------------------------------------------------------------------------------
// Schemas for the saved payload (server validation and OpenAPI)

export const timeOfDay = z
  .string()
  .refine(isTimeOfDay, { message: M.invalidTime, abort: true })
  .refine((t) => toMinutes(t) % TIME_STEP_MINUTES === 0, M.invalidTime)
  .describe("24-hour wall-clock time 'HH:mm' in the therapist's time zone, 5-minute steps");

export const timeRange = z
  .object({ startTime: timeOfDay, endTime: timeOfDay })
  .refine((r) => toMinutes(r.endTime) > toMinutes(r.startTime), { message: M.endAfterStart, path: ['endTime'] });
/** A wall-clock range 'HH:mm'–'HH:mm' (a break, or one range of a dated day). */
export type TimeRange = z.infer<typeof timeRange>;

const overlaps = (ranges: readonly TimeRange[]) => {
  const sorted = [...ranges].sort((a, b) => toMinutes(a.startTime) - toMinutes(b.startTime));
  return sorted.some((r, i) => i > 0 && toMinutes(r.startTime) < toMinutes(sorted[i - 1]!.endTime));
};

export const timeSlotItem = z
  .object({
    day: z.enum(WEEKDAYS),
    startTime: timeOfDay,
    endTime: timeOfDay,
    addBreak: z
      .array(z.object({ startTime: timeOfDay, endTime: timeOfDay }))
      .max(4)
      .default([])
      .describe('Breaks inside the day; each lies within the day, start and end inclusive'),
  })
  .superRefine((slot, ctx) => {
    const start = toMinutes(slot.startTime);
    const end = toMinutes(slot.endTime);
    if (end <= start) {
      ctx.addIssue({ code: 'custom', message: M.endAfterStart, path: ['endTime'] });
      return;
    }
    slot.addBreak.forEach((b, i) => {
      const bs = toMinutes(b.startTime);
      const be = toMinutes(b.endTime);
      if (bs < start || bs > end) ctx.addIssue({ code: 'custom', message: M.breakStartBounds, path: ['addBreak', i] });
      else if (be <= bs || be > end) ctx.addIssue({ code: 'custom', message: M.breakEndBounds, path: ['addBreak', i] });
    });
    if (overlaps(slot.addBreak)) ctx.addIssue({ code: 'custom', message: M.overlappingTimes, path: ['addBreak'] });
  });
/** One weekday of the saved week (the spec's timeSlot item). */
export type TimeSlot = z.output<typeof timeSlotItem>;

export const isoDate = z.string().refine(isIsoDay, M.enterDate);

export const datedSlot = z
  .object({
    date: isoDate.describe('YYYY-MM-DD in the therapist time zone; not in the past'),
    timeArray: z.array(timeRange).min(1, M.enterStartAndEndTime).max(12),
  })
  .refine((d) => !overlaps(d.timeArray), { message: M.overlappingTimes, path: ['timeArray'] });
export type DatedSlot = z.infer<typeof datedSlot>;

const uniqueDates = (list: readonly DatedSlot[]) => new Set(list.map((d) => d.date)).size === list.length;

export const consultationDuration = z
  .number({ error: M.selectConsultationPeriod })
  .refine((n) => (CONSULTATION_DURATIONS as readonly number[]).includes(n), M.selectConsultationPeriod)
  .describe('Minutes per consultation: 30, 45, 60 or 120');

/** Page 4 as saved: the weekly slots, time off, extra time and the consultation period. */
export const availabilityPayload = z.object({
  timeSlot: z
    .array(timeSlotItem, { error: M.selectAvailableDays })
    .min(1, M.selectAvailableDays)
    .max(7)
    .refine((s) => new Set(s.map((x) => x.day)).size === s.length, M.duplicateDay),
  specialTime: z
    .array(datedSlot)
    .max(60)
    .default([])
    .refine(uniqueDates, M.duplicateDay)
    .describe('Extra (special) time: dated days with time ranges; empty when the switch is off'),
  offDays: z
    .array(datedSlot)
    .max(60)
    .default([])
    .refine(uniqueDates, M.duplicateDay)
    .describe('Time off: dated days with time ranges; empty when the switch is off'),
  consultationDuration,
});
export type AvailabilityPayload = z.infer<typeof availabilityPayload>;
