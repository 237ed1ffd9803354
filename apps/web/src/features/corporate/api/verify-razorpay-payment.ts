import type { CompanyPaymentVerification } from '@sahaj/contract';
import { api } from '../../../lib/api-client';

export interface RazorpayReply {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** POST companies/payments/razorpay/verify: the checkout's signed answer, checked by the server. */
export const verifyRazorpayPayment = (transactionId: string, reply: RazorpayReply) =>
  api<CompanyPaymentVerification>('/companies/payments/razorpay/verify', {
    method: 'POST',
    body: { transactionId, ...reply },
  });
