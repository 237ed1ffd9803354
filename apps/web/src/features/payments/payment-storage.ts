import { PAYMENT_DATA_KEY, PAYMENT_METHOD_KEY, PAYMENT_METHOD_VALUES, type PaymentGateway } from '@sahaj/contract';

/** localStorage 'paymentData' (spec 03 §3): what the result pages need to find the booking again. */
export interface PaymentData {
  scheduleId: string;
  transactionId: string;
  providerId: string;
  startTime: string;
  treatmentId: string | null;
  gateway: PaymentGateway;
}

/** localStorage key for the confirmed appointment's id (spec 03 §3 'therapistBookingId'). */
export const BOOKING_ID_KEY = 'therapistBookingId';

export function rememberPayment(data: PaymentData) {
  try {
    localStorage.setItem(PAYMENT_METHOD_KEY, PAYMENT_METHOD_VALUES[data.gateway]);
    localStorage.setItem(PAYMENT_DATA_KEY, JSON.stringify(data));
  } catch {
    // Storage full or blocked: the result pages read everything they need from the server.
  }
}

export function storedPayment(): PaymentData | null {
  try {
    const raw = localStorage.getItem(PAYMENT_DATA_KEY);
    return raw ? (JSON.parse(raw) as PaymentData) : null;
  } catch {
    return null;
  }
}

/** The gateway a transaction went through: the stored method, else the test gateway. */
export function storedGateway(): PaymentGateway {
  const m = localStorage.getItem(PAYMENT_METHOD_KEY);
  return m === 'stripe' ? 'stripe' : m === 'razor' ? 'razorpay' : 'test';
}

/** Done on the success page: the stored method and payment data are cleared (spec 03 §2). */
export function forgetPayment() {
  localStorage.removeItem(PAYMENT_METHOD_KEY);
  localStorage.removeItem(PAYMENT_DATA_KEY);
}
