import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments } from './booking';
import { users } from './users';

/**
 * A person's notification switches (my-account) and reminder settings. No row means every switch
 * is on (the defaults), so a new account needs nothing written.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** In-app notifications (the bell and its live push): PATCH /user/notification/switch. */
  push: boolean('push').notNull().default(true),
  /** Notification e-mails: PATCH /user/email-notification/switch. */
  email: boolean('email').notNull().default(true),
  sessionReminders: boolean('session_reminders').notNull().default(true),
  medicationReminders: boolean('medication_reminders').notNull().default(true),
  /** PATCH /patient/reminder-settings/turn-off-all-reminders: no reminder of any kind. */
  allRemindersOff: boolean('all_reminders_off').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const REMINDER_KINDS = ['24h', '15m'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * One session reminder to one person: made by the due scan when its time comes, claimed by exactly
 * one node (status 'pending' → 'sent' in one conditional UPDATE). The unique key includes the start
 * the reminder was for, so a rescheduled session gets fresh reminders for its new time while the old
 * time's reminder (if it was not yet sent) can never be sent.
 */
export const sessionReminders = pgTable(
  'session_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReminderKind>().notNull(),
    /** The session start this reminder announces. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** pending → sent, or skipped (switched off / withdrawn). */
    status: text('status').$type<'pending' | 'sent' | 'skipped'>().notNull().default('pending'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('session_reminders_kind_check', sql.raw(`kind in ('24h', '15m')`)),
    check('session_reminders_status_check', sql.raw(`status in ('pending', 'sent', 'skipped')`)),
    uniqueIndex('session_reminders_once').on(t.appointmentId, t.userId, t.kind, t.startsAt),
    index('session_reminders_pending_idx').on(t.dueAt).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Every notification e-mail and SMS, written before it is sent: a failed send stays here with its
 * error and is retried with backoff by a job until it goes or gives up ('failed', kept for a person
 * to look at), so nothing is lost silently. `dedupeKey` makes enqueuing the same message twice a no-op.
 */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** E-mail attachments (e.g. the session .ics): { filename, content, contentType }[]. */
    attachments: jsonb('attachments').$type<{ filename: string; content: string; contentType?: string }[]>(),
    dedupeKey: text('dedupe_key'),
    status: text('status').$type<'pending' | 'sending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('message_deliveries_channel_check', sql.raw(`channel in ('email', 'sms')`)),
    check('message_deliveries_status_check', sql.raw(`status in ('pending', 'sending', 'sent', 'failed')`)),
    check('message_deliveries_attempts_check', sql`${t.attempts} >= 0`),
    uniqueIndex('message_deliveries_dedupe_unique').on(t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
    index('message_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
  ],
);
