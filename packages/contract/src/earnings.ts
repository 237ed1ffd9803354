import { z } from 'zod';

/**
 * Payment history, invoices and therapist earnings (issue 12, helper P2; spec 03 "Calls").
 *
 *   patients:   GET /patient/payment-details?page&limit            → patientPaymentDetailsData
 *               GET /patient/payment-details/{id}/invoice            → application/pdf (own paid payment only)
 *   therapists: GET /provider/earnings                               → earningsData
 *               GET /provider/payment-details?page&limit            → providerPaymentDetailsData
 *
 * Amounts in replies are rupees (major units, as the price details are); the server keeps paise.
 *
 * Refund rule (documented here because both sides show it): a patient may cancel until
 * CHANGE_WINDOW_HOURS before the start and then gets the whole payment back through the gateway it
 * was paid with; after that the patient cannot cancel, so nothing is refunded for a missed session.
 * A therapist's cancellation always refunds the whole payment. A zero-charge booking has nothing
 * to refund. The therapist's earning is reversed in the same proportion as the refund.
 */

/** Platform commission on a therapist's session price when PLATFORM_COMMISSION_PERCENT is unset. */
export const DEFAULT_COMMISSION_PERCENT = 20;
export const PAYMENT_HISTORY_PAGE_LIMIT = 10;
/** Months the earnings chart shows, the current one included. */
export const EARNINGS_MONTHS = 12;

export const paymentDetailsQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0).describe('Zero-based page number'),
  limit: z.coerce.number().int().min(1).max(50).default(PAYMENT_HISTORY_PAGE_LIMIT),
});
export type PaymentDetailsQuery = z.input<typeof paymentDetailsQuery>;

export const paymentIdParams = z.object({ id: z.string().uuid('Payment not found') });

export const PAYMENT_HISTORY_STATUSES = ['pending', 'paid', 'failed', 'refunded', 'partially_refunded'] as const;
export type PaymentHistoryStatus = (typeof PAYMENT_HISTORY_STATUSES)[number];

export const paymentRefund = z.object({
  _id: z.string(),
  amount: z.number(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  reason: z.string(),
  refundDate: z.string(),
});
export type PaymentRefund = z.infer<typeof paymentRefund>;

/** One row of the patient's payment history. */
export const patientPaymentDetail = z.object({
  _id: z.string(),
  transactionId: z.string(),
  purpose: z.enum(['session', 'package']),
  gateway: z.string().describe("'test', 'stripe' or 'razorpay'"),
  paymentStatus: z.enum(PAYMENT_HISTORY_STATUSES),
  paymentDate: z.string().describe('When paid (or failed, or was started)'),
  appointmentId: z.string().nullable(),
  sessionStartTime: z.string().nullable(),
  treatmentName: z.string().nullable(),
  doctorDetails: z.object({ _id: z.string(), name: z.string() }),
  currency: z.string(),
  subTotal: z.number(),
  discountAmount: z.number(),
  couponCode: z.string().nullable(),
  feesAndTaxes: z.number(),
  totalAmount: z.number(),
  refundedAmount: z.number(),
  refunds: z.array(paymentRefund),
  invoiceNumber: z.string().nullable().describe('Set for every paid payment; the PDF is at …/{id}/invoice'),
});
export type PatientPaymentDetail = z.infer<typeof patientPaymentDetail>;

export const patientPaymentDetailsData = z.object({
  paymentDetails: z.array(patientPaymentDetail),
  count: z.number().int(),
});
export type PatientPaymentDetailsData = z.infer<typeof patientPaymentDetailsData>;

const moneyTotals = z.object({
  gross: z.number().describe("Session prices paid to the therapist's account, before commission"),
  refunds: z.number().describe('Part of gross given back to patients'),
  commission: z.number().describe("The platform's commission, after refunds"),
  net: z.number().describe('What the therapist earns: gross − refunds − commission'),
});
export type MoneyTotals = z.infer<typeof moneyTotals>;

export const earningsMonth = moneyTotals.extend({
  month: z.string().describe("'YYYY-MM' in the therapist's time zone"),
  sessions: z.number().int(),
});
export type EarningsMonth = z.infer<typeof earningsMonth>;

export const earningsData = z.object({
  currency: z.string(),
  commissionPercent: z.number().describe('The rate applied to new payments'),
  totals: moneyTotals.extend({ sessions: z.number().int().describe('Paid sessions') }),
  months: z.array(earningsMonth).describe(`The last ${EARNINGS_MONTHS} months, oldest first`),
});
export type EarningsData = z.infer<typeof earningsData>;

/** One ledger entry as the therapist sees it. */
export const providerPaymentDetail = z.object({
  _id: z.string(),
  kind: z.enum(['payment', 'refund']),
  purpose: z.enum(['session', 'package']).describe('A session paid on its own, or a package of sessions (issue 20 #5)'),
  transactionId: z.string(),
  appointmentId: z.string().nullable(),
  sessionStartTime: z.string().nullable(),
  patientDetails: z.object({ _id: z.string(), name: z.string() }),
  currency: z.string(),
  gross: z.number(),
  commission: z.number(),
  net: z.number(),
  date: z.string(),
});
export type ProviderPaymentDetail = z.infer<typeof providerPaymentDetail>;

export const providerPaymentDetailsData = z.object({
  paymentDetails: z.array(providerPaymentDetail),
  count: z.number().int(),
});
export type ProviderPaymentDetailsData = z.infer<typeof providerPaymentDetailsData>;

/**
 * A refund's share of a payment's gross and commission, proportional to the refunded amount; when
 * the refunds reach the whole payment the remainder is taken, so rounding never leaves a paisa.
 */
export function refundShare(
  payment: { totalPaise: number; grossPaise: number; commissionPaise: number },
  already: { amountPaise: number; grossPaise: number; commissionPaise: number },
  amountPaise: number,
): { grossPaise: number; commissionPaise: number; netPaise: number } {
  const remaining = {
    gross: payment.grossPaise - already.grossPaise,
    commission: payment.commissionPaise - already.commissionPaise,
  };
  if (payment.totalPaise <= 0 || amountPaise + already.amountPaise >= payment.totalPaise) {
    const gross = Math.max(0, remaining.gross);
    const commission = Math.min(gross, Math.max(0, remaining.commission));
    return { grossPaise: gross, commissionPaise: commission, netPaise: gross - commission };
  }
  const gross = Math.min(remaining.gross, Math.floor((payment.grossPaise * amountPaise) / payment.totalPaise));
  const commission = Math.min(
    gross,
    remaining.commission,
    Math.floor((payment.commissionPaise * amountPaise) / payment.totalPaise),
  );
  return { grossPaise: gross, commissionPaise: commission, netPaise: gross - commission };
}

/** Commission on a gross amount at a rate in basis points, rounded to the nearest paisa. */
export const commissionOf = (grossPaise: number, bps: number) => Math.round((grossPaise * bps) / 10_000);

/** The Indian financial year (April–March) of a calendar day 'YYYY-MM-DD', as '2026-27'. */
export function financialYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The printed invoice number: 'SAH/2627/000042' (GST: at most 16 characters, unique per year). */
export function invoiceNumberOf(series: string, sequence: number): string {
  return `SAH/${series.slice(2, 4)}${series.slice(5, 7)}/${String(sequence).padStart(6, '0')}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** 'YYYY-MM' → 'Nov 2026' (a label of the API's month key; no clock or zone involved). */
export function formatMonthKey(month: string, withYear = true): string {
  const name = MONTHS[Number(month.slice(5, 7)) - 1] ?? month;
  return withYear ? `${name} ${month.slice(0, 4)}` : name;
}
