/** What other features may use from payments. */
export { PayPanel } from './components/pay-panel';
export { forgetPayment, storedPayment } from './payment-storage';
