import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './booking';
import { users } from './users';

/**
 * Video sessions (issue 14). Every start, join, leave and decline of a session's call is one row of
 * `call_events`; when the session ends the completion job reads them and writes the session's
 * attendance to `call_outcomes` (one row per appointment): 'attended' when both people joined,
 * otherwise the no-show of the absent side (or of both).
 */
export const CALL_EVENT_KINDS = ['start', 'join', 'leave', 'decline'] as const;
export type CallEventKind = (typeof CALL_EVENT_KINDS)[number];
export const CALL_OUTCOMES = ['attended', 'patient_no_show', 'therapist_no_show', 'both_no_show'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const callEvents = pgTable(
  'call_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    // The users row is never deleted (account deletion anonymises it), so the record stays.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'patient' | 'doctor'>().notNull(),
    kind: text('kind').$type<CallEventKind>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('call_events_role_check', sql`${t.role} in ('patient', 'doctor')`),
    check('call_events_kind_check', sql.raw(`kind in ('start', 'join', 'leave', 'decline')`)),
    index('call_events_appointment_idx').on(t.appointmentId, t.at),
  ],
);

export const callOutcomes = pgTable(
  'call_outcomes',
  {
    appointmentId: uuid('appointment_id')
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    outcome: text('outcome').$type<CallOutcome>().notNull(),
    patientJoinedAt: timestamp('patient_joined_at', { withTimezone: true }),
    therapistJoinedAt: timestamp('therapist_joined_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check(
      'call_outcomes_outcome_check',
      sql.raw(`outcome in ('attended', 'patient_no_show', 'therapist_no_show', 'both_no_show')`),
    ),
  ],
);

/** A problem a patient reports about a session (POST /patient/report-issues), listed for admins. */
export const ISSUE_REPORT_STATUSES = ['open', 'resolved'] as const;
export const issueReports = pgTable(
  'issue_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    description: text('description').notNull(),
    status: text('status').$type<(typeof ISSUE_REPORT_STATUSES)[number]>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('issue_reports_status_check', sql`${t.status} in ('open', 'resolved')`),
    check('issue_reports_description_check', sql`length(trim(${t.description})) > 0`),
    index('issue_reports_created_idx').on(t.createdAt),
    index('issue_reports_patient_idx').on(t.patientId, t.createdAt),
  ],
);

export type CallEventRow = typeof callEvents.$inferSelect;
export type IssueReportRow = typeof issueReports.$inferSelect;
