import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, text, time, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A therapist's availability (spec 02 §4): the weekly pattern with breaks, and dated time off and
 * extra time. Times are wall-clock times in the therapist's own zone (users.time_zone); the
 * consultation period lives on therapist_profiles.consultation_duration. Mapping to the API shapes:
 * modules/availability/mapper.ts.
 */

/** Weekly availability, wall-clock times in the therapist's zone; day 0 = Sunday. */
export const therapistWeeklySlots = pgTable(
  'therapist_weekly_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    check('therapist_weekly_slots_day_check', sql`${t.day} between 0 and 6`),
    check('therapist_weekly_slots_range_check', sql`${t.startTime} < ${t.endTime}`),
    uniqueIndex('therapist_weekly_slots_user_day_unique').on(t.userId, t.day),
  ],
);

export const therapistSlotBreaks = pgTable(
  'therapist_slot_breaks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => therapistWeeklySlots.id, { onDelete: 'cascade' }),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    check('therapist_slot_breaks_range_check', sql`${t.startTime} < ${t.endTime}`),
    index('therapist_slot_breaks_slot_idx').on(t.slotId),
  ],
);

export const DATED_SLOT_KINDS = ['off', 'extra'] as const;
export type DatedSlotKind = (typeof DATED_SLOT_KINDS)[number];

/** Time off ('off', the spec's offDays) and extra time ('extra', the spec's specialTime). */
export const therapistDatedSlots = pgTable(
  'therapist_dated_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DatedSlotKind>().notNull(),
    date: date('date').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    check('therapist_dated_slots_kind_check', sql`${t.kind} in ('off', 'extra')`),
    check('therapist_dated_slots_range_check', sql`${t.startTime} < ${t.endTime}`),
    index('therapist_dated_slots_user_idx').on(t.userId, t.kind, t.date),
  ],
);

export type WeeklySlotRow = typeof therapistWeeklySlots.$inferSelect;
export type SlotBreakRow = typeof therapistSlotBreaks.$inferSelect;
export type DatedSlotRow = typeof therapistDatedSlots.$inferSelect;
