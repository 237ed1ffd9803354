import { type Language, LOOKUP_PAGE_LIMIT } from '@sahaj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { discoveryKeys } from './keys';

/** GET /public/languages (page 0, limit 20, searchKey): the language filter's choices as typed. */
export const searchLanguages = (searchKey: string, signal?: AbortSignal) =>
  api<{ languages: Language[]; count: number }>('/public/languages', {
    skipAuth: true,
    query: { page: 0, limit: LOOKUP_PAGE_LIMIT, searchKey: searchKey || undefined },
    signal,
  });

export const languagesQuery = (searchKey: string) =>
  queryOptions({
    queryKey: discoveryKeys.languages(searchKey),
    queryFn: ({ signal }) => searchLanguages(searchKey, signal).then((d) => d.languages),
    staleTime: 10 * 60_000,
  });

/** Keeps the last answer on screen while the next search runs. */
export const useLanguageSearch = (searchKey: string) =>
  useQuery({ ...languagesQuery(searchKey), placeholderData: keepPreviousData });
