import type { PaymentConfigurationResult, PaymentGateway } from '@sahaj/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

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
