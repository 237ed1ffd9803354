import { instantToWallTime, type WpAuthor, type WpPost, type WpTerm } from '@sahaj/contract';
import type { ArticleRow, AuthorRow, CategoryRow } from './repository';
import { escapeHtml, sanitizeArticleHtml } from './sanitize';

/** The site's zone for WordPress's local 'date' ('date_gmt' is UTC); Sahaj is India first. */
export const SITE_ZONE = 'Asia/Kolkata';

const gmt = (at: Date) => at.toISOString().slice(0, 19);
const local = (at: Date) => {
  const w = instantToWallTime(at, SITE_ZONE);
  return `${w.day}T${w.time}:${String(at.getUTCSeconds()).padStart(2, '0')}`;
};

export interface Links {
  /** The reader's page of an article. */
  article: (slug: string) => string;
  category: (slug: string) => string;
  author: (slug: string) => string;
  cover: (id: number) => string;
}

/** An article row as a WordPress post; the body is sanitised again on the way out. */
export function toWpPost(
  row: ArticleRow,
  categoryIds: number[],
  links: Links,
  embed?: { author: AuthorRow | undefined; terms: WpTerm[] },
): WpPost {
  const at = row.publishedAt ?? row.createdAt;
  const post: WpPost = {
    id: row.id,
    date: local(at),
    date_gmt: gmt(at),
    modified: local(row.updatedAt),
    modified_gmt: gmt(row.updatedAt),
    slug: row.slug,
    status: row.status,
    type: 'post',
    link: links.article(row.slug),
    title: { rendered: escapeHtml(row.title) },
    content: { rendered: sanitizeArticleHtml(row.content), protected: false },
    excerpt: { rendered: row.excerpt ? `<p>${escapeHtml(row.excerpt)}</p>\n` : '', protected: false },
    author: row.authorId,
    featured_media: row.coverKey ? row.id : 0,
    categories: categoryIds,
    tags: [],
    readTime: row.readTime,
  };
  if (embed) {
    post._embedded = {
      author: embed.author ? [toWpAuthor(embed.author, links)] : [],
      'wp:term': [embed.terms.filter((t) => categoryIds.includes(t.id))],
      ...(row.coverKey
        ? {
            'wp:featuredmedia': [
              { id: row.id, source_url: links.cover(row.id), alt_text: '', media_type: 'image' as const },
            ],
          }
        : {}),
    };
  }
  return post;
}

export const toWpTerm = (row: CategoryRow, count: number, links: Links): WpTerm => ({
  id: row.id,
  count,
  description: row.description,
  link: links.category(row.slug),
  name: row.name,
  slug: row.slug,
  taxonomy: 'category',
  parent: 0,
});

export const toWpAuthor = (row: AuthorRow, links: Links): WpAuthor => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  link: links.author(row.slug),
});
