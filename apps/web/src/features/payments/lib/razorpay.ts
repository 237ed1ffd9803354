import { MSG } from '@sahaj/contract';
import { scriptLoaded } from '../../../lib/load-script';

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

/**
 * Razorpay's checkout class, its script loaded first. When it cannot load (offline, blocked) the
 * person is told with spec 03's alert, and the promise rejects with the same words.
 */
export async function loadRazorpay(): Promise<RazorpayCheckout> {
  const loaded = await scriptLoaded(RAZORPAY_SCRIPT);
  if (!loaded || !window.Razorpay) {
    window.alert(MSG.razorpaySdkFailed);
    throw new Error(MSG.razorpaySdkFailed);
  }
  return window.Razorpay;
}
