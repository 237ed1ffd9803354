import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments } from './booking';
import { medicineLibrary } from './medications';
import { users } from './users';

/**
 * The therapist's practice (issue 22): session notes and their addenda, the private psychotherapy
 * note, prescriptions (with every earlier revision), follow-up recommendations, who may prescribe,
 * each library medicine's Telemedicine Practice Guidelines list, and private calendar feeds.
 *
 * Two rules live in the database too (hand-written triggers in migration 0021_provider_workspace):
 * a signed session note is never updated or deleted, and an addendum is never updated or deleted
 * (and can only be added to a signed note).
 */

/** Whether a therapist is a registered medical practitioner (may prescribe) and the admin's verification. */
export const REGISTRATION_STATES = ['pending', 'verified', 'rejected'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];
export const practitionerRegistrations = pgTable(
  'practitioner_registrations',
  {
    therapistId: uuid('therapist_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    isMedicalPractitioner: boolean('is_medical_practitioner').notNull(),
    qualification: text('qualification'),
    registrationNumber: text('registration_number'),
    council: text('council'),
    state: text('state').$type<RegistrationState>().notNull().default('pending'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('practitioner_registrations_state_check', sql.raw(`state in ('pending', 'verified', 'rejected')`)),
    check(
      'practitioner_registrations_complete_check',
      sql`not ${t.isMedicalPractitioner} or (${t.qualification} is not null and ${t.registrationNumber} is not null and ${t.council} is not null)`,
    ),
    // Only a medical practitioner's registration can be verified.
    check('practitioner_registrations_verified_check', sql`${t.state} <> 'verified' or ${t.isMedicalPractitioner}`),
  ],
);

export const TPG_LIST_VALUES = ['O', 'A', 'B', 'prohibited'] as const;
export type TpgListValue = (typeof TPG_LIST_VALUES)[number];
/** The guidelines' list of a library medicine (set by the admin); a medicine without a row cannot be prescribed. */
export const medicineTpgListings = pgTable(
  'medicine_tpg_listings',
  {
    medicineId: uuid('medicine_id')
      .primaryKey()
      .references(() => medicineLibrary.id, { onDelete: 'cascade' }),
    list: text('list').$type<TpgListValue>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('medicine_tpg_listings_list_check', sql.raw(`list in ('O', 'A', 'B', 'prohibited')`))],
);

export const NOTE_FORMAT_VALUES = ['SOAP', 'DAP'] as const;
/** One note per session (unique appointment); a draft is upserted, a signed note is locked (trigger). */
export const sessionNotes = pgTable(
  'session_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'restrict' }),
    therapistId: uuid('therapist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    format: text('format').$type<(typeof NOTE_FORMAT_VALUES)[number]>().notNull(),
    subjective: text('subjective'),
    objective: text('objective'),
    assessment: text('assessment'),
    plan: text('plan'),
    data: text('data'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('session_notes_format_check', sql.raw(`format in ('SOAP', 'DAP')`)),
    uniqueIndex('session_notes_appointment_unique').on(t.appointmentId),
    index('session_notes_patient_idx').on(t.patientId, t.therapistId),
  ],
);

/** Dated, attributed additions to a signed note; insert-only (trigger). */
export const sessionNoteAddenda = pgTable(
  'session_note_addenda',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    noteId: uuid('note_id')
      .notNull()
      .references(() => sessionNotes.id, { onDelete: 'restrict' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('session_note_addenda_text_check', sql`length(trim(${t.text})) > 0`),
    index('session_note_addenda_note_idx').on(t.noteId, t.createdAt),
  ],
);

/** The therapist's psychotherapy note for a session: theirs alone (never the patient's, the export's or an employer's). */
export const privateSessionNotes = pgTable('private_session_notes', {
  appointmentId: uuid('appointment_id')
    .primaryKey()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  therapistId: uuid('therapist_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One medicine line as prescribed (a snapshot: the library entry may change later). */
export interface PrescribedMedicine {
  medicineId: string;
  name: string;
  type: string;
  strength: string;
  dose: string;
  frequency: string;
  duration: string;
  instructions: string | null;
  tpgList: TpgListValue;
}
/** Who prescribed, as printed (the registration may change later). */
export interface PrescriberSnapshot {
  name: string;
  qualification: string;
  registrationNumber: string;
  council: string;
  address: string | null;
  phone: string | null;
  email: string | null;
}

export const prescriptions = pgTable(
  'prescriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    therapistId: uuid('therapist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    diagnosis: text('diagnosis').notNull(),
    diagnosisIsProvisional: boolean('diagnosis_is_provisional').notNull().default(false),
    medicines: jsonb('medicines').$type<PrescribedMedicine[]>().notNull(),
    advice: text('advice'),
    prescriber: jsonb('prescriber').$type<PrescriberSnapshot>().notNull(),
    revision: integer('revision').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('prescriptions_revision_check', sql`${t.revision} >= 1`),
    check('prescriptions_medicines_check', sql`jsonb_array_length(${t.medicines}) between 1 and 20`),
    index('prescriptions_therapist_idx').on(t.therapistId, t.patientId, t.createdAt),
    index('prescriptions_patient_idx').on(t.patientId, t.createdAt),
  ],
);

/** Every earlier version of an edited prescription, as it was (nothing a patient was given is lost). */
export const prescriptionRevisions = pgTable(
  'prescription_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    prescriptionId: uuid('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('prescription_revisions_unique').on(t.prescriptionId, t.revision)],
);

/** A therapist's recommendation to come back (after a session): when and why. */
export const followUps = pgTable(
  'follow_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    therapistId: uuid('therapist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    suggestedDate: date('suggested_date').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('follow_ups_reason_check', sql`length(trim(${t.reason})) between 1 and 500`),
    uniqueIndex('follow_ups_appointment_unique').on(t.appointmentId),
    index('follow_ups_patient_idx').on(t.patientId, t.createdAt),
  ],
);

/** A private ICS subscription: only the SHA-256 of its token is kept; one live feed per person. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('calendar_feeds_token_unique').on(t.tokenHash)],
);

export type SessionNoteRow = typeof sessionNotes.$inferSelect;
export type SessionNoteAddendumRow = typeof sessionNoteAddenda.$inferSelect;
export type PrescriptionRow = typeof prescriptions.$inferSelect;
export type FollowUpRow = typeof followUps.$inferSelect;
export type PractitionerRegistrationRow = typeof practitionerRegistrations.$inferSelect;
