import type { ConfigureSessionPaymentBody, PaymentConfigurationResult, PaymentGateway } from '@sahaj/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Where each gateway's configure call lives (spec 03 "Calls: Payments"). */
const PATHS: Record<PaymentGateway, string> = {
  test: '/payment/patient/test/configure-payment',
  // The card form (payment element) pays a PaymentIntent; /payment/patient/stripe/configure-payment
  // answers a Checkout Session for a redirect instead.
  stripe: '/payment/patient/createpaymentintent',
  razorpay: '/payment/patient/razorpay/configure-payment',
};

/**
 * POST /payment/patient/{gateway}/configure-payment: a checkout for the held session. The server
 * computes every amount; nothing but the hold (and an optional coupon code) is sent.
 */
export const configurePayment = ({ gateway, ...body }: ConfigureSessionPaymentBody & { gateway: PaymentGateway }) =>
  api<PaymentConfigurationResult>(PATHS[gateway], { method: 'POST', body });

export const useConfigurePayment = () => useMutation({ mutationFn: configurePayment });
