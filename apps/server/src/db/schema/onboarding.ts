import { foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { questionChoices, questions } from './reference';
import { users } from './users';

/** What the patient onboarding wizard keeps beyond the users row: the place picked on the time-zone page. */
export const patientOnboarding = pgTable('patient_onboarding', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  location: text('location'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The e-mail address a patient asked to verify on onboarding page 5 (the code itself lives in the code service). */
export const onboardingEmailRequests = pgTable('onboarding_email_requests', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per wellness question a patient answered (or skipped: then it has no choices). */
export const wellnessResponses = pgTable(
  'wellness_responses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

/** The choices picked for a wellness response. */
export const wellnessResponseChoices = pgTable(
  'wellness_response_choices',
  {
    userId: uuid('user_id').notNull(),
    questionId: uuid('question_id').notNull(),
    choiceId: uuid('choice_id')
      .notNull()
      .references(() => questionChoices.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId, t.choiceId] }),
    foreignKey({
      name: 'wellness_response_choices_response_fk',
      columns: [t.userId, t.questionId],
      foreignColumns: [wellnessResponses.userId, wellnessResponses.questionId],
    }).onDelete('cascade'),
    index('wellness_response_choices_choice_idx').on(t.choiceId),
  ],
);
