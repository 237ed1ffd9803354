import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './booking';
import { payments, refunds } from './payments';
import { users } from './users';

/**
 * The money record (issue 12, helper P2). One ledger entry per confirmed payment and one per
 * refund, written inside the payment core's confirmation / refund transaction; the unique indexes
 * make a second write for the same payment or refund impossible, so a webhook delivered three
 * times credits the therapist once. Every amount is integer paise and never negative: the kind
 * says the direction. The therapist's gross is the session price the patient paid for (subtotal
 * minus discount; fees and GST are not the therapist's), the platform keeps `commission` of it
 * (the rate in force, kept per entry so a later change of the setting rewrites no history), and
 * `net` is what the therapist earns: gross = commission + net.
 *
 * Users are never deleted (account deletion anonymises them), and these rows are kept by law:
 * onDelete 'restrict' everywhere a person or a payment is named.
 */
export const LEDGER_KINDS = ['payment', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** A session's or package's people; null for a company's purchase (then companyId is set). */
    patientId: uuid('patient_id').references(() => users.id, { onDelete: 'restrict' }),
    therapistId: uuid('therapist_id').references(() => users.id, { onDelete: 'restrict' }),
    /** The company that bought a plan or credits (the platform keeps all of it: commission = gross). */
    companyId: uuid('company_id'),
    currency: text('currency').notNull().default('INR'),
    /** What the patient paid (or got back), fees and tax included. */
    amountPaise: integer('amount_paise').notNull(),
    grossPaise: integer('gross_paise').notNull(),
    commissionPaise: integer('commission_paise').notNull(),
    netPaise: integer('net_paise').notNull(),
    /** The platform's commission rate applied, in basis points (2000 = 20 %). */
    commissionBps: integer('commission_bps').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_entries_kind_check', sql`${t.kind} in ('payment', 'refund')`),
    check('ledger_entries_refund_check', sql`(${t.kind} = 'refund') = (${t.refundId} is not null)`),
    check(
      'ledger_entries_amounts_check',
      sql`${t.amountPaise} >= 0 and ${t.grossPaise} >= 0 and ${t.commissionPaise} >= 0 and ${t.netPaise} >= 0 and ${t.grossPaise} = ${t.commissionPaise} + ${t.netPaise}`,
    ),
    check('ledger_entries_bps_check', sql`${t.commissionBps} between 0 and 10000`),
    check(
      'ledger_entries_party_check',
      sql`(${t.patientId} is not null and ${t.therapistId} is not null and ${t.companyId} is null) or (${t.companyId} is not null and ${t.patientId} is null and ${t.therapistId} is null)`,
    ),
    uniqueIndex('ledger_entries_payment_unique').on(t.paymentId).where(sql`${t.kind} = 'payment'`),
    uniqueIndex('ledger_entries_refund_unique').on(t.refundId).where(sql`${t.refundId} is not null`),
    index('ledger_entries_therapist_idx').on(t.therapistId, t.occurredAt),
    index('ledger_entries_payment_idx').on(t.paymentId),
  ],
);

/**
 * Invoice numbers run without gaps per Indian financial year (April to March): the number is taken
 * by an upsert of the year's counter row (`… ON CONFLICT DO UPDATE SET last_number = last_number + 1
 * RETURNING`) inside the confirmation transaction, so two confirmations queue on the row lock and a
 * rolled-back confirmation gives its number back.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    /** Financial year, e.g. '2026-27'. */
    series: text('series').primaryKey(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [check('invoice_counters_number_check', sql`${t.lastNumber} >= 0`)],
);

/** A tax invoice for one paid payment: Sahaj sells, the patient buys. Snapshots, never recomputed. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    series: text('series').notNull(),
    sequence: integer('sequence').notNull(),
    /** As printed, e.g. 'SAH/2627/000042' (at most 16 characters, as GST rules ask). */
    number: text('number').notNull(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    therapistId: uuid('therapist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email'),
    therapistName: text('therapist_name').notNull(),
    currency: text('currency').notNull().default('INR'),
    totalPaise: integer('total_paise').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('invoices_total_check', sql`${t.totalPaise} > 0`),
    check('invoices_sequence_check', sql`${t.sequence} > 0`),
    uniqueIndex('invoices_payment_unique').on(t.paymentId),
    uniqueIndex('invoices_series_sequence_unique').on(t.series, t.sequence),
    uniqueIndex('invoices_number_unique').on(t.number),
    index('invoices_patient_idx').on(t.patientId),
  ],
);

export const INVOICE_LINE_KINDS = ['service', 'discount', 'fee', 'tax'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

/** The lines of an invoice; a discount line is subtracted, the others added. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: text('kind').$type<InvoiceLineKind>().notNull(),
    description: text('description').notNull(),
    /** Tax rate in basis points (1800 = 18 %) on tax lines. */
    rateBps: integer('rate_bps'),
    amountPaise: integer('amount_paise').notNull(),
  },
  (t) => [
    check('invoice_lines_kind_check', sql`${t.kind} in ('service', 'discount', 'fee', 'tax')`),
    check('invoice_lines_amount_check', sql`${t.amountPaise} >= 0`),
    uniqueIndex('invoice_lines_position_unique').on(t.invoiceId, t.position),
  ],
);

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
