import { COMPANY_PAYMENT_HISTORY_LIMIT, type CompanyPaymentHistory } from '@sahaj/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { corporateKeys } from './keys';

/** GET companies/payment-details?page&limit=10: plan and credit purchases, newest first (page from 0). */
export const listCompanyPayments = (page: number, signal?: AbortSignal) =>
  api<CompanyPaymentHistory>('/companies/payment-details', {
    query: { page, limit: COMPANY_PAYMENT_HISTORY_LIMIT },
    signal,
  });

/** Pages load one after another as the list scrolls (spec: infinite scroll). */
export const companyPaymentsQuery = () =>
  infiniteQueryOptions({
    queryKey: corporateKeys.payments,
    queryFn: ({ pageParam, signal }) => listCompanyPayments(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.paymentDetails.length, 0);
      return last.paymentDetails.length > 0 && loaded < last.count ? pages.length : undefined;
    },
    staleTime: 0,
  });

export const useCompanyPayments = () => useInfiniteQuery(companyPaymentsQuery());
