import { PAYMENT_HISTORY_PAGE_LIMIT, type ProviderPaymentDetailsData } from '@sahaj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { earningsKeys } from './keys';

/** GET /provider/payment-details: paid sessions and refunds, newest first, 10 a page. */
export const listProviderPayments = (page: number, signal?: AbortSignal) =>
  api<ProviderPaymentDetailsData>('/provider/payment-details', {
    query: { page, limit: PAYMENT_HISTORY_PAGE_LIMIT },
    signal,
  });

export const providerPaymentsQuery = (page: number) =>
  queryOptions({
    queryKey: earningsKeys.ledger(page),
    queryFn: ({ signal }) => listProviderPayments(page, signal),
    staleTime: 0,
  });

export const useProviderPayments = (page: number) =>
  useQuery({ ...providerPaymentsQuery(page), placeholderData: keepPreviousData });
