import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { referenceItems } from './reference';
import { users } from './users';

/**
 * The people a patient books sessions for (spec 03 "Family member"): at most FAMILY_MEMBERS_MAX per
 * patient (counted under a row lock of the patient). Erased with the patient's account (deletion
 * deletes these rows; appointments keep only a null family_member_id).
 */
export const familyMembers = pgTable(
  'family_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** From /public/relationships (reference_items kind 'relationship'). */
    relationshipId: uuid('relationship_id')
      .notNull()
      .references(() => referenceItems.id),
    dob: date('dob').notNull(),
    gender: text('gender').$type<'male' | 'female' | 'other'>().notNull(),
    /** E.164, optional. */
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('family_members_gender_check', sql`${t.gender} in ('male', 'female', 'other')`),
    check('family_members_name_check', sql`char_length(${t.name}) between 2 and 100`),
    index('family_members_patient_idx').on(t.patientId, t.createdAt),
  ],
);

export type FamilyMemberRow = typeof familyMembers.$inferSelect;
