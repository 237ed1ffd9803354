import type { PaymentGateways } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/** GET /payment/gateways: the checkouts the server offers (only these are shown). */
export const getGateways = (signal?: AbortSignal) => api<PaymentGateways>('/payment/gateways', { signal });

export const gatewaysQuery = () =>
  queryOptions({
    queryKey: paymentKeys.gateways(),
    queryFn: ({ signal }) => getGateways(signal),
    staleTime: 5 * 60_000,
  });

export const useGateways = () => useQuery(gatewaysQuery());
