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

export const CODE_CHANNELS = ['sms', 'whatsapp', 'email'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];

/**
 * One-time codes (ARCHITECTURE §6). The code itself is never stored: code_hash is an HMAC of it;
 * when Twilio Verify delivers and checks the code, code_hash is null and the provider holds it.
 * At most one live code per (purpose, target): a partial unique index, so two racing sends
 * cannot both succeed. A ticket (hashed) lets a page address carry the code's identity.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    /** E.164 phone or lower-cased e-mail. */
    target: text('target').notNull(),
    channel: text('channel').$type<CodeChannel>().notNull(),
    length: integer('length').notNull(),
    codeHash: text('code_hash'),
    ticketHash: text('ticket_hash'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    userType: text('user_type').$type<'patient' | 'doctor' | 'company' | 'admin'>(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** Whether a message actually went out (forgot-password answers the same for unknown contacts). */
    delivered: boolean('delivered').notNull().default(true),
    resendAt: timestamp('resend_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('one_time_codes_channel_check', sql`${t.channel} in ('sms', 'whatsapp', 'email')`),
    check('one_time_codes_length_check', sql`${t.length} between 4 and 8`),
    check('one_time_codes_attempts_check', sql`${t.attempts} >= 0 and ${t.attempts} <= ${t.maxAttempts}`),
    uniqueIndex('one_time_codes_live_unique').on(t.purpose, t.target).where(sql`${t.consumedAt} is null`),
    uniqueIndex('one_time_codes_ticket_unique').on(t.ticketHash).where(sql`${t.ticketHash} is not null`),
    index('one_time_codes_created_idx').on(t.createdAt),
  ],
);

/** Failed (and successful) logins per account identifier, for the 10-per-15-minutes limit across nodes. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userType: text('user_type').$type<'patient' | 'doctor' | 'company' | 'admin'>().notNull(),
    /** E.164 phone or lower-cased e-mail: the account as typed, existing or not. */
    login: text('login').notNull(),
    succeeded: boolean('succeeded').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_account_idx').on(t.userType, t.login, t.createdAt),
    // A client's own attempts on one account (the pair's budget and whether the client is trusted).
    index('login_attempts_pair_idx').on(t.userType, t.login, t.ip, t.createdAt),
  ],
);

/**
 * Unlock links for a locked sign-in (issue 20 #15; docs/login-lockout.md). When an account's
 * shared budget of failed logins is used up, its owner is e-mailed (or texted) a link; opening it
 * from a device makes that client (its IP) a trusted pair for the account for a day, with its own
 * budget, so a stranger guessing elsewhere cannot keep the owner out. The token is stored hashed.
 */
export const loginUnlocks = pgTable(
  'login_unlocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userType: text('user_type').$type<'patient' | 'doctor' | 'company' | 'admin'>().notNull(),
    /** The account as typed at login (E.164 phone or lower-cased e-mail), like login_attempts.login. */
    login: text('login').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The client that opened the link: it may sign in with its own budget until trusted_until. */
    ip: text('ip'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    trustedUntil: timestamp('trusted_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('login_unlocks_token_unique').on(t.tokenHash),
    index('login_unlocks_account_idx').on(t.userType, t.login, t.createdAt),
  ],
);

/** A Google or Apple account linked to one of our accounts. */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userType: text('user_type').$type<'patient' | 'doctor'>().notNull(),
    provider: text('provider').$type<'google' | 'apple'>().notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    picture: text('picture'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('oauth_identities_provider_check', sql`${t.provider} in ('google', 'apple')`),
    uniqueIndex('oauth_identities_subject_unique').on(t.provider, t.subject, t.userType),
    uniqueIndex('oauth_identities_user_provider_unique').on(t.userId, t.provider),
  ],
);

/** What a company gave at sign-up (spec §3 corporate registration payload). */
export const companyAccounts = pgTable(
  'company_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name'),
    companyWebsite: text('company_website'),
    companyEmail: text('company_email'),
    companySize: text('company_size'),
    categoryId: text('category_id'),
    categoryName: text('category_name'),
    location: text('location').notNull(),
    role: text('role').notNull(),
    currency: text('currency').notNull().default('INR'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('company_accounts_currency_check', sql`${t.currency} = 'INR'`)],
);

/** ALTCHA solutions already accepted, so one solved challenge cannot be replayed before it expires. */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    signature: text('signature').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.signature] })],
);

/**
 * A passed captcha, handed to the browser as an opaque pass (stored hashed) that sign-up code
 * sends and company sign-up require. The first send binds it to its destination: later sends
 * (resends) with the same pass may go only there, so each new phone number costs a new captcha.
 */
export const captchaPasses = pgTable(
  'captcha_passes',
  {
    passHash: text('pass_hash').primaryKey(),
    /** E.164 phone, e-mail, or 'company:<e-mail>'; null until first used. */
    target: text('target'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('captcha_passes_expires_idx').on(t.expiresAt)],
);

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
