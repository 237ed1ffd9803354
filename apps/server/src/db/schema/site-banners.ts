import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The admin's site banner (issue 23, GET /admin/get-banner-content): a short text with an optional link,
 * for some kinds of account, between two instants. Each person can dismiss a banner; it stays
 * dismissed for them on every device.
 */
export const BANNER_AUDIENCES = ['patient', 'doctor', 'company'] as const;
export type BannerAudience = (typeof BANNER_AUDIENCES)[number];

export const siteBanners = pgTable(
  'site_banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    text: text('text').notNull(),
    linkUrl: text('link_url'),
    linkLabel: text('link_label'),
    audiences: text('audiences').array().$type<BannerAudience[]>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('site_banners_text_check', sql`length(${t.text}) between 1 and 280`),
    check('site_banners_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'site_banners_audiences_check',
      sql`cardinality(${t.audiences}) > 0 and ${t.audiences} <@ array['patient', 'doctor', 'company']::text[]`,
    ),
    check('site_banners_link_check', sql`${t.linkUrl} is null or ${t.linkUrl} ~ '^(https?://|/)'`),
    index('site_banners_window_idx').on(t.endsAt, t.startsAt),
  ],
);

export const bannerDismissals = pgTable(
  'banner_dismissals',
  {
    bannerId: uuid('banner_id')
      .notNull()
      .references(() => siteBanners.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.userId] })],
);
