import type { CompanyPaymentOrder } from '@sahaj/contract';

/**
 * The company purchase the browser left for a gateway's checkout. The page that started it (plans
 * or wallet) reads it when the company comes back, verifies the transaction and shows the Success
 * or Failed modal, even when the gateway's return address carries no transaction id.
 */
export interface PendingCompanyPayment {
  transactionId: string;
  purpose: CompanyPaymentOrder['purpose'];
  gateway: CompanyPaymentOrder['gateway'];
}

const KEY = 'companyPaymentData';

export function rememberCompanyPayment(p: PendingCompanyPayment): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(p));
  } catch {
    // Storage blocked: the return address's ?transactionId= still finds the purchase.
  }
}

export function pendingCompanyPayment(purpose: PendingCompanyPayment['purpose']): PendingCompanyPayment | null {
  try {
    const p = JSON.parse(localStorage.getItem(KEY) ?? 'null') as PendingCompanyPayment | null;
    return p && p.purpose === purpose && typeof p.transactionId === 'string' ? p : null;
  } catch {
    return null;
  }
}

export function forgetCompanyPayment(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
