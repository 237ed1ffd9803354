import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per listed therapist (approved, status 'active', with a first free slot): everything the
 * therapist list filters and sorts by, in one narrow table with an index per filter and sort
 * (issue 25). Owned by discovery, written only by database triggers on its sources (users,
 * therapist_profiles, therapist_specialities, therapist_languages, therapist_booking_stats; see the
 * migration `therapist_search`), so no code path that changes a source can forget it.
 */
export const therapistSearch = pgTable(
  'therapist_search',
  {
    therapistId: uuid('therapist_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The shown name, lower-cased: matched by substring and by trigram similarity (typos). */
    name: text('name').notNull(),
    gender: text('gender'),
    /** The first part of the profile's place, trimmed and lower-cased ('bengaluru'). */
    city: text('city'),
    specialityIds: uuid('speciality_ids').array().notNull().default(sql`'{}'`),
    languageIds: uuid('language_ids').array().notNull().default(sql`'{}'`),
    feeMinor: integer('fee_minor'),
    rating: doublePrecision('rating').notNull().default(0),
    /** The account's creation (the Oldest / Newest sorts). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    nextAvailableAt: timestamp('next_available_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('therapist_search_rating_idx').on(t.rating.desc(), t.therapistId),
    index('therapist_search_fee_asc_idx').on(t.feeMinor.asc().nullsLast(), t.therapistId),
    index('therapist_search_fee_desc_idx').on(t.feeMinor.desc().nullsLast(), t.therapistId),
    index('therapist_search_created_idx').on(t.createdAt, t.therapistId),
    index('therapist_search_created_desc_idx').on(t.createdAt.desc(), t.therapistId),
    index('therapist_search_city_idx').on(t.city),
    index('therapist_search_gender_idx').on(t.gender),
    index('therapist_search_specialities_idx').using('gin', t.specialityIds),
    index('therapist_search_languages_idx').using('gin', t.languageIds),
    index('therapist_search_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/**
 * Approved therapists with no therapist_booking_stats row yet (just approved, or their stats were
 * removed): the list computes their first free slot before it answers, so they show at once. Kept by
 * the same triggers as therapist_search, so the list reads a few rows instead of anti-joining every
 * therapist once a second.
 */
export const therapistSearchPending = pgTable('therapist_search_pending', {
  therapistId: uuid('therapist_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
});
