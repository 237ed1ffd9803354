import type { PaymentConfigurationResult, PaymentGateway, PaymentGateways } from '@sahaj/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /payment/gateways: the checkouts the server offers, the preferred first. */
export const useOfferedGateways = () =>
  useQuery({
    queryKey: ['subscriptions', 'gateways'],
    queryFn: ({ signal }) => api<PaymentGateways>('/payment/gateways', { signal }),
    staleTime: 5 * 60_000,
  });

/** POST /payment/patient/{gateway}/configure-subscription-payment: a checkout for a package, priced by the server. */
export const buyPackage = ({
  gateway,
  planId,
  couponCode,
}: {
  gateway: PaymentGateway;
  planId: string;
  couponCode?: string | null;
}) =>
  api<PaymentConfigurationResult>(`/payment/patient/${gateway}/configure-subscription-payment`, {
    method: 'POST',
    body: couponCode ? { planId, couponCode } : { planId },
  });

export const useBuyPackage = () => useMutation({ mutationFn: buyPackage });
