import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const REFERENCE_KINDS = ['relationship', 'cancellation_reason', 'company_signup_role', 'company_size'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** Small pick-lists that only need a name and an order. */
export const referenceItems = pgTable(
  'reference_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ReferenceKind>().notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('reference_items_kind_check', sql.raw(`kind in (${REFERENCE_KINDS.map((k) => `'${k}'`).join(', ')})`)),
    uniqueIndex('reference_items_kind_name_unique').on(t.kind, t.name),
  ],
);

export const languages = pgTable('languages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
});

export const specialities = pgTable('specialities', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
});

export const companyCategories = pgTable('company_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
});

/** Pre-booking questions (contextType 'wellness_profile') and their choices. */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contextType: text('context_type').notNull(),
    question: text('question').notNull(),
    /** 'singleSelect' when the choices exclude each other, else 'multi' (ANSWER_TYPES in the contract). */
    answerType: text('answer_type').$type<'singleSelect' | 'multi'>().notNull().default('multi'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('questions_context_question_unique').on(t.contextType, t.question),
    check('questions_answer_type_check', sql`${t.answerType} in ('singleSelect', 'multi')`),
  ],
);

export const questionChoices = pgTable(
  'question_choices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('question_choices_question_text_unique').on(t.questionId, t.text)],
);
