import type { PaymentConfigurationResult } from '@sahaj/contract';
import type { NavigateFunction } from 'react-router';

/**
 * Opens a real gateway's checkout (see components/gateway-checkout). Its code, and Razorpay's and
 * Stripe's handling with it, loads only when someone pays, not with every page that offers a price.
 */
export async function openGatewayCheckout(
  gateway: 'test' | 'stripe' | 'razorpay',
  c: PaymentConfigurationResult,
  navigate: NavigateFunction,
): Promise<void> {
  const checkout = await import('../components/gateway-checkout');
  return checkout.openGatewayCheckout(gateway, c, navigate);
}
