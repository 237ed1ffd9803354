import {
  type City,
  type Country,
  type Language,
  LOOKUP_HAS_MORE_AFTER,
  LOOKUP_PAGE_LIMIT,
  type LocationResult,
  MSG,
  type NamedItem,
  type State,
} from '@sahaj/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';

/** Lookup failures carry the spec's own wording ('Can't fetch languages', ...). */
async function lookup<T>(path: string, failMessage: string, opts: Parameters<typeof api>[1] = {}): Promise<T> {
  try {
    return await api<T>(path, { skipAuth: true, ...opts });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(failMessage, err instanceof ApiError ? err.status : 0);
  }
}

export const lookupKeys = {
  specialities: ['lookups', 'specialities'] as const,
  languages: (searchKey: string) => ['lookups', 'languages', searchKey] as const,
  countries: ['lookups', 'countries'] as const,
  states: (countryCode: string) => ['lookups', 'states', countryCode] as const,
  cities: (countryCode: string, stateCode: string) => ['lookups', 'cities', countryCode, stateCode] as const,
  reverse: (lat: number, lng: number) => ['geo', 'reverse', lat, lng] as const,
};

export const specialitiesQuery = () =>
  queryOptions({
    queryKey: lookupKeys.specialities,
    staleTime: 10 * 60_000,
    queryFn: ({ signal }) =>
      lookup<{ specialities: NamedItem[] }>('/public/specialities', MSG.cantFetchSpecialities, { signal }).then(
        (d) => d.specialities,
      ),
  });
export const useSpecialities = () => useQuery(specialitiesQuery());

/** Languages, 20 a page; another page exists when this one returned more than 19. */
export const languagesQuery = (searchKey: string) =>
  infiniteQueryOptions({
    queryKey: lookupKeys.languages(searchKey),
    initialPageParam: 0,
    staleTime: 10 * 60_000,
    queryFn: ({ pageParam, signal }) =>
      lookup<{ languages: Language[]; count: number }>('/public/languages', MSG.cantFetchLanguages, {
        query: { page: pageParam, limit: LOOKUP_PAGE_LIMIT, searchKey: searchKey || undefined },
        signal,
      }),
    getNextPageParam: (last, _all, lastParam) =>
      last.languages.length > LOOKUP_HAS_MORE_AFTER ? lastParam + 1 : undefined,
  });
export const useLanguages = (searchKey: string, enabled = true) =>
  useInfiniteQuery({ ...languagesQuery(searchKey), enabled });

export const countriesQuery = () =>
  queryOptions({
    queryKey: lookupKeys.countries,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) =>
      lookup<{ countries: Country[] }>('/public/available-country', MSG.cantFetchCountries, { signal }).then(
        (d) => d.countries,
      ),
  });
export const useCountries = () => useQuery(countriesQuery());

export const useStates = (countryCode: string | null | undefined) =>
  useQuery({
    queryKey: lookupKeys.states(countryCode ?? ''),
    enabled: !!countryCode,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) =>
      lookup<{ states: State[] }>('/public/state', MSG.cantFetchStates, {
        query: { countryCode: countryCode! },
        signal,
      }).then((d) => d.states),
  });

export const useCities = (countryCode: string | null | undefined, stateCode: string | null | undefined) =>
  useQuery({
    queryKey: lookupKeys.cities(countryCode ?? '', stateCode ?? ''),
    enabled: !!countryCode && !!stateCode,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) =>
      lookup<{ cities: City[]; count: number }>('/public/available-cities', MSG.cantFetchCities, {
        query: { countryCode: countryCode!, stateCode: stateCode! },
        signal,
      }).then((d) => d.cities),
  });

/** Location text and time zone for coordinates; on failure the spec's 'Unknown …' values. */
export const reverseGeoQuery = (lat: number, lng: number) =>
  queryOptions({
    queryKey: lookupKeys.reverse(lat, lng),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }): Promise<LocationResult> => {
      try {
        return await api<LocationResult>('/geo/reverse', { query: { lat, lng }, skipAuth: true, signal });
      } catch (err) {
        if ((err as Error).name === 'AbortError') throw err;
        return { location: MSG.unknownLocation, timezone: MSG.unknownTimezone, globalTimeZone: '', lat, lng };
      }
    },
  });
export const useReverseGeo = (coords: { lat: number; lng: number } | null) =>
  useQuery({ ...reverseGeoQuery(coords?.lat ?? 0, coords?.lng ?? 0), enabled: !!coords });
