import type { CompanyTestCheckout, TestCheckoutOutcome, TestCheckoutResult } from '@sahaj/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { corporateKeys } from './keys';

/** GET companies/payments/test/checkout/{transactionId}: what our TEST MODE checkout shows for a company purchase. */
export const getCompanyTestCheckout = (transactionId: string, signal?: AbortSignal) =>
  api<CompanyTestCheckout>(`/companies/payments/test/checkout/${encodeURIComponent(transactionId)}`, { signal });

export const companyTestCheckoutQuery = (transactionId: string) =>
  queryOptions({
    queryKey: [...corporateKeys.verification(transactionId), 'test-checkout'],
    queryFn: ({ signal }) => getCompanyTestCheckout(transactionId, signal),
    staleTime: 0,
  });

export const useCompanyTestCheckout = (transactionId: string) => useQuery(companyTestCheckoutQuery(transactionId));

/** POST companies/payments/test/checkout/{transactionId}/complete { outcome }: answers where to go back to. */
export const completeCompanyTestCheckout = ({
  transactionId,
  outcome,
}: {
  transactionId: string;
  outcome: TestCheckoutOutcome;
}) =>
  api<TestCheckoutResult>(`/companies/payments/test/checkout/${encodeURIComponent(transactionId)}/complete`, {
    method: 'POST',
    body: { outcome },
  });

export const useCompleteCompanyTestCheckout = () => useMutation({ mutationFn: completeCompanyTestCheckout });
