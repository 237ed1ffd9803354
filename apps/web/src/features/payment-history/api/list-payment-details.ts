import { PAYMENT_HISTORY_PAGE_LIMIT, type PatientPaymentDetailsData } from '@sahaj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentHistoryKeys } from './keys';

/** GET /patient/payment-details: my payments, newest first, 10 a page (page from 0). */
export const listPaymentDetails = (page: number, signal?: AbortSignal) =>
  api<PatientPaymentDetailsData>('/patient/payment-details', {
    query: { page, limit: PAYMENT_HISTORY_PAGE_LIMIT },
    signal,
  });

export const paymentDetailsQuery = (page: number) =>
  queryOptions({
    queryKey: paymentHistoryKeys.page(page),
    queryFn: ({ signal }) => listPaymentDetails(page, signal),
    staleTime: 0,
  });

export const usePaymentDetails = (page: number) =>
  useQuery({ ...paymentDetailsQuery(page), placeholderData: keepPreviousData });
