import { type ContentPage, type ContentSlug, contentPage } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /public/{privacy-policy|confidentiality-agreement}: a static page's blocks, from the server. */
export const getContentPage = async (slug: ContentSlug, signal?: AbortSignal): Promise<ContentPage> =>
  contentPage.parse(await api<unknown>(`/public/${slug}`, { skipAuth: true, signal }));

export const contentPageQuery = (slug: ContentSlug) =>
  queryOptions({
    queryKey: ['content', slug],
    queryFn: ({ signal }) => getContentPage(slug, signal),
    // The documents change rarely; the server lets caches keep them 5 minutes too.
    staleTime: 5 * 60_000,
  });

export const useContentPage = (slug: ContentSlug) => useQuery(contentPageQuery(slug));
