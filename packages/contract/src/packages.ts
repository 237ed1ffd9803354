import { z } from 'zod';
import { BOOKING_MSG as B } from './messages/booking';
import { COUPONS_MSG as C } from './messages/coupons';
import { THERAPIST_PROFILE_MSG as TP } from './messages/therapist-profile';
import { couponCodeField } from './payments';
import { requiredText, wholeRupees } from './therapist-profile/helpers';

/**
 * Packages with a therapist: the spec's patient "subscriptions" (issue 12). A therapist offers
 * plans on their pricing page; a patient buys one (a payment of purpose 'package') and books
 * sessions from it without paying again. Under /api/v1:
 *   therapist GET    /provider/packages                          → { packages }
 *             POST   /provider/packages     packageBody          → packageResult
 *             PATCH  /provider/packages     packageUpdateBody    → packageResult (packageId in the body)
 *             DELETE /provider/packages?packageId=…             → message (switched off; bought ones go on)
 *   patient   GET    /patient/doctor-subscription-plans/{id}?treatmentId  ({id} = therapist) → { plans }
 *             POST   /payment/patient/{test|stripe|razorpay}/configure-subscription-payment  { planId, … }
 *             GET    /patient/subscription/active | /patient/subscription/completed        → { subscriptions }
 *             GET    /patient/subscription/provider/{id}  ({id} = therapist)               → { subscriptions } (active)
 *             GET    /patient/{id}/subscriptiondetails    ({id} = my package)              → subscriptionDetails
 *             POST   /patient/subscription/appointments   bookFromSubscriptionBody       → bookFromSubscriptionResult
 */
export const PACKAGE_SESSIONS_MAX = 50;
export const PACKAGE_VALIDITY_MAX_DAYS = 365;

const wholeIn = (min: number, max: number, message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((v, ctx) => {
    const text = typeof v === 'string' ? v.trim() : undefined;
    const n = text === undefined ? v : /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

export const packageBody = z.object({
  name: requiredText(C.packageNameRequired, 80),
  sessionCount: wholeIn(1, PACKAGE_SESSIONS_MAX, C.packageSessionsRange).describe('Sessions in the package (1–50)'),
  validityDays: wholeIn(1, PACKAGE_VALIDITY_MAX_DAYS, C.packageValidityRange).describe(
    'Days from purchase the sessions can be booked in (1–365)',
  ),
  price: wholeRupees(C.packagePriceRequired)
    .refine((n) => n >= 1, C.packagePricePositive)
    .describe('Whole rupees for the whole package'),
  treatmentId: z
    .string()
    .uuid(TP.treatmentNotFound)
    .nullable()
    .optional()
    .describe('Sessions of this treatment; absent: the general consultation'),
});
export type PackageBody = z.input<typeof packageBody>;
export type PackageValues = z.output<typeof packageBody>;
export const packageUpdateBody = packageBody.extend({ packageId: z.string().uuid(C.packageNotFound) });
export type PackageUpdateValues = z.output<typeof packageUpdateBody>;
export const packageIdQuery = z.object({ packageId: z.string().uuid(C.packageNotFound) });

/** A plan as the therapist edits it and as the patient sees it ("Subscription plan": _id, planName, planPrice). */
export const subscriptionPlan = z.object({
  _id: z.string(),
  providerId: z.string(),
  planName: z.string(),
  sessionCount: z.number().int(),
  validityDays: z.number().int(),
  planPrice: z.number().describe('Major units (rupees)'),
  currency: z.string(),
  pricePerSession: z.number().describe('planPrice / sessionCount, two decimals'),
  singleSessionFee: z.number().describe('What one session costs without the package (fee or treatment price)'),
  treatmentId: z.string().nullable(),
  treatmentName: z.string().nullable(),
  active: z.boolean(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;
export const packagesData = z.object({ packages: z.array(subscriptionPlan) });
export const packageResult = z.object({ message: z.string(), package: subscriptionPlan });
export const subscriptionPlansData = z.object({ plans: z.array(subscriptionPlan) });
export const subscriptionPlansQuery = z.object({
  treatmentId: z.string().uuid(TP.treatmentNotFound).optional().describe('Only plans for this treatment'),
});

export const SUBSCRIPTION_TABS = ['active', 'completed'] as const;
export type SubscriptionTab = (typeof SUBSCRIPTION_TABS)[number];

/** A package the patient bought. */
export const patientSubscription = z.object({
  _id: z.string(),
  planId: z.string(),
  planName: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  profilePic: z.string().nullable(),
  treatmentId: z.string().nullable(),
  treatmentName: z.string().nullable(),
  sessionsTotal: z.number().int(),
  sessionsLeft: z.number().int(),
  sessionsBooked: z.number().int(),
  amountPaid: z.number(),
  currency: z.string(),
  purchasedAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(SUBSCRIPTION_TABS).describe("'active' while sessions are left and it has not expired"),
});
export type PatientSubscription = z.infer<typeof patientSubscription>;
export const patientSubscriptionsData = z.object({ subscriptions: z.array(patientSubscription) });

export const subscriptionSession = z.object({
  appointmentId: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.string().describe('upcoming, completed or cancelled'),
});
export const subscriptionDetails = patientSubscription.extend({ sessions: z.array(subscriptionSession) });
export type SubscriptionDetails = z.infer<typeof subscriptionDetails>;
export const subscriptionIdParams = z.object({ id: z.string().uuid(C.packageNotFound) });

export const bookFromSubscriptionBody = z.object({
  subscriptionId: z.string().uuid(C.packageNotFound),
  scheduleId: z.string().uuid(B.holdNotFound).describe('My live hold (POST /patient/schedule-details)'),
});
export type BookFromSubscriptionBody = z.input<typeof bookFromSubscriptionBody>;
export const bookFromSubscriptionResult = z.object({
  message: z.string(),
  appointmentId: z.string(),
  subscriptionId: z.string(),
  sessionsLeft: z.number().int(),
});
export type BookFromSubscriptionResult = z.infer<typeof bookFromSubscriptionResult>;

/** Body of the configure-subscription-payment calls. */
export const configureSubscriptionPaymentBody = z.object({
  planId: z.string().uuid(C.packageNotFound),
  couponCode: couponCodeField
    .nullable()
    .optional()
    .describe(
      "Taken off the package's price by the server (POST /payment/patient/coupon/apply with subscriptionPlanId previews it)",
    ),
});
export type ConfigureSubscriptionPaymentBody = z.input<typeof configureSubscriptionPaymentBody>;
