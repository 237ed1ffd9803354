/** What other features may use from payments. */
export { PayPanel } from './components/pay-panel';
export { cardResultPath, cardResultScreen, readCardResult } from './lib/card-result';
export { forgetPayment, storedPayment } from './payment-storage';
