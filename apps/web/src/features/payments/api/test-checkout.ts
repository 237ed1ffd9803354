import type { TestCheckout, TestCheckoutOutcome, TestCheckoutResult } from '@sahaj/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/** GET /payment/test/checkout/{transactionId}: what the TEST MODE checkout shows. */
export const getTestCheckout = (transactionId: string, signal?: AbortSignal) =>
  api<TestCheckout>(`/payment/test/checkout/${encodeURIComponent(transactionId)}`, { signal });

export const testCheckoutQuery = (transactionId: string) =>
  queryOptions({
    queryKey: paymentKeys.testCheckout(transactionId),
    queryFn: ({ signal }) => getTestCheckout(transactionId, signal),
    staleTime: 0,
  });

export const useTestCheckout = (transactionId: string) => useQuery(testCheckoutQuery(transactionId));

/** POST /payment/test/checkout/{transactionId}/complete: the payer's choice; answers where to go next. */
export const completeTestCheckout = ({
  transactionId,
  outcome,
}: {
  transactionId: string;
  outcome: TestCheckoutOutcome;
}) =>
  api<TestCheckoutResult>(`/payment/test/checkout/${encodeURIComponent(transactionId)}/complete`, {
    method: 'POST',
    body: { outcome },
  });

export const useCompleteTestCheckout = () => useMutation({ mutationFn: completeTestCheckout });
