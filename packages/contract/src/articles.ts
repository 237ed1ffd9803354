import { z } from 'zod';
import { ARTICLES_MSG as M } from './messages/articles';

/**
 * Articles & Blogs (issue 23). The spec's article is the WordPress REST API's post
 * (slug, title.rendered, excerpt.rendered, content.rendered, author, categories as ids), so Sahaj serves
 * its own articles in that shape at /wp-json/wp/v2/* (bare JSON and X-WP-Total / X-WP-TotalPages headers,
 * as WordPress answers; errors keep our envelope) — or, with ARTICLES_SOURCE=wordpress, a real WordPress
 * site's, through the same routes. The admin writes them under /api/v1/admin/articles.
 *
 * - GET /wp-json/wp/v2/posts        page, per_page (1–100), search, categories, slug, orderby, order, _embed
 * - GET /wp-json/wp/v2/posts/:id
 * - GET /wp-json/wp/v2/categories   page, per_page, search, slug, hide_empty, orderby, order
 * - GET /wp-json/wp/v2/categories/:id
 * - GET /wp-json/wp/v2/users/:id    an author
 */

/** Spec 03 §9: the list's chips, 'All' first. */
export const ARTICLE_CATEGORY_NAMES = [
  'Mental Health',
  'OCD',
  'BPD',
  'CBT',
  'Self Care',
  'Anxiety Disorder',
  'Depression',
  'Methamphetamine',
  'Trauma',
  'Therapy',
  'Stress Management',
  'Mental Health and technologies',
  'Mental Health and social media impact',
] as const;

/** Spec 03 §9: default read time; otherwise from the words at about 265 a minute. */
export const DEFAULT_READ_TIME_MINUTES = 4;
export const WORDS_PER_MINUTE = 265;
export const ARTICLES_PAGE_SIZE = 9;
export const ARTICLES_PATH = '/user/base/home/articles-blogs';

/** Words in an HTML body (tags and entities dropped). */
export function wordsIn(html: string): number {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Minutes to read: from the words (265 a minute, at least 1), or the default 4 when there is no text. */
export function readTimeMinutes(html: string): number {
  const words = wordsIn(html);
  return words === 0 ? DEFAULT_READ_TIME_MINUTES : Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

export const ARTICLE_STATUSES = ['draft', 'publish'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A title as a URL slug: 'Sleep & Anxiety: 5 tips' -> 'sleep-anxiety-5-tips'. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

const rendered = z.object({ rendered: z.string() });
const renderedProtected = z.object({ rendered: z.string(), protected: z.boolean() });

export const wpTerm = z.object({
  id: z.number().int(),
  count: z.number().int(),
  description: z.string(),
  link: z.string(),
  name: z.string(),
  slug: z.string(),
  taxonomy: z.literal('category'),
  parent: z.number().int(),
});
export type WpTerm = z.infer<typeof wpTerm>;

export const wpAuthor = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  link: z.string(),
});
export type WpAuthor = z.infer<typeof wpAuthor>;

export const wpMedia = z.object({
  id: z.number().int(),
  source_url: z.string(),
  alt_text: z.string(),
  media_type: z.literal('image'),
});

export const wpPost = z.object({
  id: z.number().int(),
  date: z.string(),
  date_gmt: z.string(),
  modified: z.string(),
  modified_gmt: z.string(),
  slug: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  type: z.literal('post'),
  link: z.string(),
  title: rendered,
  content: renderedProtected,
  excerpt: renderedProtected,
  author: z.number().int(),
  featured_media: z.number().int(),
  categories: z.array(z.number().int()),
  tags: z.array(z.number().int()),
  /** Ours (spec 03 §3 'readTime'): minutes to read. */
  readTime: z.number().int(),
  /** With ?_embed: the author, the categories (WordPress's 'wp:term') and the cover ('wp:featuredmedia'). */
  _embedded: z
    .object({
      author: z.array(wpAuthor),
      'wp:term': z.array(z.array(wpTerm)),
      'wp:featuredmedia': z.array(wpMedia).optional(),
    })
    .optional(),
});
export type WpPost = z.infer<typeof wpPost>;
export const wpPostList = z.array(wpPost);
export const wpTermList = z.array(wpTerm);

const commaIds = z
  .string()
  .trim()
  .max(400)
  .regex(/^\d+(,\d+)*$/, M.articleIdsFormat)
  .transform((s) => [...new Set(s.split(',').map(Number))]);
const commaSlugs = z
  .string()
  .trim()
  .max(400)
  .regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/, M.articleSlugFormat)
  .transform((s) => [...new Set(s.split(','))]);

/** WordPress's query for posts, as far as readers use it. */
export const wpPostsQuery = z.object({
  page: z.coerce
    .number({ error: M.articlePageInvalid })
    .int(M.articlePageInvalid)
    .min(1, M.articlePageInvalid)
    .max(10_000)
    .default(1),
  per_page: z.coerce
    .number({ error: M.articlePerPageInvalid })
    .int(M.articlePerPageInvalid)
    .min(1, M.articlePerPageInvalid)
    .max(100, M.articlePerPageInvalid)
    .default(10),
  search: z.string().trim().max(100, M.articleSearchTooLong).optional(),
  categories: commaIds.optional(),
  categories_exclude: commaIds.optional(),
  exclude: commaIds.optional(),
  slug: commaSlugs.optional(),
  orderby: z.enum(['date', 'id', 'title', 'slug', 'modified', 'relevance']).default('date'),
  order: z.enum(['asc', 'desc']).default('desc'),
  _embed: z.string().max(20).optional(),
});
export type WpPostsQuery = z.output<typeof wpPostsQuery>;

export const wpCategoriesQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional(),
  slug: commaSlugs.optional(),
  hide_empty: z.enum(['true', 'false', '1', '0']).optional(),
  orderby: z.enum(['id', 'name', 'slug', 'count']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type WpCategoriesQuery = z.output<typeof wpCategoriesQuery>;

export const wpIdParams = z.object({
  id: z.coerce
    .number({ error: M.articleNotFound })
    .int(M.articleNotFound)
    .min(1, M.articleNotFound)
    .max(2_147_483_647, M.articleNotFound),
});

// ---------------------------------------------------------------------------------------------
// The admin's editor (/api/v1/admin/articles)

export const adminArticleSummary = z.object({
  _id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  categories: z.array(z.object({ _id: z.number().int(), name: z.string() })),
  author: z.object({ _id: z.number().int(), name: z.string() }),
  readTime: z.number().int(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  hasCover: z.boolean(),
});
export type AdminArticleSummary = z.infer<typeof adminArticleSummary>;
export const adminArticlesData = z.object({
  articles: z.array(adminArticleSummary),
  count: z.number().int(),
  /** Where readers' articles come from: 'wordpress' means edits here are not what readers see. */
  source: z.enum(['sahaj', 'wordpress']),
});
export const adminArticlesQuery = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  status: z.enum(ARTICLE_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
});

export const adminArticle = adminArticleSummary.extend({
  excerpt: z.string(),
  /** The stored (already sanitised) HTML body. */
  content: z.string(),
  coverUrl: z.string().nullable(),
  /** Earlier slugs that still lead here. */
  oldSlugs: z.array(z.string()),
});
export type AdminArticle = z.infer<typeof adminArticle>;

export const articleIdParams = z.object({ articleId: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * A tag or comment opener ('<b', '</', '<!'): titles and excerpts are plain text, stored as typed and
 * escaped when served, so markup is refused with a message instead of being dropped silently.
 * 'Sleep & Anxiety' and '5 < 6' are plain text and pass.
 */
const MARKUP = /<[a-z/!?]/i;

export const adminArticleBody = z.object({
  title: z
    .string()
    .trim()
    .min(1, M.articleTitleRequired)
    .max(200, M.articleTitleTooLong)
    .refine((s) => !MARKUP.test(s), M.articleTitleMarkup),
  slug: z
    .string()
    .trim()
    .max(80, M.articleSlugTooLong)
    .refine((s) => s === '' || SLUG_PATTERN.test(s), M.articleSlugFormat)
    .optional()
    .describe('Empty or absent: made from the title'),
  excerpt: z
    .string()
    .trim()
    .max(600, M.articleExcerptTooLong)
    .refine((s) => !MARKUP.test(s), M.articleExcerptMarkup)
    .default(''),
  content: z.string().max(200_000, M.articleContentTooLong),
  categoryIds: z.array(z.number().int().positive()).max(10).default([]),
  authorId: z.number({ error: M.articleAuthorRequired }).int().positive(M.articleAuthorRequired),
});
export type AdminArticleBody = z.input<typeof adminArticleBody>;

export const articleStatusBody = z.object({ status: z.enum(ARTICLE_STATUSES) });

export const articlePreviewBody = z.object({ content: z.string().max(200_000, M.articleContentTooLong) });
export const articlePreviewData = z.object({ rendered: z.string(), readTime: z.number().int() });

export const articleAuthorsData = z.object({
  authors: z.array(z.object({ _id: z.number().int(), name: z.string() })),
});
export const articleAuthorBody = z.object({
  name: z.string().trim().min(1, M.articleAuthorRequired).max(80),
});

export const articleSaveResult = z.object({ message: z.string(), article: adminArticle });
