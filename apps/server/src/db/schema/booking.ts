import { APPOINTMENT_ROW_STATUSES, type AppointmentRowStatus } from '@sahaj/contract';
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
import { familyMembers } from './family';
import { referenceItems } from './reference';
import { therapistTreatments } from './therapist-profile';
import { users } from './users';

/**
 * Holds and appointments share one table so that one database constraint can refuse a double
 * booking: `appointments_no_overlap` (EXCLUDE USING gist, hand-written in the migration because
 * drizzle-kit cannot express it) forbids two rows of one therapist whose [starts_at, ends_at)
 * ranges overlap, for every row that is not cancelled. A hold is a row in status 'held' with
 * hold_expires_at; confirming it turns the same row into an appointment ('upcoming'). An expired
 * hold still occupies its range until it is deleted, so every write that takes time first deletes
 * the therapist's expired holds overlapping the new range in the same transaction, and a job
 * sweeps the rest: an expired hold never blocks anybody, a live one always does.
 */
export { APPOINTMENT_ROW_STATUSES, type AppointmentRowStatus };

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    therapistId: uuid('therapist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    treatmentId: uuid('treatment_id').references(() => therapistTreatments.id, { onDelete: 'set null' }),
    /** Snapshot: the treatment may be renamed or deleted later. */
    treatmentName: text('treatment_name'),
    status: text('status').$type<AppointmentRowStatus>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The therapist's consultation period when booked (an extension adds one more of it). */
    periodMinutes: integer('period_minutes').notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** Price in paise (integer minor units) and its currency, fixed when confirmed. */
    amountMinor: integer('amount_minor').notNull().default(0),
    currency: text('currency').notNull().default('INR'),
    transactionId: text('transaction_id'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancellationReasonId: uuid('cancellation_reason_id').references(() => referenceItems.id, { onDelete: 'set null' }),
    cancellationReason: text('cancellation_reason'),
    cancelledBy: text('cancelled_by').$type<'patient' | 'doctor'>(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    extendedTimes: integer('extended_times').notNull().default(0),
    /**
     * The therapist asked for one more period and the patient has until this instant to agree (issue
     * 20 #4); null when nothing is asked. A past instant is a request that lapsed unanswered.
     */
    extensionRequestExpiresAt: timestamp('extension_request_expires_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Who the session is for when not the patient: one of the patient's family members (checked by the service). */
    familyMemberId: uuid('family_member_id').references(() => familyMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'appointments_status_check',
      sql.raw(`status in (${APPOINTMENT_ROW_STATUSES.map((x) => `'${x}'`).join(', ')})`),
    ),
    check('appointments_range_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('appointments_hold_check', sql`(${t.status} = 'held') = (${t.holdExpiresAt} is not null)`),
    check('appointments_amount_check', sql`${t.amountMinor} >= 0`),
    check(
      'appointments_cancelled_by_check',
      sql`${t.cancelledBy} is null or ${t.cancelledBy} in ('patient', 'doctor')`,
    ),
    check('appointments_not_self_check', sql`${t.patientId} <> ${t.therapistId}`),
    index('appointments_patient_idx').on(t.patientId, t.status, t.startsAt),
    index('appointments_therapist_idx').on(t.therapistId, t.status, t.startsAt),
    // The completion job and the hold sweep look rows up by status and end / expiry.
    index('appointments_upcoming_end_idx').on(t.endsAt).where(sql`${t.status} = 'upcoming'`),
    index('appointments_hold_expiry_idx').on(t.holdExpiresAt).where(sql`${t.status} = 'held'`),
  ],
);

/** A patient's review of a completed appointment: one per appointment. */
export const appointmentReviews = pgTable(
  'appointment_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    therapistId: uuid('therapist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    review: text('review'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('appointment_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    uniqueIndex('appointment_reviews_appointment_unique').on(t.appointmentId),
    index('appointment_reviews_therapist_idx').on(t.therapistId, t.createdAt),
  ],
);

/**
 * What discovery sorts and filters by, per therapist: the rating (mean of reviews, kept in the
 * review's transaction) and the first bookable slot (maintained by the booking service after every
 * change of that therapist's bookings, on reads of their slots, and by a periodic refresh).
 */
export const therapistBookingStats = pgTable(
  'therapist_booking_stats',
  {
    therapistId: uuid('therapist_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    ratingSum: integer('rating_sum').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** ratingSum / reviewCount, or 0 without reviews; stored so the list can sort by an index. */
    rating: doublePrecision('rating').notNull().default(0),
    nextAvailableAt: timestamp('next_available_at', { withTimezone: true }),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
  },
  (t) => [
    check('therapist_booking_stats_counts_check', sql`${t.reviewCount} >= 0 and ${t.ratingSum} >= 0`),
    index('therapist_booking_stats_rating_idx')
      .on(t.rating.desc(), t.therapistId)
      .where(sql`${t.nextAvailableAt} is not null`),
    index('therapist_booking_stats_refreshed_idx').on(t.refreshedAt),
  ],
);

export type AppointmentRow = typeof appointments.$inferSelect;
export type AppointmentReviewRow = typeof appointmentReviews.$inferSelect;
