import { PAYMENT_PURPOSES, type PaymentPurpose } from '@sahaj/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './booking';
import { familyMembers } from './family';
import { users } from './users';

/**
 * Payments (issue 12, helper P1). Every amount is integer paise (minor units); the server alone
 * computes them. A payment is created when the patient configures a checkout ('created') and moves
 * exactly once to 'paid' or 'failed' through a conditional UPDATE … WHERE status = 'created'
 * RETURNING inside the confirmation transaction, so the browser's verify call, the gateway's webhook
 * and the success page's verify call can all report it and only the first does the work.
 *
 * Users are never deleted (account deletion anonymises the row), so payments keep their people
 * (onDelete 'restrict': a payment is kept by law). The hold a session payment pays for may be deleted
 * when it expires; the slot is kept here (startsAt/endsAt/…) so a late payment can still book it.
 */
export const PAYMENT_STATUSES = ['created', 'paid', 'failed', 'refunded', 'partially_refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_GATEWAYS = ['test', 'stripe', 'razorpay'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];
/**
 * What a payment buys (the contract's PAYMENT_PURPOSES): a patient's session or package (the payer
 * is the patient, the seller a therapist), or a company's plan or wallet credits (the payer is the
 * company; no therapist).
 */
export { PAYMENT_PURPOSES, type PaymentPurpose };
export const PATIENT_PURPOSES = ['session', 'package'] as const satisfies readonly PaymentPurpose[];
export const COMPANY_PURPOSES = ['company_plan', 'company_credits'] as const satisfies readonly PaymentPurpose[];
/** How the gateway's checkout was asked for (a repeated configure call reuses an open one of the same mode). */
export const CHECKOUT_MODES = ['checkout', 'intent', 'order'] as const;
export type CheckoutMode = (typeof CHECKOUT_MODES)[number];
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

const list = (xs: readonly string[]) => xs.map((s) => `'${s}'`).join(', ');

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The payer of a session or package (null for a company's purchase). */
    patientId: uuid('patient_id').references(() => users.id, { onDelete: 'restrict' }),
    /** The therapist a session or package is with (null for a company's purchase). */
    therapistId: uuid('therapist_id').references(() => users.id, { onDelete: 'restrict' }),
    /** The payer of a company plan or credits (the corporate feature's company; no FK across owners). */
    companyId: uuid('company_id'),
    /** company_plan: the plan bought (the corporate feature's; no FK across owners). */
    companyPlanId: uuid('company_plan_id'),
    purpose: text('purpose').$type<PaymentPurpose>().notNull(),
    gateway: text('gateway').$type<PaymentGatewayName>().notNull(),
    /** Our id for the payment, shown in routes (booking-status/{id}/{transactionId}) and verify calls. */
    transactionId: text('transaction_id').notNull(),
    /** Session payments: the hold (= appointment id) it pays for. Not a foreign key: an expired hold is deleted. */
    scheduleId: uuid('schedule_id'),
    /** Set when the payment confirmed an appointment. */
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** The slot and treatment paid for (a late payment re-books it when still free). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    periodMinutes: integer('period_minutes'),
    treatmentId: uuid('treatment_id'),
    treatmentName: text('treatment_name'),
    /** Who the session is for when not the patient (the hold's), so a late payment re-books it for them. */
    familyMemberId: uuid('family_member_id').references(() => familyMembers.id, { onDelete: 'set null' }),
    /** Package payments: the therapist's package plan bought (helper P3's table; no FK across owners). */
    packagePlanId: uuid('package_plan_id'),
    /**
     * Idempotency of checkout: 'hold:<scheduleId>', 'package:<patientId>:<planId>', or the company's
     * purchase key. At most one open ('created') payment per key (payments_open_checkout_unique), so
     * twenty configure calls for one hold make one gateway order.
     */
    checkoutKey: text('checkout_key'),
    checkoutMode: text('checkout_mode').$type<CheckoutMode>(),
    /** Razorpay order id / Stripe Checkout Session id / test-gateway order id. */
    gatewayOrderId: text('gateway_order_id'),
    /** Stripe PaymentIntent id (createpaymentintent). */
    gatewayIntentId: text('gateway_intent_id'),
    /** The gateway's id of the successful charge (Razorpay pay_…, Stripe pi_…, test tpay_…). */
    gatewayPaymentId: text('gateway_payment_id'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    /** Gateway processing fee charged to the patient. */
    feesPaise: integer('fees_paise').notNull().default(0),
    /** GST / service tax. */
    taxPaise: integer('tax_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    refundedPaise: integer('refunded_paise').notNull().default(0),
    currency: text('currency').notNull().default('INR'),
    status: text('status').$type<PaymentStatus>().notNull().default('created'),
    /** Helper P3's coupon (no FK across owners); the code as typed, for history and invoices. */
    couponId: uuid('coupon_id'),
    couponCode: text('coupon_code'),
    failureReason: text('failure_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_status_check', sql.raw(`status in (${list(PAYMENT_STATUSES)})`)),
    check('payments_gateway_check', sql.raw(`gateway in (${list(PAYMENT_GATEWAYS)})`)),
    check('payments_purpose_check', sql.raw(`purpose in (${list(PAYMENT_PURPOSES)})`)),
    check(
      'payments_amounts_check',
      sql`${t.subtotalPaise} >= 0 and ${t.discountPaise} >= 0 and ${t.feesPaise} >= 0 and ${t.taxPaise} >= 0 and ${t.discountPaise} <= ${t.subtotalPaise} and ${t.totalPaise} = ${t.subtotalPaise} - ${t.discountPaise} + ${t.feesPaise} + ${t.taxPaise}`,
    ),
    check('payments_refunded_check', sql`${t.refundedPaise} >= 0 and ${t.refundedPaise} <= ${t.totalPaise}`),
    check('payments_session_check', sql`${t.purpose} <> 'session' or ${t.scheduleId} is not null`),
    check('payments_not_self_check', sql`${t.patientId} <> ${t.therapistId}`),
    check(
      'payments_checkout_mode_check',
      sql.raw(`checkout_mode is null or checkout_mode in (${list(CHECKOUT_MODES)})`),
    ),
    // Who pays follows from what is bought: a patient (with a therapist) or a company, never both.
    check(
      'payments_payer_check',
      sql.raw(
        `(purpose in (${list(PATIENT_PURPOSES)}) and patient_id is not null and therapist_id is not null and company_id is null and company_plan_id is null)` +
          ` or (purpose in (${list(COMPANY_PURPOSES)}) and company_id is not null and patient_id is null and therapist_id is null)`,
      ),
    ),
    check('payments_company_plan_check', sql`${t.purpose} <> 'company_plan' or ${t.companyPlanId} is not null`),
    uniqueIndex('payments_open_checkout_unique')
      .on(t.checkoutKey)
      .where(sql`${t.checkoutKey} is not null and ${t.status} = 'created'`),
    uniqueIndex('payments_transaction_unique').on(t.transactionId),
    uniqueIndex('payments_gateway_order_unique')
      .on(t.gateway, t.gatewayOrderId)
      .where(sql`${t.gatewayOrderId} is not null`),
    uniqueIndex('payments_gateway_intent_unique')
      .on(t.gateway, t.gatewayIntentId)
      .where(sql`${t.gatewayIntentId} is not null`),
    // One successful payment per appointment: a second one for the same slot is refunded, never booked twice.
    uniqueIndex('payments_appointment_unique').on(t.appointmentId).where(sql`${t.appointmentId} is not null`),
    index('payments_patient_idx').on(t.patientId, t.createdAt),
    index('payments_therapist_idx').on(t.therapistId, t.createdAt),
    index('payments_company_idx').on(t.companyId, t.createdAt).where(sql`${t.companyId} is not null`),
    index('payments_schedule_idx').on(t.scheduleId),
    index('payments_created_idx').on(t.createdAt).where(sql`${t.status} = 'created'`),
  ],
);

/** Every gateway event we processed, once: a repeated webhook finds its row and is ignored. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gateway: text('gateway').$type<PaymentGatewayName>().notNull(),
    /** The gateway's event id (Stripe evt_…, Razorpay x-razorpay-event-id, test tevt_…). */
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    payload: jsonb('payload'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_events_gateway_check', sql.raw(`gateway in (${list(PAYMENT_GATEWAYS)})`)),
    uniqueIndex('payment_events_gateway_event_unique').on(t.gateway, t.eventId),
    index('payment_events_payment_idx').on(t.paymentId),
  ],
);

/**
 * Money given back. `key` makes a refund request idempotent (e.g. 'cancel:<appointmentId>',
 * 'late:<paymentId>'): asking twice for the same reason gives back once.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    key: text('key'),
    gatewayRefundId: text('gateway_refund_id'),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
    check('refunds_status_check', sql.raw(`status in (${list(REFUND_STATUSES)})`)),
    uniqueIndex('refunds_key_unique').on(t.key).where(sql`${t.key} is not null`),
    uniqueIndex('refunds_gateway_refund_unique').on(t.gatewayRefundId).where(sql`${t.gatewayRefundId} is not null`),
    index('refunds_payment_idx').on(t.paymentId),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
