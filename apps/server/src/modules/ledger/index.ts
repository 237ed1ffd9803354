/**
 * The ledger's public face for other features: the invoice PDF, drawn the same way for a patient's
 * session and for a company's plan or credits (corporate/invoices.ts).
 */
export { invoicePdf } from './invoice-pdf';
