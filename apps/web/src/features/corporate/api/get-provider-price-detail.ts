import type { CompanyPriceDetail } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { corporateKeys } from './keys';

/** GET companies/providers/{providerId}/providerPriceDetail: the credits a session costs, and whether I may spend them. */
export const getProviderPriceDetail = (providerId: string, signal?: AbortSignal) =>
  api<CompanyPriceDetail>(`/companies/providers/${encodeURIComponent(providerId)}/providerPriceDetail`, { signal });

export const providerPriceDetailQuery = (providerId: string) =>
  queryOptions({
    queryKey: corporateKeys.priceDetail(providerId),
    queryFn: ({ signal }) => getProviderPriceDetail(providerId, signal),
    staleTime: 0,
    retry: false,
  });

export const useProviderPriceDetail = (providerId: string, enabled = true) =>
  useQuery({ ...providerPriceDetailQuery(providerId), enabled });
