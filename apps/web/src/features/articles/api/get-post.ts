import type { WpPost } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFeed } from '../../../lib/api-client';
import { articleKeys } from './keys';

/** One article by its slug (an earlier slug of it finds it too); null when there is none. */
export const getPostBySlug = async (slug: string, signal?: AbortSignal): Promise<WpPost | null> =>
  (await apiFeed<WpPost[]>('/posts', { query: { slug, _embed: 1 }, signal })).items[0] ?? null;

export const postBySlugQuery = (slug: string) =>
  queryOptions({ queryKey: articleKeys.bySlug(slug), queryFn: ({ signal }) => getPostBySlug(slug, signal) });

export const usePostBySlug = (slug: string) => useQuery(postBySlugQuery(slug));

/** 'You May Also Like': up to three others in the same categories, newest first (any others when none share one). */
export async function getRelated(post: WpPost, signal?: AbortSignal): Promise<WpPost[]> {
  const same = post.categories.length
    ? (
        await apiFeed<WpPost[]>('/posts', {
          query: { categories: post.categories.join(','), exclude: post.id, per_page: 3, _embed: 1 },
          signal,
        })
      ).items
    : [];
  if (same.length >= 3) return same;
  const more = await apiFeed<WpPost[]>('/posts', {
    query: { exclude: [post.id, ...same.map((p) => p.id)].join(','), per_page: 3 - same.length, _embed: 1 },
    signal,
  });
  return [...same, ...more.items];
}

export const useRelated = (post: WpPost | null | undefined) =>
  useQuery({
    queryKey: articleKeys.related(post?.id ?? 0),
    queryFn: ({ signal }) => getRelated(post as WpPost, signal),
    enabled: Boolean(post),
  });
