import { MSG, type NamedItem } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { discoveryKeys } from './keys';

/** GET /public/specialities: the specialisation filter's choices ('Can't fetch specialites' on failure). */
export const getSpecialities = async (signal?: AbortSignal): Promise<NamedItem[]> => {
  try {
    const data = await api<{ specialities: NamedItem[] }>('/public/specialities', { skipAuth: true, signal });
    return data.specialities;
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(MSG.cantFetchSpecialities, err instanceof ApiError ? err.status : 0);
  }
};

export const specialitiesQuery = () =>
  queryOptions({
    queryKey: discoveryKeys.specialities,
    queryFn: ({ signal }) => getSpecialities(signal),
    staleTime: 10 * 60_000,
  });

export const useSpecialities = () => useQuery(specialitiesQuery());
