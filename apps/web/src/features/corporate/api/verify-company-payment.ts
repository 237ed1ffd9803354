import type { CompanyPaymentVerification } from '@sahaj/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { corporateKeys } from './keys';

/** GET companies/payments/{transactionId}: the purchase's outcome (any gateway). */
export const verifyCompanyPayment = (transactionId: string, signal?: AbortSignal) =>
  api<CompanyPaymentVerification>(`/companies/payments/${encodeURIComponent(transactionId)}`, { signal });

/** Asked again every 2 s while the gateway's confirmation (its webhook) has not arrived. */
export const companyPaymentQuery = (transactionId: string) =>
  queryOptions({
    queryKey: corporateKeys.verification(transactionId),
    queryFn: ({ signal }) => verifyCompanyPayment(transactionId, signal),
    refetchInterval: (q) => (q.state.data?.paymentStatus === 'payment-pending' ? 2_000 : false),
    retry: false,
  });

/**
 * The outcome of a purchase the page came back to. On success the company profile, the plans, the
 * dashboard and the payment history load again (spec 03 §4: "the company profile is reloaded").
 */
export function useCompanyPayment(transactionId: string | null) {
  const qc = useQueryClient();
  const q = useQuery({ ...companyPaymentQuery(transactionId ?? ''), enabled: !!transactionId });
  const status = q.data?.paymentStatus;
  useEffect(() => {
    if (status === 'payment-success') void qc.invalidateQueries({ queryKey: corporateKeys.company });
  }, [status, qc]);
  return q;
}
