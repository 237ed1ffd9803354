import { z } from 'zod';
import { priceDetails } from './booking';
import { searchKey } from './lookups';
import { BOOKING_MSG as B } from './messages/booking';
import { COUPONS_MSG as C } from './messages/coupons';
import { THERAPIST_PROFILE_MSG as TP } from './messages/therapist-profile';
import { formatRupees } from './money';
import { PRICE_MAX } from './therapist-profile/constants';

/**
 * Coupons (spec 03 "Coupon", issue 12). Under /api/v1:
 *   admin   GET   /admin/coupons?page&limit&searchKey&status         → adminCouponsData
 *           POST  /admin/coupons                  couponBody         → couponResult
 *           PATCH /admin/coupons/{couponId}       couponBody         → couponResult (edit, every field)
 *           PATCH /admin/coupons/{couponId}/status { active }        → couponResult (disable / enable)
 *   patient GET   /patient/coupons/{id}           ({id} = the therapist) → { coupons } usable with them now
 *           POST  /payment/patient/coupon/apply   couponApplyBody    → couponApplyResult ('Coupon applied')
 * The configure calls of payments take the same `couponCode`; a use is reserved when the payment is
 * configured, counted when it succeeds and given back when it fails or lapses, so concurrent
 * payments never exceed a limit. `value` is a percentage (1–100) or whole rupees (flat).
 */
export const COUPON_KINDS = ['percent', 'flat'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Codes are compared whatever their case and stored upper-case. */
export const couponCode = z
  .string({ error: C.couponCodeRequired })
  .trim()
  .min(1, C.couponCodeRequired)
  .regex(/^[A-Za-z0-9_-]{3,20}$/, C.couponCodeFormat)
  .transform((s) => s.toUpperCase());

const instant = z
  .string()
  .trim()
  .refine(
    (s) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(s) && !Number.isNaN(Date.parse(s)),
    B.invalidDate,
  );

/** A whole number typed as digits or a number; nothing reinterpreted ('12.5', '1,000' are refused). */
const wholeNumber = (required: string) =>
  z.union([z.number(), z.string()], { error: required }).transform((v, ctx) => {
    const text = typeof v === 'string' ? v.trim() : undefined;
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const n = text === undefined ? v : /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0 || n > PRICE_MAX) {
      ctx.addIssue({ code: 'custom', message: C.couponWholeNumber });
      return z.NEVER;
    }
    return n;
  });

const limit = z
  .union([z.number(), z.string()])
  .nullable()
  .optional()
  .transform((v, ctx) => {
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
    const n = typeof v === 'string' ? (/^\d{1,7}$/.test(v.trim()) ? Number(v.trim()) : Number.NaN) : v;
    if (!Number.isSafeInteger(n) || n < 1 || n > 1_000_000) {
      ctx.addIssue({ code: 'custom', message: C.couponLimitPositive });
      return z.NEVER;
    }
    return n;
  });

export const couponBody = z
  .object({
    code: couponCode,
    description: z.string().trim().max(200).nullable().optional(),
    kind: z.enum(COUPON_KINDS, { error: C.couponKindRequired }),
    value: wholeNumber(C.couponAmountRequired).describe('Percent (1–100) for percent, whole rupees for flat'),
    validFrom: instant.describe('First instant the coupon can be used (UTC, ISO 8601)'),
    validUntil: instant.nullable().optional().describe('Last instant (exclusive); null: no end'),
    totalLimit: limit.describe('At most this many uses in all; null: no limit'),
    perPatientLimit: limit.describe('At most this many uses per patient; null: no limit'),
    therapistId: z.string().uuid(B.therapistNotFound).nullable().optional().describe('Only with this therapist'),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'percent' && (v.value < 1 || v.value > 100)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: C.couponPercentRange });
    }
    if (v.kind === 'flat' && v.value < 1)
      ctx.addIssue({ code: 'custom', path: ['value'], message: C.couponAmountRequired });
    if (v.validUntil && Date.parse(v.validUntil) <= Date.parse(v.validFrom)) {
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: C.couponWindowOrder });
    }
    if (v.totalLimit && v.perPatientLimit && v.perPatientLimit > v.totalLimit) {
      ctx.addIssue({ code: 'custom', path: ['perPatientLimit'], message: C.couponPatientLimitAboveTotal });
    }
  });
export type CouponBody = z.input<typeof couponBody>;
export type CouponValues = z.output<typeof couponBody>;

export const couponIdParams = z.object({ couponId: z.string().uuid(C.couponNotFound) });
export const couponStatusBody = z.object({ active: z.boolean() });

export const COUPON_LIST_STATUSES = ['all', 'active', 'disabled'] as const;
export const adminCouponsQuery = z.object({
  status: z.enum(COUPON_LIST_STATUSES).default('all'),
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  searchKey: searchKey.describe('Part of the code'),
});
export type AdminCouponsQuery = z.input<typeof adminCouponsQuery>;

export const adminCoupon = z.object({
  _id: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().describe('Percent, or whole rupees for flat'),
  currency: z.string(),
  label: z.string().describe("'20% off' or '₹200 off'"),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  totalLimit: z.number().int().nullable(),
  perPatientLimit: z.number().int().nullable(),
  therapistId: z.string().nullable(),
  therapistName: z.string().nullable(),
  active: z.boolean(),
  used: z.number().int().describe('Uses of paid payments'),
  reserved: z.number().int().describe('Uses held by payments in progress'),
  createdAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;
export const adminCouponsData = z.object({ coupons: z.array(adminCoupon), count: z.number().int() });
export const couponResult = z.object({ message: z.string(), coupon: adminCoupon });
export type CouponResult = z.infer<typeof couponResult>;

/** A coupon a patient may use with a therapist now. */
export const patientCoupon = z.object({
  _id: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  currency: z.string(),
  label: z.string(),
  validUntil: z.string().nullable(),
  usesLeft: z.number().int().nullable().describe('For this patient; null: no limit'),
});
export type PatientCoupon = z.infer<typeof patientCoupon>;
export const patientCouponsData = z.object({ coupons: z.array(patientCoupon) });

export const couponApplyBody = z.object({
  providerId: z.string().uuid(B.therapistNotFound),
  treatmentId: z.string().uuid(TP.treatmentNotFound).nullable().optional(),
  /** Buying a package: the coupon is taken off the package's price instead of one session's. */
  subscriptionPlanId: z
    .string()
    .uuid(C.packageNotFound)
    .nullable()
    .optional()
    .describe("A therapist's package (plan) being bought; absent: a single session"),
  couponCode,
});
export type CouponApplyBody = z.input<typeof couponApplyBody>;

/** The booking's price details with the coupon taken off ("applying yields … updated price details"). */
export const couponApplyResult = priceDetails.extend({
  couponCode: z.string(),
  couponId: z.string(),
  message: z.string().describe("'Coupon applied'"),
});
export type CouponApplyResult = z.infer<typeof couponApplyResult>;

/** '20% off' / '₹200 off'. */
export function couponLabel(kind: CouponKind, value: number, currency = 'INR'): string {
  if (kind === 'percent') return `${value}% off`;
  return `${formatRupees(value, currency)} off`;
}

/**
 * The discount in paise a coupon gives on a subtotal in paise: never more than the subtotal.
 * `stored` is the coupon's value as kept: a percent, or for a flat coupon its amount in paise.
 */
export function couponDiscountMinor(kind: CouponKind, stored: number, subTotalMinor: number): number {
  if (subTotalMinor <= 0) return 0;
  const off = kind === 'percent' ? Math.floor((subTotalMinor * stored) / 100) : stored;
  return Math.min(off, subTotalMinor);
}
