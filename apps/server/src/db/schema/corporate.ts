import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Companies (issue 21): the plan catalogue, a company's subscriptions, its credits (a ledger with a
 * balance the database keeps from going below zero), its employees (invites and memberships), the
 * therapists it chose, and what it keeps for invoices (GSTIN, billing address, logo). All money and
 * credits are integer paise; 1 credit = ₹1 = 100 paise (docs/corporate-credits.md).
 */

const list = (xs: readonly string[]) => xs.map((s) => `'${s}'`).join(', ');

/** The catalogue the admin manages. A plan already bought keeps its terms (subscriptions snapshot them). */
export const companyPlans = pgTable(
  'company_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    doctorCount: integer('doctor_count').notNull(),
    pricePaise: integer('price_paise').notNull(),
    durationMonths: integer('duration_months').notNull(),
    /** Credits granted, in paise (1 credit = 100). */
    creditsPaise: integer('credits_paise').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('company_plans_name_check', sql`length(${t.name}) between 1 and 80`),
    check('company_plans_doctor_count_check', sql`${t.doctorCount} between 1 and 100`),
    check('company_plans_price_check', sql`${t.pricePaise} > 0`),
    check('company_plans_duration_check', sql`${t.durationMonths} between 1 and 60`),
    check('company_plans_credits_check', sql`${t.creditsPaise} >= 0`),
    uniqueIndex('company_plans_name_unique').on(sql`lower(${t.name})`),
  ],
);

export const SUBSCRIPTION_STATES = ['active', 'superseded'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/**
 * A plan a company bought (one payment). 'active' until an upgrade supersedes it; it lapses at
 * expires_at (its plan credits expire then). At most one active subscription per company.
 */
export const companySubscriptions = pgTable(
  'company_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => companyPlans.id, { onDelete: 'restrict' }),
    /** The payment that bought it (payments' row; no FK across owners). Unique: one payment, one plan. */
    paymentId: uuid('payment_id').notNull(),
    planName: text('plan_name').notNull(),
    doctorCount: integer('doctor_count').notNull(),
    durationMonths: integer('duration_months').notNull(),
    creditsPaise: integer('credits_paise').notNull(),
    pricePaise: integer('price_paise').notNull(),
    state: text('state').$type<SubscriptionState>().notNull().default('active'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('company_subscriptions_state_check', sql.raw(`state in (${list(SUBSCRIPTION_STATES)})`)),
    check('company_subscriptions_period_check', sql`${t.expiresAt} > ${t.startsAt}`),
    uniqueIndex('company_subscriptions_payment_unique').on(t.paymentId),
    uniqueIndex('company_subscriptions_one_active').on(t.companyId).where(sql`${t.state} = 'active'`),
  ],
);

/**
 * A company's credit balance, split in plan credits (expire with the plan) and wallet credits
 * (bought, no expiry). Updated in the same transaction as each ledger entry; the checks make a
 * negative balance impossible whatever the code does. The row is also the company's lock for
 * counted limits (chosen therapists).
 */
export const companyWallets = pgTable(
  'company_wallets',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    planPaise: integer('plan_paise').notNull().default(0),
    walletPaise: integer('wallet_paise').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('company_wallets_plan_check', sql`${t.planPaise} >= 0`),
    check('company_wallets_wallet_check', sql`${t.walletPaise} >= 0`),
  ],
);

export const CREDIT_ENTRY_KINDS = ['plan_grant', 'purchase', 'booking', 'refund', 'expiry'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

/**
 * The credit ledger: append-only (a trigger refuses UPDATE and DELETE), one row per movement.
 * Deltas are signed paise per bucket; the key makes each movement happen once under retries
 * ('payment:<id>', 'booking:<appointmentId>', 'refund:<appointmentId>', 'expiry:<subscriptionId>').
 */
export const companyCreditEntries = pgTable(
  'company_credit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<CreditEntryKind>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    planDeltaPaise: integer('plan_delta_paise').notNull().default(0),
    walletDeltaPaise: integer('wallet_delta_paise').notNull().default(0),
    planAfterPaise: integer('plan_after_paise').notNull(),
    walletAfterPaise: integer('wallet_after_paise').notNull(),
    /** Booking and refund: the session and the employee (no FK across owners; for aggregates only). */
    appointmentId: uuid('appointment_id'),
    patientId: uuid('patient_id'),
    paymentId: uuid('payment_id'),
    subscriptionId: uuid('subscription_id'),
    /** Purchases: what the payment was, as it was (the company's payment history reads these). */
    transactionId: text('transaction_id'),
    gateway: text('gateway'),
    paidTotalPaise: integer('paid_total_paise'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('company_credit_entries_kind_check', sql.raw(`kind in (${list(CREDIT_ENTRY_KINDS)})`)),
    check('company_credit_entries_after_check', sql`${t.planAfterPaise} >= 0 and ${t.walletAfterPaise} >= 0`),
    check(
      'company_credit_entries_sign_check',
      sql.raw(
        `(kind in ('plan_grant', 'purchase', 'refund') and plan_delta_paise >= 0 and wallet_delta_paise >= 0)` +
          ` or (kind in ('booking', 'expiry') and plan_delta_paise <= 0 and wallet_delta_paise <= 0)`,
      ),
    ),
    uniqueIndex('company_credit_entries_key_unique').on(t.companyId, t.idempotencyKey),
    index('company_credit_entries_company_idx').on(t.companyId, t.createdAt),
    index('company_credit_entries_patient_idx').on(t.patientId).where(sql`${t.patientId} is not null`),
  ],
);

export const MEMBER_STATES = ['pending', 'accepted', 'left'] as const;
export type MemberState = (typeof MEMBER_STATES)[number];

/**
 * An employee: an invite (pending) that becomes a membership when a patient accepts it. The token
 * is stored hashed. A patient belongs to at most one company at a time; an address is invited once
 * per company. Blocking keeps the membership (history, account) and stops credit spending.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    patientId: uuid('patient_id').references(() => users.id, { onDelete: 'restrict' }),
    state: text('state').$type<MemberState>().notNull().default('pending'),
    /** The employee's choice (default: not shared): may the company see their session count and credits used. */
    shareUsage: boolean('share_usage').notNull().default(false),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    leftAt: timestamp('left_at', { withTimezone: true }),
    /** When the company last opened this employee (list page or details): shown to the employee. */
    companyViewedAt: timestamp('company_viewed_at', { withTimezone: true }),
  },
  (t) => [
    check('company_members_state_check', sql.raw(`state in (${list(MEMBER_STATES)})`)),
    check('company_members_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('company_members_accepted_check', sql`${t.state} = 'pending' or ${t.patientId} is not null`),
    uniqueIndex('company_members_token_unique').on(t.tokenHash),
    uniqueIndex('company_members_email_unique').on(t.companyId, t.email).where(sql`${t.state} <> 'left'`),
    uniqueIndex('company_members_one_company').on(t.patientId).where(sql`${t.state} = 'accepted'`),
    index('company_members_company_idx').on(t.companyId, t.state, t.invitedAt),
  ],
);

/** The therapists a company chose for its employees; the plan's doctorCount caps them (checked under the wallet row lock). */
export const companyProviders = pgTable(
  'company_providers',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    therapistId: uuid('therapist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.therapistId] }),
    index('company_providers_therapist_idx').on(t.therapistId),
  ],
);

/**
 * GST tax invoices for company purchases (Sahaj sells, the company buys), numbered in their own
 * series 'SAHC/<financial year>/<n>' without gaps (taken under a per-series advisory lock). A
 * snapshot: the company's name, GSTIN and billing address as they were when it paid.
 */
export const companyInvoices = pgTable(
  'company_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id').notNull(),
    series: text('series').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email'),
    buyerGstin: text('buyer_gstin'),
    billingAddress: text('billing_address'),
    description: text('description').notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    feesPaise: integer('fees_paise').notNull(),
    taxPaise: integer('tax_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    transactionId: text('transaction_id').notNull(),
    gateway: text('gateway').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('company_invoices_total_check', sql`${t.totalPaise} > 0`),
    check('company_invoices_sequence_check', sql`${t.sequence} > 0`),
    uniqueIndex('company_invoices_payment_unique').on(t.paymentId),
    uniqueIndex('company_invoices_series_sequence_unique').on(t.series, t.sequence),
    uniqueIndex('company_invoices_number_unique').on(t.number),
    index('company_invoices_company_idx').on(t.companyId),
  ],
);

/** What the company keeps for invoices and its page, beside the sign-up details (auth's company_accounts). */
export const companyProfiles = pgTable(
  'company_profiles',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    logoFileId: text('logo_file_id'),
    gstin: text('gstin'),
    billingAddress: text('billing_address'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('company_profiles_gstin_check', sql`${t.gstin} is null or ${t.gstin} ~ '^[0-9]{2}[A-Z0-9]{13}$'`)],
);

export type CompanyPlanRow = typeof companyPlans.$inferSelect;
export type CompanySubscriptionRow = typeof companySubscriptions.$inferSelect;
export type CompanyWalletRow = typeof companyWallets.$inferSelect;
export type CompanyCreditEntryRow = typeof companyCreditEntries.$inferSelect;
export type CompanyMemberRow = typeof companyMembers.$inferSelect;
export type CompanyInvoiceRow = typeof companyInvoices.$inferSelect;
export type CompanyProfileRow = typeof companyProfiles.$inferSelect;
