import {
  MSG,
  type PaymentConfigurationResult,
  type PaymentVerification,
  paymentFailurePath,
  paymentSuccessPath,
  rupeesToPaise,
} from '@sahaj/contract';
import type { NavigateFunction } from 'react-router';
import { api } from '../../../lib/api-client';
import { loadRazorpay, type RazorpayResponse } from '../lib/razorpay';
import { storedPayment } from '../payment-storage';

/**
 * Razorpay's checkout, loaded at run time (spec 03): amount = (amount + serviceTaxValue) × 100 in
 * INR, the order id, and the payer's name, e-mail, phone and address prefilled. The handler's
 * signature is checked by the server, which then confirms the payment once.
 */
export async function openRazorpay(c: PaymentConfigurationResult, navigate: NavigateFunction): Promise<void> {
  const Razorpay = await loadRazorpay();
  const back = c.scheduleId ?? c.paymentId;
  const checkout = new Razorpay({
    key: c.keyId,
    amount: rupeesToPaise(c.amount) + rupeesToPaise(c.serviceTaxValue),
    currency: 'INR',
    order_id: c.orderId,
    name: 'Sahaj',
    description: 'Therapy session',
    prefill: { name: c.prefill.name, email: c.prefill.email ?? '', contact: c.prefill.contact ?? '' },
    // Razorpay's checkout has no address field: the place the patient picked rides in the notes, when there is one.
    notes: { ...(c.prefill.address ? { address: c.prefill.address } : {}), transactionId: c.transactionId },
    theme: { color: '#0f766e' },
    handler: async (r: RazorpayResponse) => {
      try {
        const v = await api<PaymentVerification>('/payment/patient/razorpay/verify-payment', {
          method: 'POST',
          body: { transactionId: c.transactionId, ...r },
        });
        navigate(
          v.paymentStatus === 'payment-failed'
            ? paymentFailurePath(back, c.transactionId)
            : paymentSuccessPath(back, c.transactionId),
        );
      } catch {
        navigate(paymentFailurePath(back, c.transactionId));
      }
    },
    modal: { ondismiss: () => navigate(paymentFailurePath(back, c.transactionId)) },
  });
  checkout.open();
}

/**
 * Stripe Checkout redirect (a Checkout Session from /payment/patient/stripe/configure-payment): a
 * missing transactionId in the stored payment data stops the redirect (spec 03 §4).
 */
export function redirectToStripeCheckout(
  c: PaymentConfigurationResult,
  go: (url: string) => void = (url) => window.location.assign(url),
): void {
  if (!storedPayment()?.transactionId) throw new Error(MSG.paymentMissingTransaction);
  if (!c.checkoutUrl) throw new Error(MSG.paymentConfigurationFailed);
  go(c.checkoutUrl);
}

/**
 * Opens a real gateway's checkout for a configuration that needs no form of ours: Razorpay's
 * checkout, or Stripe's hosted Checkout page (a Checkout Session). The card form for a Stripe
 * PaymentIntent lives in PayPanel.
 */
export async function openGatewayCheckout(
  gateway: 'test' | 'stripe' | 'razorpay',
  c: PaymentConfigurationResult,
  navigate: NavigateFunction,
): Promise<void> {
  if (gateway === 'razorpay') return openRazorpay(c, navigate);
  if (gateway === 'stripe') return redirectToStripeCheckout(c);
  if (c.checkoutUrl) navigate(c.checkoutUrl);
}
