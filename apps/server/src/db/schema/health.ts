import { HEALTH_READ_SUBJECTS, type HealthReadSubjectName } from '@sahaj/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A patient's health records (issue 15): uploaded reports (PDF, JPEG, PNG) under server-made storage
 * keys, the health profile they edit, and every read of either by someone other than the owner.
 * Account deletion (helper G) deletes these rows and the stored files explicitly; the cascade only
 * matters when a users row is really removed (tests, development).
 */
export const HEALTH_RECORD_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type HealthRecordMime = (typeof HEALTH_RECORD_MIME_TYPES)[number];

export const healthRecords = pgTable(
  'health_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').$type<HealthRecordMime>().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('health_records_mime_check', sql`${t.mimeType} in ('application/pdf', 'image/jpeg', 'image/png')`),
    check('health_records_size_check', sql`${t.sizeBytes} > 0 and ${t.sizeBytes} <= 5242880`),
    check('health_records_name_check', sql`length(${t.originalName}) between 1 and 120`),
    uniqueIndex('health_records_storage_key_unique').on(t.storageKey),
    index('health_records_patient_idx').on(t.patientId, t.createdAt),
  ],
);

/** One row per patient: the lists are free-text entries (doc 1: allergies, currentMedications, medicalConditions, surgeries). */
export const healthProfiles = pgTable(
  'health_profiles',
  {
    patientId: uuid('patient_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    allergies: text('allergies').array().notNull().default(sql`'{}'::text[]`),
    currentMedications: text('current_medications').array().notNull().default(sql`'{}'::text[]`),
    medicalConditions: text('medical_conditions').array().notNull().default(sql`'{}'::text[]`),
    surgeries: text('surgeries').array().notNull().default(sql`'{}'::text[]`),
    heightCm: smallint('height_cm'),
    weightKg: doublePrecision('weight_kg'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('health_profiles_height_check', sql`${t.heightCm} is null or ${t.heightCm} between 30 and 272`),
    check('health_profiles_weight_check', sql`${t.weightKg} is null or (${t.weightKg} >= 1 and ${t.weightKg} <= 500)`),
    check(
      'health_profiles_list_size_check',
      sql`cardinality(${t.allergies}) <= 30 and cardinality(${t.currentMedications}) <= 30 and cardinality(${t.medicalConditions}) <= 30 and cardinality(${t.surgeries}) <= 30`,
    ),
  ],
);

// The subjects are the contract's (the patient's list names them); the workspace (issue 22) added its clinical reads.
export type HealthReadSubject = HealthReadSubjectName;

/** Who (reader) read what of whose (patient) health data, and when. Written in the reading request; never updated. */
export const healthRecordReads = pgTable(
  'health_record_reads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readerUserId: uuid('reader_user_id').references(() => users.id, { onDelete: 'set null' }),
    readerType: text('reader_type').$type<'doctor' | 'admin'>().notNull(),
    subject: text('subject').$type<HealthReadSubject>().notNull(),
    /** The record (file, questionnaire result, note or prescription) read, when one was. */
    subjectId: uuid('subject_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'health_record_reads_subject_check',
      sql.raw(`subject in (${HEALTH_READ_SUBJECTS.map((s) => `'${s}'`).join(', ')})`),
    ),
    check('health_record_reads_reader_type_check', sql.raw(`reader_type in ('doctor', 'admin')`)),
    index('health_record_reads_patient_idx').on(t.patientId, t.createdAt),
  ],
);
