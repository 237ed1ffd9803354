/**
 * Issue 12 (helper P2): payment history, invoices, refunds on cancellation and therapist earnings.
 * The spec gives no wording here ('Payment Status' and 'Payment not found' are in messages/payments.ts).
 */
export const EARNINGS_MSG = {
  paymentHistoryTitle: 'Payment History',
  noPaymentsFound: 'No payments found!',
  invoiceNotFound: 'No invoice for this payment',
  invoiceDownload: 'Download invoice',
  invoiceDownloadFailed: 'Could not download the invoice',
  earningsTitle: 'Earnings',
  noEarningsFound: 'No earnings yet',
  cantFetchPayments: "Can't fetch payments",
  cantFetchEarnings: "Can't fetch earnings",
} as const;
