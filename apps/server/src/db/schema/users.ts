import type { PersonGender } from '@sahaj/contract';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const USER_STATUSES = ['pending', 'active', 'waiting for approval', 'rejected', 'blocked', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

const statusList = USER_STATUSES.map((s) => `'${s}'`).join(', ');

/**
 * Every account: patients, therapists ('doctor'), companies and admins. One phone or e-mail
 * may hold one account per kind, so a therapist can also be a patient.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userType: text('user_type').$type<'patient' | 'doctor' | 'company' | 'admin'>().notNull(),
    status: text('status').$type<UserStatus>().notNull().default('pending'),
    /** Onboarding progress: the last page saved (0 = none). */
    page: integer('page').notNull().default(0),
    /** E.164, e.g. +919876543210. */
    phone: text('phone'),
    /** Stored lower-cased. */
    email: text('email'),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    name: text('name'),
    /** PersonGender: one lower-case value for patients and therapists (the therapist API maps it to 'Male'). */
    gender: text('gender').$type<PersonGender>(),
    dob: date('dob'),
    /** IANA zone id, e.g. Asia/Kolkata. */
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    /** The spec's label 'Country (GMT+h:mm)'. */
    timeZoneLabel: text('time_zone_label'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_user_type_check', sql.raw(`user_type in ('patient', 'doctor', 'company', 'admin')`)),
    check('users_status_check', sql.raw(`status in (${statusList})`)),
    check('users_page_check', sql`${t.page} >= 0`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('users_gender_check', sql`${t.gender} is null or ${t.gender} in ('male', 'female', 'other')`),
    uniqueIndex('users_type_phone_unique').on(t.userType, t.phone).where(sql`${t.phone} is not null`),
    uniqueIndex('users_type_email_unique').on(t.userType, t.email).where(sql`${t.email} is not null`),
    // The therapist list's Oldest / Newest pages walk this instead of sorting every therapist (issue 11).
    index('users_doctor_created_idx').on(t.createdAt, t.id).where(sql`${t.userType} = 'doctor'`),
  ],
);

/** A server-side row per login, so logout, password change and blocking can revoke a token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
