import { paymentFailurePath, paymentSuccessPath } from '@sahaj/contract';

/**
 * Where a confirmed card payment sends the patient (spec 03 "Payment screens"):
 * therapists/{id}/{paymentMessage}/{encodedData}, the last segment an encoded JSON with scheduleId,
 * startTime, subscriptionPlanId, paymentStatus and treatmentId (and ours: transactionId).
 */
export interface CardResult {
  scheduleId: string;
  transactionId: string;
  paymentStatus: 'payment-success' | 'payment-failed';
  startTime?: string | null;
  subscriptionPlanId?: string | null;
  treatmentId?: string | null;
}

const STATUSES = new Set(['payment-success', 'payment-failed']);

export const cardResultPath = (therapistId: string, result: CardResult) =>
  `/user/base/home/therapists/${therapistId}/${result.paymentStatus}/${encodeURIComponent(JSON.stringify(result))}`;

/** The card result the address carries, or null when the segments are anything else (the profile shows). */
export function readCardResult(paymentMessage?: string, encodedData?: string): CardResult | null {
  if (!paymentMessage || !encodedData || !STATUSES.has(paymentMessage)) return null;
  try {
    // React Router hands the segment over decoded already; a second decode is needed only if it was not.
    const text = encodedData.startsWith('%7B') ? decodeURIComponent(encodedData) : encodedData;
    const data = JSON.parse(text) as Partial<CardResult>;
    if (typeof data.scheduleId !== 'string' || typeof data.transactionId !== 'string') return null;
    return {
      ...data,
      scheduleId: data.scheduleId,
      transactionId: data.transactionId,
      paymentStatus: paymentMessage as CardResult['paymentStatus'],
    };
  } catch {
    return null;
  }
}

/** The screen that tells the result: the success page (which verifies by transaction) or the failure page. */
export const cardResultScreen = (r: CardResult) =>
  r.paymentStatus === 'payment-success'
    ? paymentSuccessPath(r.scheduleId, r.transactionId)
    : paymentFailurePath(r.scheduleId, r.transactionId);
