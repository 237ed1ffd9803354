import {
  MSG,
  readTimeMinutes,
  type WpAuthor,
  type WpPost,
  type WpTerm,
  wpAuthor,
  wpPost,
  wpTerm,
} from '@sahaj/contract';
import { z } from 'zod';
import { type WordPressClient, WordPressUnavailable } from '../../integrations/articles/wordpress-client';
import { AppError } from '../../lib/errors';
import { type ArticleSource, totalPages } from './article-source';
import { sanitizeArticleHtml } from './sanitize';

/** The fields we read of a WordPress post; anything else it sends is dropped. */
const theirPost = wpPost.omit({ readTime: true, status: true, _embedded: true }).extend({
  status: z.string(),
  tags: z.array(z.number().int()).default([]),
  _embedded: z
    .object({
      author: z.array(wpAuthor.partial().extend({ id: z.number().int(), name: z.string() })).optional(),
      'wp:term': z.array(z.array(z.object({ id: z.number().int(), taxonomy: z.string() }).passthrough())).optional(),
      'wp:featuredmedia': z.array(z.object({ id: z.number().int(), source_url: z.string() }).passthrough()).optional(),
    })
    .passthrough()
    .optional(),
});

function toOurs(raw: unknown): WpPost | undefined {
  const parsed = theirPost.safeParse(raw);
  if (!parsed.success) return undefined;
  const p = parsed.data;
  const content = sanitizeArticleHtml(p.content.rendered);
  const embedded = p._embedded;
  return wpPost.parse({
    ...p,
    status: 'publish',
    title: { rendered: sanitizeArticleHtml(p.title.rendered) },
    content: { rendered: content, protected: false },
    excerpt: { rendered: sanitizeArticleHtml(p.excerpt.rendered), protected: false },
    readTime: readTimeMinutes(content),
    _embedded: embedded
      ? {
          author: (embedded.author ?? []).map((a) => wpAuthor.parse({ description: '', link: '', slug: '', ...a })),
          'wp:term': (embedded['wp:term'] ?? [])
            .map((group) => group.filter((t) => t.taxonomy === 'category'))
            .map((group) => group.flatMap((t) => (wpTerm.safeParse(t).success ? [wpTerm.parse(t)] : []))),
          ...(embedded['wp:featuredmedia']?.length
            ? {
                'wp:featuredmedia': embedded['wp:featuredmedia'].map((m) => ({
                  id: m.id,
                  source_url: m.source_url,
                  alt_text: typeof m.alt_text === 'string' ? m.alt_text : '',
                  media_type: 'image' as const,
                })),
              }
            : {}),
        }
      : undefined,
  });
}

const list = <T>(body: unknown, one: (x: unknown) => T | undefined): T[] =>
  Array.isArray(body)
    ? body.flatMap((x) => {
        const v = one(x);
        return v === undefined ? [] : [v];
      })
    : [];

const term = (x: unknown): WpTerm | undefined => {
  const r = wpTerm.safeParse(x);
  return r.success ? r.data : undefined;
};
const author = (x: unknown): WpAuthor | undefined => {
  const r = wpAuthor.safeParse(x);
  return r.success ? r.data : undefined;
};
const csv = (ids: Array<number | string> | undefined) => (ids?.length ? ids.join(',') : undefined);

/** Readers' articles from a WordPress site (ARTICLES_SOURCE=wordpress), sanitised like our own. */
export function wordpressArticleSource(wordpress: WordPressClient): ArticleSource {
  // The site down with nothing cached: a clear 503 the reader's screen says in words, never a blank page.
  const client = {
    async get(path: string, params: Record<string, string | undefined>) {
      try {
        return await wordpress.get(path, params);
      } catch (err) {
        if (err instanceof WordPressUnavailable)
          throw new AppError('ARTICLES_UNAVAILABLE', 503, MSG.articlesUnavailable);
        throw err;
      }
    },
  };
  return {
    name: 'wordpress',
    async posts(q) {
      const a = await client.get('posts', {
        page: String(q.page),
        per_page: String(q.per_page),
        search: q.search || undefined,
        categories: csv(q.categories),
        categories_exclude: csv(q.categories_exclude),
        exclude: csv(q.exclude),
        slug: csv(q.slug),
        orderby: q.orderby,
        order: q.order,
        _embed: q._embed !== undefined ? '1' : undefined,
      });
      // WordPress answers a page past the end with 400 rest_post_invalid_page_number: an empty page here.
      const items = a.status === 200 ? list(a.body, toOurs) : [];
      const total = a.total ?? items.length;
      return { items, total, totalPages: a.totalPages ?? totalPages(total, q.per_page) };
    },
    async post(id, embed) {
      const a = await client.get(`posts/${id}`, { _embed: embed ? '1' : undefined });
      return a.status === 200 ? toOurs(a.body) : undefined;
    },
    async categories(q) {
      const a = await client.get('categories', {
        page: String(q.page),
        per_page: String(q.per_page),
        search: q.search || undefined,
        slug: csv(q.slug),
        hide_empty: q.hide_empty,
        orderby: q.orderby,
        order: q.order,
      });
      const items = a.status === 200 ? list(a.body, term) : [];
      const total = a.total ?? items.length;
      return { items, total, totalPages: a.totalPages ?? totalPages(total, q.per_page) };
    },
    async category(id) {
      const a = await client.get(`categories/${id}`, {});
      return a.status === 200 ? term(a.body) : undefined;
    },
    async author(id) {
      const a = await client.get(`users/${id}`, {});
      return a.status === 200 ? author(a.body) : undefined;
    },
  };
}
