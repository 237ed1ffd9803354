// Company constants and paths apart from the schemas (corporate.ts): the shell's company-invite
// notice, on every signed-in page, needs companyInvitePath, and importing it from corporate.ts carried
// zod and every company schema into each page (issue 25).

export const EMPLOYEE_LIST_LIMIT = 10;
export const COMPANY_PAYMENT_HISTORY_LIMIT = 10;
/** Aggregates over fewer people than this are shown as null ('Fewer than 5'). */
export const MIN_AGGREGATE_GROUP = 5;
export const EMPLOYEE_TABS = { pending: 0, accepted: 1 } as const;
export const ROSTER_MAX_ROWS = 500;
/** One wallet purchase is at most this many rupees. */
export const MAX_CREDIT_PURCHASE_RUPEES = 1_000_000;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** The dashboard promo (spec §2, §9). */
export const CORPORATE_PROMO = { discountPercent: 20, therapists: 5, validityMonths: 12 } as const;
/** Milliseconds the therapist-selection Proceed waits before going back (spec §9). */
export const PROCEED_REDIRECT_MS = 500;

/**
 * The web page an invite e-mail links to: it shows the company, lets the person sign up or log in
 * as a patient, then accepts (POST patient/company/invite/accept with the token and the sharing choice).
 */
export const companyInvitePath = (token: string) => `/user/company-invite/${token}`;

export const COMPANY_PAYMENT_TYPES = ['subscription', 'creditPurchase'] as const;
export type CompanyPaymentType = (typeof COMPANY_PAYMENT_TYPES)[number];
