import type { PaymentConfigurationResult, PaymentGateway } from '@sahaj/contract';
import type { NavigateFunction } from 'react-router';

/**
 * Opens a real gateway's checkout (loaded on demand). Stripe and Razorpay arrive in the next slice;
 * until then only the test gateway is offered by the server when they are not configured.
 */
export async function openGatewayCheckout(
  gateway: PaymentGateway,
  _c: PaymentConfigurationResult,
  _navigate: NavigateFunction,
): Promise<void> {
  throw new Error(`${gateway} checkout is not available in this build`);
}
