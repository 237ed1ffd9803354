import type { WpAuthor, WpCategoriesQuery, WpPost, WpPostsQuery, WpTerm } from '@sahaj/contract';

/** A page of a WordPress collection: the items and the totals WordPress sends as X-WP-Total / X-WP-TotalPages. */
export interface WpPage<T> {
  items: T[];
  total: number;
  totalPages: number;
}

/**
 * Where readers' articles come from (issue 23): our own editor's (local-source.ts) or a WordPress site's
 * (integrations/articles/wordpress-source.ts, ARTICLES_SOURCE=wordpress). Both answer in WordPress's shapes,
 * published posts only.
 */
export interface ArticleSource {
  readonly name: 'sahaj' | 'wordpress';
  posts(q: WpPostsQuery): Promise<WpPage<WpPost>>;
  post(id: number, embed: boolean): Promise<WpPost | undefined>;
  categories(q: WpCategoriesQuery): Promise<WpPage<WpTerm>>;
  category(id: number): Promise<WpTerm | undefined>;
  author(id: number): Promise<WpAuthor | undefined>;
}

export const totalPages = (total: number, perPage: number) => Math.ceil(total / perPage);
