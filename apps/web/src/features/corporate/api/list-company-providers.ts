import type { CompanyProviderList, CompanyProviderListQuery } from '@sahaj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { corporateKeys } from './keys';

/** The query string with list filters repeated per value (specialization=a&specialization=b). */
export function providersSearch(q: CompanyProviderListQuery): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) {
    if (Array.isArray(v)) for (const item of v) p.append(k, String(item));
    else if (v !== undefined && v !== null && v !== '') p.set(k, String(v));
  }
  return p.toString();
}

/** GET companies/providers/all?page&limit&text&specialization&gender&sort&city&languagesKnown (each with selected). */
export const listCompanyProviders = (q: CompanyProviderListQuery, signal?: AbortSignal) =>
  api<CompanyProviderList>(`/companies/providers/all?${providersSearch(q)}`, { signal });

export const companyProvidersQuery = (q: CompanyProviderListQuery) =>
  queryOptions({
    queryKey: corporateKeys.providers(q),
    queryFn: ({ signal }) => listCompanyProviders(q, signal),
    staleTime: 0,
  });

export const useCompanyProviders = (q: CompanyProviderListQuery) =>
  useQuery({ ...companyProvidersQuery(q), placeholderData: keepPreviousData });
