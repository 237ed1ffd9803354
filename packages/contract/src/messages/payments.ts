/**
 * Issue 12, payment core (helper P1). The spec's words where it gives them ('Payment Failed!',
 * 'Payment configuration failed.', the Razorpay alert, 'Payment Status'); ours elsewhere.
 */
export const PAYMENTS_MSG = {
  paymentSuccessTitle: 'Payment & Booking Successful!',
  paymentFailedTitle: 'Payment Failed!',
  paymentTryAgain: 'Please try again.',
  paymentFailedLong:
    'Your booking was unsuccessful due to payment failure. Please complete the payment for successful booking',
  paymentConfigurationFailed: 'Payment configuration failed.',
  razorpaySdkFailed: 'Razorpay SDK failed to load. Are you online?',
  paymentCompleted: 'Payment was completed successfully',
  paymentStatusTitle: 'Payment Status',
  paymentPending: 'Your payment is being processed',
  paymentNotFound: 'Payment not found',
  paymentGatewayUnavailable: 'This payment method is not available',
  paymentInvalidSignature: 'The payment signature is not valid',
  paymentStaleEvent: 'The payment event is too old',
  paymentNothingToPay: 'This session has no fee: confirm it without payment',
  paymentMissingTransaction: 'The payment has no transaction id',
  paymentAlreadyPaid: 'This booking is already paid',
  paymentInProgress: 'A checkout for this is already open: finish it or try again in a moment',
  paymentEventMismatch: 'The payment event names an order of another payment',
  refundTooLarge: 'The refund is more than what is left of the payment',
  refundNotPaid: 'Only a paid payment can be refunded',
  refundIssued: 'Refund issued',
  notifyPaymentSuccess: 'Your payment was received and your session is booked.',
  notifyPaymentFailed: 'Your payment failed. Please try again.',
  notifyPaymentRefundedSlotTaken:
    'Your payment arrived after your hold on the slot had ended and the slot was taken, so it has been refunded in full.',
  notifyRefund: 'A refund has been issued for your payment.',
  testGatewayTitle: 'TEST MODE: no real money moves',
} as const;
