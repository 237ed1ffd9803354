/** What other features may use from payments. */
export { useGateways } from './api/get-gateways';
export { PayPanel } from './components/pay-panel';
export * from './lib/card-result';
export { cardResultPath, cardResultScreen, readCardResult } from './lib/card-result';
export { openGatewayCheckout } from './lib/open-gateway-checkout';
export { loadRazorpay, type RazorpayResponse } from './lib/razorpay';
export { forgetPayment, storedPayment } from './payment-storage';
