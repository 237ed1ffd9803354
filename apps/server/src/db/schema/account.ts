import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uploadedFiles } from './therapist-profile';
import { users } from './users';

/**
 * What the account page keeps beyond the users row: the patient's profile picture (a therapist's
 * lives on therapist_profiles) and, once the account is deleted, when that happened.
 */
export const accountProfiles = pgTable('account_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  profilePicFileId: uuid('profile_pic_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
