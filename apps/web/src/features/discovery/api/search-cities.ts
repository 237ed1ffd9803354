import { type City, LOOKUP_PAGE_LIMIT } from '@sahaj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { discoveryKeys } from './keys';

/** GET /public/all-cities (page 0, limit 20, searchKey): the city filter's suggestions as typed. */
export const searchCities = (searchKey: string, signal?: AbortSignal) =>
  api<{ cities: City[]; count: number }>('/public/all-cities', {
    skipAuth: true,
    query: { page: 0, limit: LOOKUP_PAGE_LIMIT, searchKey },
    signal,
  });

export const citiesQuery = (searchKey: string) =>
  queryOptions({
    queryKey: discoveryKeys.cities(searchKey),
    queryFn: ({ signal }) => searchCities(searchKey, signal).then((d) => d.cities),
    staleTime: 10 * 60_000,
  });

/** Asks only once something is typed. */
export const useCitySearch = (searchKey: string) =>
  useQuery({ ...citiesQuery(searchKey), enabled: searchKey !== '', placeholderData: keepPreviousData });
