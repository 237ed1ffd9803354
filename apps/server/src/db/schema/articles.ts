import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Articles & Blogs (issue 23): the admin's own articles, served in WordPress's posts shape. Ids are
 * integers because WordPress clients expect them. Bodies are stored already sanitised (and sanitised
 * again when served). An article's earlier slugs stay in article_slugs so old links keep working;
 * a slug belongs to one article for ever (current or old), so a link never starts pointing elsewhere.
 */
export const ARTICLE_STATUS_VALUES = ['draft', 'publish'] as const;
export type ArticleStatusValue = (typeof ARTICLE_STATUS_VALUES)[number];

export const articleCategories = pgTable(
  'article_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [check('article_categories_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);

export const articleAuthors = pgTable(
  'article_authors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
  },
  (t) => [check('article_authors_name_check', sql`length(${t.name}) between 1 and 80`)],
);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    content: text('content').notNull().default(''),
    status: text('status').$type<ArticleStatusValue>().notNull().default('draft'),
    authorId: integer('author_id')
      .notNull()
      .references(() => articleAuthors.id),
    coverKey: text('cover_key'),
    coverMime: text('cover_mime'),
    readTime: integer('read_time').notNull().default(4),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('articles_status_check', sql.raw(`status in ('draft', 'publish')`)),
    check('articles_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(${t.slug}) <= 80`),
    check('articles_title_check', sql`length(${t.title}) between 1 and 200`),
    check('articles_published_check', sql`${t.status} = 'draft' or ${t.publishedAt} is not null`),
    // Readers' list: published, newest first.
    index('articles_published_idx').on(t.publishedAt, t.id).where(sql`${t.status} = 'publish'`),
  ],
);

export const articleCategoryLinks = pgTable(
  'article_category_links',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.categoryId] }),
    index('article_category_links_category_idx').on(t.categoryId),
  ],
);

/** Every slug an article has had: its current one too, so no two articles ever share one. */
export const articleSlugs = pgTable(
  'article_slugs',
  {
    slug: text('slug').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('article_slugs_article_idx').on(t.articleId)],
);
