/** Razorpay's checkout script, loaded at run time only when someone pays with Razorpay (spec 03). */
export const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** What Razorpay's script puts on window. */
export type RazorpayCheckout = new (options: Record<string, unknown>) => { open(): void };
declare global {
  interface Window {
    Razorpay?: RazorpayCheckout;
  }
}

/** The fields Razorpay's checkout hands its success handler; the server checks their signature. */
export interface RazorpayResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}
