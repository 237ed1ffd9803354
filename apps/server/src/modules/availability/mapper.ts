/**
 * The one place where availability rows meet the API shapes (spec 02 §4). One translation each:
 *
 * | thing         | API / contract (internal)                       | database                                      |
 * |---------------|-------------------------------------------------|-----------------------------------------------|
 * | weekday       | 'Sunday' … 'Saturday' (WEEKDAYS)                | smallint 0 … 6, the index in WEEKDAYS         |
 * | time of day   | 'HH:mm' (TimeOfDay, wall clock in the zone)     | time 'HH:mm:ss' (seconds always 00)           |
 * | time off      | offDays (DatedSlot[]: date + timeArray)         | therapist_dated_slots kind 'off', a row/range |
 * | extra time    | specialTime (DatedSlot[])                       | therapist_dated_slots kind 'extra'            |
 * | breaks        | timeSlot[].addBreak                             | therapist_slot_breaks rows of the weekly slot |
 *
 * Code says offDays and specialTime everywhere (the spec's names); 'off' and 'extra' appear only in
 * the table and here.
 */
import { type DatedSlot, type TimeSlot, WEEKDAYS, type Weekday } from '@sahaj/contract';
import type { DatedSlotKind, DatedSlotRow, SlotBreakRow, WeeklySlotRow } from '../../db/schema/index';

export type DatedList = 'offDays' | 'specialTime';
const KIND_OF: Record<DatedList, DatedSlotKind> = { offDays: 'off', specialTime: 'extra' };

export const dayToDb = (day: Weekday): number => WEEKDAYS.indexOf(day);
export const dayFromDb = (n: number): Weekday => WEEKDAYS[n]!;
/** Postgres time 'HH:mm:ss' → 'HH:mm' (the API never carries seconds). */
export const timeFromDb = (t: string) => t.slice(0, 5);

type SlotRow = Pick<WeeklySlotRow, 'id' | 'day' | 'startTime' | 'endTime'>;
type BreakRow = Pick<SlotBreakRow, 'slotId' | 'startTime' | 'endTime'>;
type DatedRow = Pick<DatedSlotRow, 'kind' | 'date' | 'startTime' | 'endTime'>;

/** Weekly rows and their breaks → timeSlot, Sunday first, breaks in time order. */
export function timeSlotsFromDb(slots: readonly SlotRow[], breaks: readonly BreakRow[]): TimeSlot[] {
  return [...slots]
    .sort((a, b) => a.day - b.day)
    .map((s) => ({
      day: dayFromDb(s.day),
      startTime: timeFromDb(s.startTime),
      endTime: timeFromDb(s.endTime),
      addBreak: breaks
        .filter((b) => b.slotId === s.id)
        .map((b) => ({ startTime: timeFromDb(b.startTime), endTime: timeFromDb(b.endTime) }))
        .sort((a, b) => a.startTime.localeCompare(b.startTime)),
    }));
}

/** Dated rows of one list (one row per range) → days with their ranges, in date and time order. */
export function datedSlotsFromDb(rows: readonly DatedRow[], list: DatedList): DatedSlot[] {
  const byDate = new Map<string, DatedSlot['timeArray']>();
  const mine = rows.filter((r) => r.kind === KIND_OF[list]);
  for (const r of mine.sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime))) {
    const ranges = byDate.get(r.date) ?? [];
    ranges.push({ startTime: timeFromDb(r.startTime), endTime: timeFromDb(r.endTime) });
    byDate.set(r.date, ranges);
  }
  return [...byDate.entries()].map(([date, timeArray]) => ({ date, timeArray }));
}

/** timeSlot → weekly rows with their breaks (repository input). */
export const weekToDb = (timeSlot: readonly TimeSlot[]) =>
  timeSlot.map((s) => ({ day: dayToDb(s.day), startTime: s.startTime, endTime: s.endTime, breaks: s.addBreak }));
export type WeekRows = ReturnType<typeof weekToDb>;

/** offDays and specialTime → one dated row per range. */
export const datedToDb = (lists: Record<DatedList, readonly DatedSlot[]>) =>
  (Object.keys(KIND_OF) as DatedList[]).flatMap((list) =>
    lists[list].flatMap((d) => d.timeArray.map((t) => ({ kind: KIND_OF[list], date: d.date, ...t }))),
  );
export type DatedRows = ReturnType<typeof datedToDb>;
