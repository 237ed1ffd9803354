import { z } from 'zod';
import { BOOKING_MSG as B } from './messages/booking';
import { THERAPIST_PROFILE_MSG as TP } from './messages/therapist-profile';

/**
 * Paying for a session (spec 03 "Payment screens", "Entities", "States", "Calls: Payments"; issue 12,
 * helper P1). Under /api/v1:
 *   GET  /payment/gateways                                   → paymentGateways (which checkouts the server offers)
 *   POST /payment/patient/test/configure-payment             configureSessionPaymentBody → paymentConfigurationResult (checkoutUrl)
 *   POST /payment/patient/stripe/configure-payment           … → (sessionId: Stripe Checkout Session)
 *   POST /payment/patient/createpaymentintent                … → (clientSecret: Stripe PaymentIntent)
 *   POST /payment/patient/razorpay/configure-payment         … → (orderId: Razorpay order)
 *   POST /payment/patient/razorpay/verify-payment            razorpayVerifyBody → paymentVerification
 *   GET  /payment/test/{id} | /payment/stripe/{id} | /payment/razorpay/{id}   ({id} = transactionId) → paymentVerification
 *   GET  /payment/test/checkout/{id}                         → testCheckout (our own TEST MODE checkout page)
 *   POST /payment/test/checkout/{id}/complete                testCheckoutCompleteBody → testCheckoutResult
 *   POST /payment/webhook/test | stripe | razorpay           the gateways' webhooks (signed; raw body)
 * Every amount is computed by the server in integer paise; replies carry major units (rupees) as the
 * spec's fields do. amount + serviceTaxValue = the total charged (the second gateway is sent
 * (amount + serviceTaxValue) × 100 paise).
 */

export const PAYMENT_GATEWAY_NAMES = ['test', 'stripe', 'razorpay'] as const;
export type PaymentGateway = z.infer<typeof paymentGatewayName>;
export const paymentGatewayName = z.enum(PAYMENT_GATEWAY_NAMES);

/** localStorage keys of the spec: paymentMethod ('stripe' or 'razor'; 'test' for our test gateway), paymentData. */
export const PAYMENT_METHOD_KEY = 'paymentMethod';
export const PAYMENT_DATA_KEY = 'paymentData';
export const PAYMENT_METHOD_VALUES = { stripe: 'stripe', razorpay: 'razor', test: 'test' } as const;

export const PAYMENT_OUTCOMES = ['payment-success', 'payment-failed', 'payment-pending'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export const PAYMENT_ROW_STATUSES = ['created', 'paid', 'failed', 'refunded', 'partially_refunded'] as const;
export type PaymentRowStatus = (typeof PAYMENT_ROW_STATUSES)[number];

/** A coupon code as typed (helper P3 validates it). */
export const couponCodeField = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, 'Enter a valid coupon code');

export const configureSessionPaymentBody = z.object({
  scheduleId: z.string().uuid(B.holdNotFound).describe('The live hold (POST /patient/schedule-details)'),
  treatmentId: z
    .string()
    .uuid(TP.treatmentNotFound)
    .nullable()
    .optional()
    .describe("Changes the hold's treatment first"),
  couponCode: couponCodeField.nullable().optional().describe('Applied by the server; the discount is computed there'),
});
export type ConfigureSessionPaymentBody = z.input<typeof configureSessionPaymentBody>;

/** "Payment order response: amount, serviceTaxValue, currency, orderId, transactionId, clientSecret, creditPurchaseAmount, integratorprocessingFeeValue." */
export const paymentOrderResponse = z.object({
  amount: z.number().describe('subTotal − discount, major units'),
  serviceTaxValue: z.number().describe('Fees and taxes (processing fee + GST), major units'),
  currency: z.string(),
  orderId: z.string().nullable(),
  transactionId: z.string(),
  clientSecret: z.string().nullable(),
  creditPurchaseAmount: z.number().nullable().describe('Corporate credit purchases only; null here'),
  integratorprocessingFeeValue: z.number().describe('The gateway processing fee (part of serviceTaxValue)'),
});
export type PaymentOrderResponse = z.infer<typeof paymentOrderResponse>;

/** "Payment configuration result (booking): clientSecret, transactionId, sessionId, orderId, amount, currency", with the order response's fields. */
export const paymentConfigurationResult = paymentOrderResponse.extend({
  sessionId: z.string().nullable().describe('Stripe Checkout Session id (redirect)'),
  gateway: paymentGatewayName,
  paymentId: z.string(),
  scheduleId: z.string().nullable(),
  totalAmount: z.number().describe('= amount + serviceTaxValue'),
  totalAmountPaise: z.number().int(),
  taxAmount: z.number().describe('GST part of serviceTaxValue'),
  discountAmount: z.number(),
  couponApplied: z.boolean(),
  checkoutUrl: z.string().nullable().describe('Test gateway: our TEST MODE checkout page; Stripe Checkout: its URL'),
  publishableKey: z.string().nullable().describe('Stripe publishable key, when Stripe'),
  keyId: z.string().nullable().describe('Razorpay key id, when Razorpay'),
  prefill: z.object({
    name: z.string(),
    email: z.string().nullable(),
    contact: z.string().nullable(),
    address: z.string().nullable(),
  }),
});
export type PaymentConfigurationResult = z.infer<typeof paymentConfigurationResult>;

export const transactionIdParams = z.object({
  id: z
    .string()
    .trim()
    .regex(/^txn_[A-Za-z0-9]{8,64}$/, 'Payment not found')
    .describe('Our transactionId (txn_…)'),
});

/**
 * What a payment buys: a patient's session or package (from a therapist), or a company's plan or
 * wallet credits (the company pays; no therapist).
 */
export const PAYMENT_PURPOSES = ['session', 'package', 'company_plan', 'company_credits'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** What a verify call answers (GET /payment/{gateway}/{transactionId}, the success page, the card flow). */
export const paymentVerification = z.object({
  transactionId: z.string(),
  paymentStatus: z.enum(PAYMENT_OUTCOMES),
  status: z.enum(PAYMENT_ROW_STATUSES),
  gateway: paymentGatewayName,
  purpose: z.enum(PAYMENT_PURPOSES),
  scheduleId: z.string().nullable(),
  appointmentId: z.string().nullable().describe('Set once the payment booked the session'),
  providerId: z.string().nullable().describe("The therapist of a session or package; null for a company's purchase"),
  providerName: z.string(),
  startTime: z.string().nullable(),
  treatmentId: z.string().nullable(),
  subscriptionPlanId: z.string().nullable(),
  amount: z.number().describe('Total charged, major units'),
  refundedAmount: z.number(),
  currency: z.string(),
  message: z.string(),
});
export type PaymentVerification = z.infer<typeof paymentVerification>;

export const razorpayVerifyBody = z.object({
  transactionId: transactionIdParams.shape.id,
  razorpay_order_id: z.string().trim().min(1).max(100),
  razorpay_payment_id: z.string().trim().min(1).max(100),
  razorpay_signature: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/, 'The payment signature is not valid'),
});
export type RazorpayVerifyBody = z.infer<typeof razorpayVerifyBody>;

export const paymentGateways = z.object({
  gateways: z.array(paymentGatewayName).describe('Offered checkouts, the preferred first'),
  test: z.boolean().describe('The test gateway (never in production)'),
  stripe: z.object({ publishableKey: z.string() }).nullable(),
  razorpay: z.object({ keyId: z.string() }).nullable(),
});
export type PaymentGateways = z.infer<typeof paymentGateways>;

export const TEST_CHECKOUT_OUTCOMES = ['success', 'failure', 'delayed'] as const;
export const testCheckoutCompleteBody = z.object({ outcome: z.enum(TEST_CHECKOUT_OUTCOMES) });
export type TestCheckoutOutcome = (typeof TEST_CHECKOUT_OUTCOMES)[number];

export const testCheckout = z.object({
  transactionId: z.string(),
  status: z.enum(PAYMENT_ROW_STATUSES),
  purpose: z.enum(PAYMENT_PURPOSES),
  scheduleId: z.string().nullable(),
  providerId: z.string().nullable(),
  providerName: z.string(),
  startTime: z.string().nullable(),
  amount: z.number(),
  serviceTaxValue: z.number(),
  totalAmount: z.number(),
  currency: z.string(),
});
export type TestCheckout = z.infer<typeof testCheckout>;

export const testCheckoutResult = z.object({
  paymentStatus: z.enum(PAYMENT_OUTCOMES),
  redirectTo: z
    .string()
    .describe('Web path to go to: booking-status/{id}/{transactionId} or booking/failure/{id}/{transactionId}'),
});
export type TestCheckoutResult = z.infer<typeof testCheckoutResult>;

/** Web paths of the payment result screens (under /user/base/home). */
export const paymentSuccessPath = (scheduleId: string, transactionId: string) =>
  `/user/base/home/booking-status/${scheduleId}/${transactionId}`;
export const paymentFailurePath = (scheduleId: string, transactionId: string) =>
  `/user/base/home/booking/failure/${scheduleId}/${transactionId}`;
