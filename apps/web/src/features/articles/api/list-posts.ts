import { ARTICLES_PAGE_SIZE, type WpPost } from '@sahaj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFeed } from '../../../lib/api-client';
import { articleKeys } from './keys';

export interface PostsQuery {
  /** 1-based, as WordPress counts. */
  page: number;
  search: string;
  categoryId?: number;
}

/** GET /wp-json/wp/v2/posts with the author, terms and cover embedded. */
export const listPosts = (q: PostsQuery, signal?: AbortSignal) =>
  apiFeed<WpPost[]>('/posts', {
    query: {
      page: q.page,
      per_page: ARTICLES_PAGE_SIZE,
      search: q.search || undefined,
      categories: q.categoryId,
      _embed: 1,
    },
    signal,
  });

export const postsQuery = (q: PostsQuery) =>
  queryOptions({
    queryKey: articleKeys.list(q),
    queryFn: ({ signal }) => listPosts(q, signal),
    placeholderData: keepPreviousData,
  });

export const usePosts = (q: PostsQuery) => useQuery(postsQuery(q));
