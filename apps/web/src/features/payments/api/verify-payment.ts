import type { PaymentGateway, PaymentVerification } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/** GET /payment/{gateway}/{transactionId}: the payment's outcome (the server asks the gateway while it is open). */
export const verifyPayment = (gateway: PaymentGateway, transactionId: string, signal?: AbortSignal) =>
  api<PaymentVerification>(`/payment/${gateway}/${encodeURIComponent(transactionId)}`, { signal });

/** Asks again every 2 s while the payment is still pending (a delayed webhook), for up to 2 minutes. */
export const verifyPaymentQuery = (gateway: PaymentGateway, transactionId: string) =>
  queryOptions({
    queryKey: paymentKeys.verify(gateway, transactionId),
    queryFn: ({ signal }) => verifyPayment(gateway, transactionId, signal),
    staleTime: 0,
    retry: 1,
    refetchInterval: (q) =>
      q.state.data?.paymentStatus === 'payment-pending' && q.state.dataUpdateCount < 60 ? 2000 : false,
  });

export const useVerifyPayment = (gateway: PaymentGateway, transactionId: string, enabled = true) =>
  useQuery({ ...verifyPaymentQuery(gateway, transactionId), enabled });
