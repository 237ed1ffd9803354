import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Coupons (spec 03 "Coupon", issue 12). An admin creates them; a patient applies one at checkout.
 * `value` is a percentage (1–100) for kind 'percent' or an amount in paise for kind 'flat'.
 * The code is unique whatever its case. A limit is never exceeded: every use is a row of
 * `coupon_redemptions` taken under a row lock of the coupon, counted while 'reserved' or 'redeemed'.
 */
export const COUPON_KINDS = ['percent', 'flat'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    description: text('description'),
    kind: text('kind').$type<CouponKind>().notNull(),
    value: integer('value').notNull(),
    currency: text('currency').notNull().default('INR'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** At most this many uses in all (null: no limit). */
    totalLimit: integer('total_limit'),
    /** At most this many uses per patient (null: no limit). */
    perPatientLimit: integer('per_patient_limit'),
    /** Only with this therapist (null: any therapist). */
    therapistId: uuid('therapist_id').references(() => users.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(sql`lower(${t.code})`),
    check('coupons_kind_check', sql.raw(`kind in ('percent', 'flat')`)),
    check(
      'coupons_value_check',
      sql`(${t.kind} = 'percent' and ${t.value} between 1 and 100) or (${t.kind} = 'flat' and ${t.value} > 0)`,
    ),
    check('coupons_window_check', sql`${t.validUntil} is null or ${t.validUntil} > ${t.validFrom}`),
    check('coupons_total_limit_check', sql`${t.totalLimit} is null or ${t.totalLimit} > 0`),
    check('coupons_patient_limit_check', sql`${t.perPatientLimit} is null or ${t.perPatientLimit} > 0`),
    index('coupons_therapist_idx').on(t.therapistId),
  ],
);

export const COUPON_USE_STATUSES = ['reserved', 'redeemed', 'released'] as const;
export type CouponUseStatus = (typeof COUPON_USE_STATUSES)[number];

/**
 * One use of a coupon by one payment: 'reserved' when the payment is configured (until
 * `expiresAt`, the payment's hold), 'redeemed' when it succeeds, 'released' when it fails or lapses.
 * `paymentRef` is the payment's id (or the zero-charge transaction id): one use per payment.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    therapistId: uuid('therapist_id').references(() => users.id, { onDelete: 'set null' }),
    paymentRef: text('payment_ref').notNull(),
    status: text('status').$type<CouponUseStatus>().notNull(),
    discountMinor: integer('discount_minor').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_payment_unique').on(t.paymentRef),
    check('coupon_redemptions_status_check', sql.raw(`status in ('reserved', 'redeemed', 'released')`)),
    check('coupon_redemptions_discount_check', sql`${t.discountMinor} >= 0`),
    index('coupon_redemptions_coupon_idx').on(t.couponId, t.status),
    index('coupon_redemptions_patient_idx').on(t.couponId, t.patientId, t.status),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;
export type CouponRedemptionRow = typeof couponRedemptions.$inferSelect;
