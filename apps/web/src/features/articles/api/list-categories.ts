import type { WpTerm } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFeed } from '../../../lib/api-client';
import { articleKeys } from './keys';

/** GET /wp-json/wp/v2/categories: every category, in the order they were made (the spec's chip order). */
export const listCategories = (signal?: AbortSignal) =>
  apiFeed<WpTerm[]>('/categories', { query: { per_page: 100, orderby: 'id', order: 'asc' }, signal });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: articleKeys.categories,
    queryFn: ({ signal }) => listCategories(signal),
    staleTime: 5 * 60_000,
  });

export const useCategories = () => useQuery(categoriesQuery());
