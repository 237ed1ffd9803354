import type { SelectedProvidersData } from '@sahaj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { corporateKeys } from './keys';

/** GET companies/employees/{companyId}/companyselectedproviders?text: the therapists my company chose for me. */
export const listCompanyTherapists = (companyId: string, text: string, signal?: AbortSignal) =>
  api<SelectedProvidersData>(`/companies/employees/${encodeURIComponent(companyId)}/companyselectedproviders`, {
    query: { text: text || undefined },
    signal,
  });

export const companyTherapistsQuery = (companyId: string, text: string) =>
  queryOptions({
    queryKey: corporateKeys.companyTherapists(companyId, text),
    queryFn: ({ signal }) => listCompanyTherapists(companyId, text, signal),
  });

export const useCompanyTherapists = (companyId: string | undefined, text = '') =>
  useQuery({
    ...companyTherapistsQuery(companyId ?? '', text),
    enabled: !!companyId,
    placeholderData: keepPreviousData,
  });
