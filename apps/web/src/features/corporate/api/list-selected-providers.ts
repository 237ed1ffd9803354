import type { SelectedProvidersData } from '@sahaj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { corporateKeys } from './keys';

/** GET companies/{companyId}/providers/companyselectedProviders?text: the company's chosen therapists. */
export const listSelectedProviders = (companyId: string, text: string, signal?: AbortSignal) =>
  api<SelectedProvidersData>(`/companies/${encodeURIComponent(companyId)}/providers/companyselectedProviders`, {
    query: { text: text || undefined },
    signal,
  });

export const selectedProvidersQuery = (companyId: string, text: string) =>
  queryOptions({
    queryKey: corporateKeys.selected(text),
    queryFn: ({ signal }) => listSelectedProviders(companyId, text, signal),
    staleTime: 0,
  });

export const useSelectedProviders = (companyId: string | undefined, text = '') =>
  useQuery({
    ...selectedProvidersQuery(companyId ?? '', text),
    enabled: !!companyId,
    placeholderData: keepPreviousData,
  });
