import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { languages, specialities } from './reference';
import { users } from './users';

/**
 * The therapist's work profile (spec 02). Names here are the correct ones; the spec's public names
 * (qualifiction, totalWorkExperiance, ...) are mapped in modules/therapist-profile/mapper.ts.
 */

export const UPLOAD_PURPOSES = ['profile_pic', 'educationalDetails', 'experienceDetails', 'medicalLicences'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Files people uploaded, stored under server-made keys (never the original name) by integrations/storage. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<UploadPurpose>().notNull(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('uploaded_files_purpose_check', sql.raw(`purpose in (${UPLOAD_PURPOSES.map((p) => `'${p}'`).join(', ')})`)),
    // PDFs: certificates are usually PDFs (issue 20 #9), checked by content before they are stored.
    check(
      'uploaded_files_mime_check',
      sql`${t.mimeType} in ('image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf')`,
    ),
    check('uploaded_files_size_check', sql`${t.sizeBytes} > 0 and ${t.sizeBytes} < 2097152`),
    uniqueIndex('uploaded_files_storage_key_unique').on(t.storageKey),
    index('uploaded_files_owner_idx').on(t.ownerUserId),
  ],
);

export const therapistProfiles = pgTable(
  'therapist_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    aboutYou: text('about_you').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locationText: text('location_text'),
    hiddenFields: jsonb('hidden_fields').$type<Array<'dob' | 'timeZone'>>().notNull().default(['dob', 'timeZone']),
    profilePicFileId: uuid('profile_pic_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    professionalTitle: text('professional_title'),
    totalWorkExperience: integer('total_work_experience'),
    currency: text('currency').notNull().default('INR'),
    /** Whole currency units times 100 (paise), ARCHITECTURE §3. */
    consultationFeeMinor: integer('consultation_fee_minor'),
    /** Minutes: 30, 45, 60 or 120. */
    consultationDuration: integer('consultation_duration'),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'therapist_profiles_experience_check',
      sql`${t.totalWorkExperience} is null or ${t.totalWorkExperience} between 0 and 80`,
    ),
    check('therapist_profiles_fee_check', sql`${t.consultationFeeMinor} is null or ${t.consultationFeeMinor} >= 0`),
    // The therapist list's FeeLow / FeeHigh pages walk these instead of sorting every therapist (issue 11).
    index('therapist_profiles_fee_asc_idx').on(t.consultationFeeMinor.asc().nullsLast(), t.userId),
    index('therapist_profiles_fee_desc_idx').on(t.consultationFeeMinor.desc().nullsLast(), t.userId),
    check(
      'therapist_profiles_duration_check',
      sql`${t.consultationDuration} is null or ${t.consultationDuration} in (30, 45, 60, 120)`,
    ),
    check('therapist_profiles_lat_check', sql`${t.latitude} is null or ${t.latitude} between -90 and 90`),
    check('therapist_profiles_lng_check', sql`${t.longitude} is null or ${t.longitude} between -180 and 180`),
    check('therapist_profiles_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    uniqueIndex('therapist_profiles_pic_unique').on(t.profilePicFileId).where(sql`${t.profilePicFileId} is not null`),
  ],
);

export const therapistEducation = pgTable(
  'therapist_education',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instituteName: text('institute_name').notNull(),
    instituteAddress: text('institute_address').notNull(),
    qualification: text('qualification').notNull(),
    documentFileId: uuid('document_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('therapist_education_user_idx').on(t.userId, t.createdAt),
    // A document belongs to one entry.
    uniqueIndex('therapist_education_document_unique').on(t.documentFileId).where(sql`${t.documentFileId} is not null`),
  ],
);

export const therapistExperience = pgTable(
  'therapist_experience',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hospitalName: text('hospital_name').notNull(),
    hospitalAddress: text('hospital_address').notNull(),
    referencePerson: text('reference_person').notNull().default(''),
    /** E.164 when given. */
    contactNumber: text('contact_number').notNull().default(''),
    documentFileId: uuid('document_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('therapist_experience_user_idx').on(t.userId, t.createdAt),
    // A document belongs to one entry.
    uniqueIndex('therapist_experience_document_unique')
      .on(t.documentFileId)
      .where(sql`${t.documentFileId} is not null`),
  ],
);

export const therapistLicences = pgTable(
  'therapist_licences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    licenceNumber: text('licence_number').notNull(),
    issuingInstitution: text('issuing_institution').notNull(),
    expiryDate: date('expiry_date'),
    documentFileId: uuid('document_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('therapist_licences_user_idx').on(t.userId, t.createdAt),
    // A document belongs to one entry.
    uniqueIndex('therapist_licences_document_unique').on(t.documentFileId).where(sql`${t.documentFileId} is not null`),
  ],
);

export const therapistSpecialities = pgTable(
  'therapist_specialities',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    specialityId: uuid('speciality_id')
      .notNull()
      .references(() => specialities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.specialityId] })],
);

export const therapistLanguages = pgTable(
  'therapist_languages',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    languageId: uuid('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.languageId] })],
);

/** Priced specialities (the spec's treatments). */
export const therapistTreatments = pgTable(
  'therapist_treatments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('therapist_treatments_price_check', sql`${t.priceMinor} >= 0`),
    uniqueIndex('therapist_treatments_user_name_unique').on(t.userId, sql`lower(${t.name})`),
  ],
);

/** Payout account. The number is AES-256-GCM ciphertext (lib/encryption.ts); last4 allows masking without decrypting. */
export const therapistBankAccounts = pgTable('therapist_bank_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bankName: text('bank_name').notNull(),
  accountHolderName: text('account_holder_name').notNull(),
  accountNumberEncrypted: text('account_number_encrypted').notNull(),
  accountNumberLength: smallint('account_number_length').notNull(),
  accountNumberLast4: text('account_number_last4').notNull(),
  ifsc: text('ifsc').notNull(),
  branchName: text('branch_name').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  stateCode: text('state_code').notNull(),
  country: text('country').notNull(),
  countryCode: text('country_code').notNull(),
  timeZone: text('time_zone'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;
export type TherapistProfileRow = typeof therapistProfiles.$inferSelect;
export type TherapistBankAccountRow = typeof therapistBankAccounts.$inferSelect;
