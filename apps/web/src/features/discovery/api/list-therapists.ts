import { HEADER_SUGGESTIONS_LIMIT, MSG, type ProviderListBody, type ProviderListData } from '@sahaj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { discoveryKeys } from './keys';

/** PATCH /user/provider/list with the spec's filter body → data.doctors, data.count. */
export const listTherapists = async (body: ProviderListBody, signal?: AbortSignal): Promise<ProviderListData> => {
  try {
    return await api<ProviderListData>('/user/provider/list', { method: 'PATCH', body, signal });
  } catch (err) {
    // A refused filter says what was wrong; anything else is the spec's "Can't fetch therapist list".
    if ((err as Error).name === 'AbortError' || (err instanceof ApiError && err.status === 400)) throw err;
    throw new ApiError(MSG.cantFetchTherapists, err instanceof ApiError ? err.status : 0);
  }
};

export const therapistListQuery = (body: ProviderListBody) =>
  queryOptions({
    queryKey: discoveryKeys.list(body),
    queryFn: ({ signal }) => listTherapists(body, signal),
    // Keep the last page on screen while the next one loads (the skeletons show only at first).
    placeholderData: keepPreviousData,
  });

/** `enabled` false: a corporate patient looking at their company's list needs no general page. */
export const useTherapistList = (body: ProviderListBody, enabled = true) =>
  useQuery({ ...therapistListQuery(body), enabled });

/** The header search: page 0, limit 10, by name; asks only for trimmed, non-empty text. */
export const therapistSuggestionsQuery = (text: string) =>
  queryOptions({
    queryKey: discoveryKeys.suggestions(text),
    queryFn: ({ signal }) =>
      listTherapists({ page: 0, limit: HEADER_SUGGESTIONS_LIMIT, text }, signal).then((d) => d.doctors),
    enabled: text.trim() !== '',
    staleTime: 60_000,
  });

export const useTherapistSuggestions = (text: string) => useQuery(therapistSuggestionsQuery(text.trim()));
