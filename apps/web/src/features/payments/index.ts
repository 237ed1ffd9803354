/** What other features may use from payments. */
export { useGateways } from './api/get-gateways';
export * from './components/gateway-checkout';
export { loadScript, RAZORPAY_SCRIPT } from './components/gateway-checkout';
export { PayPanel } from './components/pay-panel';
export * from './lib/card-result';
export { cardResultPath, cardResultScreen, readCardResult } from './lib/card-result';
export { forgetPayment, storedPayment } from './payment-storage';
