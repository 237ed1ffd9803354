import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Each approval or rejection of a therapist profile (the audit_log keeps the same facts for auditors). */
export const therapistReviews = pgTable(
  'therapist_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    therapistUserId: uuid('therapist_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adminUserId: uuid('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<'approve' | 'reject'>().notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('therapist_reviews_action_check', sql`${t.action} in ('approve', 'reject')`),
    check('therapist_reviews_reason_check', sql`${t.action} = 'approve' or length(trim(${t.reason})) > 0`),
    index('therapist_reviews_therapist_idx').on(t.therapistUserId, t.createdAt),
  ],
);
