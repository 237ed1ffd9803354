import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './booking';

/**
 * The patient's choices about one upcoming session (issue 23, PATCH /patient/upcoming-appointments):
 * whether to be reminded of it, and a short note for the therapist to read before it. One row per
 * appointment, written only by its patient; no row means the defaults (reminders on, no note).
 */
export const appointmentPreferences = pgTable(
  'appointment_preferences',
  {
    appointmentId: uuid('appointment_id')
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    reminders: boolean('reminders').notNull().default(true),
    noteForTherapist: text('note_for_therapist'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'appointment_preferences_note_check',
      sql`${t.noteForTherapist} is null or length(${t.noteForTherapist}) <= 1000`,
    ),
  ],
);
