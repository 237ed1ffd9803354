import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The forms engine (questionnaires and, later, the corporate survey). A form's questions carry their
 * options with scores as jsonb; a submission keeps each answer's option ids, labels and score as they
 * were, so editing a form later never changes a past result.
 */
export const FORM_SCORINGS = ['phq9', 'gad7'] as const;
export type FormScoring = (typeof FORM_SCORINGS)[number];

export const forms = pgTable(
  'forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    published: boolean('published').notNull().default(false),
    /** Validated screening questionnaires score by their published rules (contract forms.ts). */
    scoring: text('scoring').$type<FormScoring>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('forms_name_check', sql`length(${t.name}) between 1 and 120`),
    check('forms_scoring_check', sql.raw(`scoring is null or scoring in ('phq9', 'gad7')`)),
    uniqueIndex('forms_scoring_unique').on(t.scoring).where(sql`${t.scoring} is not null`),
  ],
);

export interface FormOptionRow {
  id: string;
  label: string;
  score: number;
}

export const formQuestions = pgTable(
  'form_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    question: text('question').notNull(),
    answerType: text('answer_type').$type<'singleSelect' | 'multi'>().notNull(),
    options: jsonb('options').$type<FormOptionRow[]>().notNull(),
  },
  (t) => [
    check('form_questions_answer_type_check', sql.raw(`answer_type in ('singleSelect', 'multi')`)),
    check('form_questions_options_check', sql`jsonb_array_length(${t.options}) between 2 and 20`),
    uniqueIndex('form_questions_position_unique').on(t.formId, t.position),
  ],
);

export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    totalScore: integer('total_score').notNull(),
    /** The band of a scored questionnaire (e.g. 'Mild'); null for unscored forms. */
    band: text('band'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('form_submissions_score_check', sql`${t.totalScore} >= 0`),
    index('form_submissions_patient_idx').on(t.patientId, t.formId, t.createdAt),
  ],
);

export const formAnswers = pgTable(
  'form_answers',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    /** No foreign key: the question may be edited away later; the text is kept here. */
    questionId: uuid('question_id').notNull(),
    position: smallint('position').notNull(),
    question: text('question').notNull(),
    selectedAnswers: text('selected_answers').array().notNull(),
    selectedLabels: text('selected_labels').array().notNull(),
    score: integer('score').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.questionId] }),
    check('form_answers_selected_check', sql`cardinality(${t.selectedAnswers}) >= 1`),
  ],
);

/** A result the patient shared with a therapist they have an appointment with. */
export const formSubmissionShares = pgTable(
  'form_submission_shares',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    therapistId: uuid('therapist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.therapistId] }),
    index('form_submission_shares_therapist_idx').on(t.therapistId),
  ],
);
