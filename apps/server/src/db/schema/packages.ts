import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './booking';
import { therapistTreatments } from './therapist-profile';
import { users } from './users';

/**
 * Packages with a therapist (the spec's "subscriptions", issue 12). A therapist offers plans
 * ("4 sessions within 30 days for ₹X", optionally for one treatment); a patient buys one through a
 * payment of purpose 'package' and then books sessions from it without paying again. A plan is
 * never deleted once offered (purchases point at it): it is switched off.
 */
export const therapistPackages = pgTable(
  'therapist_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    therapistId: uuid('therapist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sessionCount: integer('session_count').notNull(),
    validityDays: integer('validity_days').notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull().default('INR'),
    /** Sessions of this treatment (null: the general consultation). */
    treatmentId: uuid('treatment_id').references(() => therapistTreatments.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('therapist_packages_sessions_check', sql`${t.sessionCount} between 1 and 50`),
    check('therapist_packages_validity_check', sql`${t.validityDays} between 1 and 365`),
    check('therapist_packages_price_check', sql`${t.priceMinor} > 0`),
    index('therapist_packages_therapist_idx').on(t.therapistId, t.active),
  ],
);

/**
 * A package a patient bought: sessions left go down in the booking's transaction and never below
 * 0 (check). `paymentRef` is the paying payment's id: one package per payment, however many times
 * the payment is reported.
 */
export const patientPackages = pgTable(
  'patient_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    therapistId: uuid('therapist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => therapistPackages.id, { onDelete: 'restrict' }),
    /** Snapshots: the plan may change later. */
    name: text('name').notNull(),
    treatmentId: uuid('treatment_id').references(() => therapistTreatments.id, { onDelete: 'set null' }),
    treatmentName: text('treatment_name'),
    sessionsTotal: integer('sessions_total').notNull(),
    sessionsLeft: integer('sessions_left').notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    paymentRef: text('payment_ref').notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('patient_packages_sessions_check', sql`${t.sessionsLeft} >= 0 and ${t.sessionsLeft} <= ${t.sessionsTotal}`),
    check('patient_packages_price_check', sql`${t.priceMinor} >= 0`),
    uniqueIndex('patient_packages_payment_unique').on(t.paymentRef),
    index('patient_packages_patient_idx').on(t.patientId, t.expiresAt),
  ],
);

/** Each appointment booked from a package (one package per appointment). */
export const patientPackageSessions = pgTable(
  'patient_package_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientPackageId: uuid('patient_package_id')
      .notNull()
      .references(() => patientPackages.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('patient_package_sessions_appointment_unique').on(t.appointmentId),
    index('patient_package_sessions_package_idx').on(t.patientPackageId),
  ],
);

export type TherapistPackageRow = typeof therapistPackages.$inferSelect;
export type PatientPackageRow = typeof patientPackages.$inferSelect;
