import type { Config } from '../../config';
import { type RazorpayAdapter, razorpayGateway } from './razorpay-gateway';
import { stripeGateway } from './stripe-gateway';
import { type TestGateway, testGateway } from './test-gateway';
import type { PaymentGatewayAdapter } from './types';

export type { GatewayEvent, GatewayName, PaymentGatewayAdapter } from './types';
export { WebhookRejected } from './types';

/** The adapters of the configured gateways (config.payments.gateways); the others are absent. */
export interface PaymentGateways {
  test?: TestGateway;
  stripe?: PaymentGatewayAdapter;
  razorpay?: RazorpayAdapter;
}

export function createPaymentGateways(config: Pick<Config, 'payments'>): PaymentGateways {
  const p = config.payments;
  return {
    test: p.gateways.includes('test') ? testGateway({ secret: p.testWebhookSecret }) : undefined,
    stripe: p.stripe ? stripeGateway(p.stripe) : undefined,
    razorpay: p.razorpay ? razorpayGateway(p.razorpay) : undefined,
  };
}
