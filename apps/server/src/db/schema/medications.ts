import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Kinds of medicine (Tablet, Capsule, Syrup, …): seeded, listed by GET /user/medicine-types. */
export const medicineTypes = pgTable(
  'medicine_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('medicine_types_name_unique').on(t.name)],
);

/** The medicine library patients pick from (seeded; the admin adds with POST /admin/medicine). */
export const medicineLibrary = pgTable(
  'medicine_library',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => medicineTypes.id, { onDelete: 'restrict' }),
    strength: text('strength'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('medicine_library_name_check', sql`length(${t.name}) between 1 and 120`),
    uniqueIndex('medicine_library_name_type_unique').on(
      sql`lower(${t.name})`,
      t.typeId,
      sql`coalesce(${t.strength}, '')`,
    ),
  ],
);

/**
 * A patient's medication: their own entry (prescribedBy null) or, later, one a therapist prescribes.
 * timesOfDay are 'HH:mm' wall-clock times in the patient's zone; reminders fire at each of them on
 * every day from startDate to endDate (open-ended when null).
 */
export const medications = pgTable(
  'medications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prescribedBy: uuid('prescribed_by').references(() => users.id, { onDelete: 'set null' }),
    libraryId: uuid('library_id').references(() => medicineLibrary.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => medicineTypes.id, { onDelete: 'restrict' }),
    dose: text('dose').notNull(),
    timesOfDay: text('times_of_day').array().notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('medications_name_check', sql`length(${t.name}) between 1 and 120`),
    check('medications_dose_check', sql`length(${t.dose}) between 1 and 60`),
    check('medications_dates_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check('medications_times_check', sql`cardinality(${t.timesOfDay}) between 1 and 8`),
    index('medications_patient_idx').on(t.patientId, t.startDate),
  ],
);

/**
 * One row per reminder that came due: the scan inserts (medication, due instant) with ON CONFLICT DO
 * NOTHING, so whichever node or retry inserts the row first is the only one that sends it.
 */
export const medicationReminders = pgTable(
  'medication_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    medicationId: uuid('medication_id')
      .notNull()
      .references(() => medications.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** 'sent', or why not: 'off' (the patient turned medication reminders off). */
    outcome: text('outcome').$type<'sent' | 'off'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('medication_reminders_outcome_check', sql.raw(`outcome in ('sent', 'off')`)),
    uniqueIndex('medication_reminders_due_unique').on(t.medicationId, t.dueAt),
  ],
);
