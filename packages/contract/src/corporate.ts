import { z } from 'zod';
import { THERAPIST_SORTS } from './constants';
import {
  COMPANY_PAYMENT_HISTORY_LIMIT,
  COMPANY_PAYMENT_TYPES,
  EMPLOYEE_LIST_LIMIT,
  MAX_CREDIT_PURCHASE_RUPEES,
} from './corporate-constants';
import { emailInput } from './credentials';
import { GENDER_FILTERS, therapistListItem } from './discovery';
import { formDetailData, formsListData, submitAnswersBody } from './forms';
import { CORPORATE_MSG as C } from './messages/corporate';
import { PAYMENT_OUTCOMES, paymentGatewayName, paymentOrderResponse } from './payments';

/**
 * Companies (spec 03 §2 "Corporate screens", §3, §4, §5, §7 "Corporate"; issue 21). Under /api/v1.
 * {companyId} is the company account's user id (GET companies/mycompanyprofile → _id); a company may
 * name only itself (anything else: 404). Paths and fields are the spec's, misspellings included.
 *
 * Company (access: company)
 *   GET   companies/mycompanyprofile                                   → companyProfile
 *   PATCH companies/mycompanyprofile/update                            updateCompanyProfileBody → companyProfileSaved ('Successfully Saved Changes')
 *   PATCH companies/{companyId}/upload/file                            multipart field 'files' (PNG/JPEG/WebP ≤ 2 MB, by content) → logoChanged
 *   GET   companies/dashboard                                          → companyDashboard (aggregates; groups under 5 are null)
 *   GET   companies/{companyId}/employeeList/{tab}?page&limit=10       tab 0 pending, 1 accepted → employeeListData { count, data }
 *   GET   companies/employeeList/{employeeId}                          → employeeDetail
 *   POST  companies/employee/invite                                    inviteEmployeeBody { email } → messageData ('Invite sent'); failure 'Failed to send an invite'
 *   POST  companies/employee/invite-roster                             inviteRosterBody { csv } → rosterReport; any bad row → 400 { message, rows } and nothing saved
 *   PATCH companies/{companyId}/employee/{employeeId}/blockemployee    → messageData ('Successfully blocked from emloyess list')
 *   PATCH companies/{companyId}/employee/{employeeId}/unblockemployee  → messageData ('Unblocked the employee')
 *   GET   companies/payment-details?page&limit=10                      → companyPaymentHistory { paymentDetails, count } (newest first)
 *   GET   companies/payment-details/{paymentId}/invoice                → application/pdf (GST invoice naming the company and its GSTIN)
 *   GET   companies/subscriptions/allplans                             → companyPlansData { plans, currentPlanId }
 *   PATCH companies/{companyId}/subscriptions/{planId}/buy             companyCheckoutBody { gateway } → companyPaymentOrder (no plan yet; 409 otherwise)
 *   PATCH companies/{companyId}/subscriptions/{planId}/updatesubscription  companyCheckoutBody → companyPaymentOrder (upgrade; see upgradablePlanIds)
 *   PATCH companies/{companyId}/credits/buycredits                     buyCreditsBody { amount, gateway } → companyPaymentOrder (amount: whole rupees > 0)
 *   GET   companies/payments/{transactionId}                           → companyPaymentVerification (verify by transaction, any gateway)
 *   POST  companies/payments/razorpay/verify                           companyRazorpayVerifyBody → companyPaymentVerification
 *   GET   companies/payments/test/checkout/{transactionId}             → companyTestCheckout (our TEST MODE page for a company purchase)
 *   POST  companies/payments/test/checkout/{transactionId}/complete    testCheckoutCompleteBody { outcome } → testCheckoutResult
 *           (redirectTo: companyPaymentReturnPath — the plans or wallet page with ?transactionId=…, which verifies and shows Success/Failed)
 *   GET   companies/providers/all?page&limit&text&specialization&gender&sort&city&languagesKnown → companyProviderList (each with selected)
 *   GET   companies/{companyId}/providers/companyselectedProviders?text → selectedProvidersData { companyselectedProviders, count, doctorCount }
 *   PATCH companies/{companyId}/providers/{providerId}/addprovidertocompany    → providerSelectionResult ('Succesfully added'; 409 'Maximum therapist selection reached')
 *   PATCH companies/{companyId}/providers/{providerId}/deleteproviderfromcompany → providerSelectionResult ('Succesfully deleted Item')
 *   GET   companies/forms/admincreated/allforms                        → formsListData (admin-created surveys)
 *   GET   companies/forms/admincreated/{formId}                        → formDetailData (data.questionsList)
 *   POST  companies/forms/submit-answer                                submitAnswersBody → messageData ('All the answers has been submitted successfully')
 *   GET   companies/notification/list-all?page&limit=5, PATCH companies/notification/clear-all | mark-as-read   (notifications module)
 *   PATCH public/company/logout                                        (auth module; failure 'Logout is pending')
 *
 * Employee (access: patient)
 *   GET   companies/employees/{companyId}/companyselectedproviders?text&page → selectedProvidersData (the therapist list of a corporate patient)
 *   GET   companies/providers/{providerId}/providerPriceDetail         → companyPriceDetail (credits a session costs, credits left, canBook)
 *   POST  companies/{companyId}/patient/{patientId}/buypatientconsultation  buyConsultationBody { scheduleId } → consultationBooked
 *           (the hold of POST /patient/schedule-details becomes the appointment, paid by company credits; 402 no credits, 403 blocked, 409 slot lost)
 *   GET   patient/company/invite/{token}                               → invitePreview (company name, logo, invited address)
 *   POST  patient/company/invite/accept                                acceptInviteBody { token, shareUsage } → myCompany
 *   GET   patient/company                                              → myCompany (membership, what the employer sees, when they last looked)
 *   PATCH patient/company/privacy                                      companyPrivacyBody { shareUsage } → myCompany
 *   PATCH patient/company/leave                                        → messageData (the person keeps their account and history)
 *
 * Admin (access: admin)
 *   GET   admin/company-plans                                          → adminCompanyPlans
 *   POST  admin/company-plans                                          companyPlanBody → companyPlan
 *   PATCH admin/company-plans/{planId}                                 companyPlanBody (partial) → companyPlan
 *
 * Credits (docs/corporate-credits.md): 1 credit = ₹1 of session fee. A session booked on credits
 * debits the therapist's fee for it (no processing fee or GST: those were paid when the credits were
 * bought). A plan's credits expire when the plan ends (planDuration months after purchase); credits
 * bought in the wallet do not expire. Amounts in replies are credits (= rupees), two decimals at most.
 */

// ---------------------------------------------------------------- shared params

const uuidMsg = (message: string) => z.string().uuid(message);
export const companyIdParams = z.object({ companyId: uuidMsg(C.companyNotFound) });
export const employeeIdParams = z.object({ employeeId: uuidMsg(C.employeeNotFound) });
export const companyEmployeeParams = companyIdParams.extend({ employeeId: uuidMsg(C.employeeNotFound) });
export const companyPlanParams = companyIdParams.extend({ planId: uuidMsg(C.planNotFound) });
export const companyProviderParams = companyIdParams.extend({ providerId: uuidMsg(C.therapistNotAvailable) });
export const providerIdOnlyParams = z.object({ providerId: uuidMsg(C.therapistNotAvailable) });
export const companyPatientParams = companyIdParams.extend({ patientId: uuidMsg(C.notCompanyEmployee) });
export const planIdParams = z.object({ planId: uuidMsg(C.planNotFound) });
export const companyPaymentIdParams = z.object({ paymentId: uuidMsg('Payment not found') });
export const companyTransactionParams = z.object({
  transactionId: z
    .string()
    .trim()
    .regex(/^txn_[A-Za-z0-9]{8,64}$/, 'Payment not found'),
});
export const inviteTokenParams = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, C.inviteNotFound),
});

// ---------------------------------------------------------------- plans

/** Subscription plan (spec §3: _id, planName, doctorCount, planPrice), with its duration and credits. */
export const companyPlan = z.object({
  _id: z.string(),
  planName: z.string(),
  doctorCount: z.number().int().describe('How many therapists the company may choose'),
  planPrice: z.number().describe('Rupees, before GST'),
  planDuration: z.number().int().describe('Months the plan lasts; its credits expire then'),
  credits: z.number().int().describe('Credits the plan grants (1 credit = ₹1 of session fees)'),
  active: z.boolean().describe('Offered to companies (admins may retire a plan; holders keep it)'),
});
export type CompanyPlan = z.infer<typeof companyPlan>;

export const companyPlansData = z.object({
  plans: z.array(companyPlan).describe('Offered plans, cheapest first'),
  currentPlanId: z.string().nullable().describe("The company's live plan ('Your Plan'), or null"),
});
export type CompanyPlansData = z.infer<typeof companyPlansData>;

/**
 * The spec's upgradable rule (§4): with a live plan that is not in the list, nothing is upgradable;
 * otherwise a plan is upgradable when it costs more than the current one. With no plan, every plan
 * can be bought (that is a purchase, not an upgrade). The server applies the same rule.
 */
export function upgradablePlanIds(
  plans: readonly Pick<CompanyPlan, '_id' | 'planPrice'>[],
  currentPlanId: string | null,
) {
  if (!currentPlanId) return new Set(plans.map((p) => p._id));
  const current = plans.find((p) => p._id === currentPlanId);
  if (!current) return new Set<string>();
  return new Set(plans.filter((p) => p._id !== current._id && p.planPrice > current.planPrice).map((p) => p._id));
}

/** Admin: create or edit a plan. Whole rupees; at least one therapist; 1–60 months. */
export const companyPlanBody = z.object({
  planName: z.string(C.planNameRequired).trim().min(1, C.planNameRequired).max(80),
  doctorCount: z.number().int().min(1).max(100),
  planPrice: z.number().int().min(1).max(10_000_000).describe('Whole rupees, before GST'),
  planDuration: z.number().int().min(1).max(60).describe('Months'),
  credits: z.number().int().min(0).max(100_000_000),
  active: z.boolean().default(true),
});
export type CompanyPlanBody = z.input<typeof companyPlanBody>;
export const companyPlanPatchBody = companyPlanBody.partial();
export const adminCompanyPlans = z.object({ plans: z.array(companyPlan) });

// ---------------------------------------------------------------- purchases

export const companyCheckoutBody = z.object({
  gateway: paymentGatewayName.default('test').describe("'test' (TEST MODE), 'stripe' or 'razorpay'"),
});
export type CompanyCheckoutBody = z.input<typeof companyCheckoutBody>;

/**
 * A wallet amount as typed: a positive whole number of rupees, given as a number or as digits
 * ('5000'). Never reinterpreted: '1,500', '1500.50', '₹500', '-5', '' are refused with a message.
 */
export const creditAmountInput = z.union([z.number(), z.string()], { error: C.amountRequired }).transform((v, ctx) => {
  const text = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v.trim();
  if (text === '') {
    ctx.addIssue({ code: 'custom', message: C.amountRequired });
    return z.NEVER;
  }
  if (!/^-?\d+$/.test(text)) {
    ctx.addIssue({ code: 'custom', message: C.amountWhole });
    return z.NEVER;
  }
  const n = Number(text);
  if (n <= 0) {
    ctx.addIssue({ code: 'custom', message: C.amountPositive });
    return z.NEVER;
  }
  if (n > MAX_CREDIT_PURCHASE_RUPEES) {
    ctx.addIssue({ code: 'custom', message: C.amountTooLarge });
    return z.NEVER;
  }
  return n;
});

export const buyCreditsBody = z.object({
  amount: creditAmountInput.describe('Whole rupees (= credits) to buy; GST is added on top'),
  gateway: paymentGatewayName.default('test'),
});
export type BuyCreditsBody = z.input<typeof buyCreditsBody>;

/** Payment order response (spec §3) for a company purchase, with what the checkout needs. */
export const companyPaymentOrder = paymentOrderResponse.extend({
  gateway: paymentGatewayName,
  paymentId: z.string(),
  purpose: z.enum(['company_plan', 'company_credits']),
  planId: z.string().nullable(),
  sessionId: z.string().nullable().describe('Stripe Checkout Session id (redirect)'),
  checkoutUrl: z.string().nullable().describe('Test gateway: our TEST MODE checkout page; Stripe: its URL'),
  publishableKey: z.string().nullable(),
  keyId: z.string().nullable().describe('Razorpay key id'),
  totalAmount: z.number().describe('amount + serviceTaxValue'),
  totalAmountPaise: z.number().int(),
  taxAmount: z.number().describe('GST part of serviceTaxValue'),
  prefill: z.object({ name: z.string(), email: z.string().nullable(), contact: z.string().nullable() }),
});
export type CompanyPaymentOrder = z.infer<typeof companyPaymentOrder>;

/** Where the browser goes back to after a company checkout: the page that opened it, which verifies and shows the modal. */
export const companyPaymentReturnPath = (purpose: 'company_plan' | 'company_credits', transactionId: string) =>
  `${purpose === 'company_plan' ? '/user/base/home/corporate/Subscription-plans' : '/user/base/home/corporate/dashboard/wallet-credit'}?transactionId=${encodeURIComponent(transactionId)}`;

/** What our TEST MODE checkout page shows for a company purchase. */
export const companyTestCheckout = z.object({
  transactionId: z.string(),
  status: z.enum(['created', 'paid', 'failed', 'refunded', 'partially_refunded']),
  purpose: z.enum(['company_plan', 'company_credits']),
  description: z.string().describe('What is bought: the plan name, or the credits'),
  amount: z.number(),
  serviceTaxValue: z.number(),
  totalAmount: z.number(),
  currency: z.string(),
});
export type CompanyTestCheckout = z.infer<typeof companyTestCheckout>;

export const companyRazorpayVerifyBody = z.object({
  transactionId: companyTransactionParams.shape.transactionId,
  razorpay_order_id: z.string().trim().min(1).max(100),
  razorpay_payment_id: z.string().trim().min(1).max(100),
  razorpay_signature: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/, 'The payment signature is not valid'),
});

export const companyPaymentVerification = z.object({
  transactionId: z.string(),
  paymentStatus: z.enum(PAYMENT_OUTCOMES),
  purpose: z.enum(['company_plan', 'company_credits']),
  planName: z.string().nullable(),
  credits: z.number().describe('Credits the purchase adds (plan credits or wallet credits)'),
  amount: z.number().describe('Total charged, rupees'),
  currency: z.string(),
  message: z.string(),
});
export type CompanyPaymentVerification = z.infer<typeof companyPaymentVerification>;

/** Payment detail (company), spec §3: transactionType, subscriptionName, companyPaidAmount, paymentDate. */
export const companyPaymentDetail = z.object({
  _id: z.string(),
  transactionId: z.string(),
  transactionType: z.enum(COMPANY_PAYMENT_TYPES),
  subscriptionName: z.string().nullable().describe('The plan bought; null for a credit purchase'),
  companyPaidAmount: z.number().describe('Total paid, rupees (GST included)'),
  credits: z.number().describe('Credits the purchase added'),
  paymentDate: z.string().describe('UTC instant'),
  status: z.enum(['pending', 'paid', 'failed', 'refunded', 'partially_refunded']),
  gateway: paymentGatewayName,
  invoiceAvailable: z.boolean().describe('GET companies/payment-details/{_id}/invoice gives the GST invoice PDF'),
});
export type CompanyPaymentDetail = z.infer<typeof companyPaymentDetail>;

export const companyPaymentHistoryQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0).describe('Zero-based page number'),
  limit: z.coerce.number().int().min(1).max(50).default(COMPANY_PAYMENT_HISTORY_LIMIT),
});
export const companyPaymentHistory = z.object({
  paymentDetails: z.array(companyPaymentDetail),
  count: z.number().int(),
});
export type CompanyPaymentHistory = z.infer<typeof companyPaymentHistory>;

// ---------------------------------------------------------------- profile

/** Company profile (spec §3), plus the login e-mail, GSTIN and billing address we keep for invoices. */
export const companyProfile = z.object({
  _id: z.string(),
  email: z.string().nullable().describe('The login e-mail'),
  companyName: z.string().nullable(),
  companyEmail: z.string().nullable().describe('Contact e-mail (the edit form’s Email)'),
  companyAddress: z.string().nullable().describe('Location/Area'),
  billingAddress: z.string().nullable(),
  gstin: z.string().nullable(),
  companyWebsite: z.string().nullable(),
  companySize: z.string().nullable(),
  companyLogo: z.string().nullable().describe('Link to the logo, or null (the screen shows a default)'),
  companyCategory: z.object({ categoryName: z.string().nullable(), categoryId: z.string().nullable() }),
  profileCreatorRole: z.string().nullable(),
  currency: z.literal('INR'),
  subscriptionDetails: z
    .object({
      _id: z.string().describe('The plan id'),
      planName: z.string(),
      planDuration: z.number().int().describe('Months'),
      doctorCount: z.number().int(),
      startsAt: z.string(),
      expiresAt: z.string(),
      validityDays: z.number().int().describe('Whole days left, 0 on the last day'),
    })
    .nullable()
    .describe('The live plan, or null (the dashboard shows the promo)'),
  subscriptionCreditDetails: z.object({
    creaditsLeft: z.number().describe('Credits left (plan + wallet), = rupees of session fees'),
    planCredits: z.number().describe('Of which plan credits (expire with the plan)'),
    walletCredits: z.number().describe('Of which wallet credits (do not expire)'),
  }),
  providersSelected: z.array(z.string()).describe('Ids of the chosen therapists'),
  unreadNotificationCount: z.number().int(),
});
export type CompanyProfile = z.infer<typeof companyProfile>;

const required = (message: string, max = 200) => z.string(message).trim().min(1, message).max(max);
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(max).nullable().optional(),
  );

/** PATCH companies/mycompanyprofile/update, with the spec's messages (§5). */
export const updateCompanyProfileBody = z.object({
  role: required(C.companyRoleRequired, 100),
  email: z
    .string(C.companyEmailRequired)
    .trim()
    .toLowerCase()
    .min(1, C.companyEmailRequired)
    .max(254)
    .email('Enter a valid email')
    .describe("The company's contact e-mail (the login e-mail does not change here)"),
  companyName: required(C.companyProfileNameRequired),
  companyAddress: required(C.companyLocationRequired, 300),
  companyCategory: z.object(
    {
      categoryName: required(C.companyCategoryRequired, 100),
      categoryId: z.string().trim().max(100).nullable().optional(),
    },
    { error: C.companyCategoryRequired },
  ),
  companySize: required(C.companyEmployeesRequired, 50),
  companyWebsite: required(C.companyWebsiteRequired, 300).refine(
    (s) => /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(s),
    C.websiteInvalid,
  ),
  billingAddress: optionalText(500),
  gstin: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim().toUpperCase() : v),
    z
      .string()
      .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, C.gstinInvalid)
      .nullable()
      .optional(),
  ),
});
export type UpdateCompanyProfileBody = z.input<typeof updateCompanyProfileBody>;
export const companyProfileSaved = z.object({ message: z.string(), profile: companyProfile });
export const logoChanged = z.object({ message: z.string(), companyLogo: z.string() });

// ---------------------------------------------------------------- employees

export const employeeListParams = companyIdParams.extend({
  tab: z.coerce
    .number({ error: 'tab is 0 (Pending) or 1 (Accepted)' })
    .int()
    .pipe(z.union([z.literal(0), z.literal(1)], { error: 'tab is 0 (Pending) or 1 (Accepted)' })),
});
export const employeeListQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0).describe('Zero-based page number'),
  limit: z.coerce.number().int().min(1).max(50).default(EMPLOYEE_LIST_LIMIT),
});

/**
 * Employee (spec §3). totalAppointmentsTaken and creditsUsed are null ('Private') unless the employee
 * chose to share them; a pending invite has no person yet (fullName null, createdAt = invite date).
 */
export const employee = z.object({
  _id: z.string().describe('The employee record (invite) id, used by details and block/unblock'),
  fullName: z.string().nullable(),
  email: z.string(),
  profilePic: z.string().nullable(),
  createdAt: z.string().describe('Joining date (accepted) or invite date (pending), UTC instant'),
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
  totalAppointmentsTaken: z.number().int().nullable().describe("null = not shared ('Private')"),
  creditsUsed: z.number().nullable().describe("null = not shared ('Private')"),
  usageShared: z.boolean(),
  status: z.enum(['pending', 'active', 'blocked']),
  companyDetails: z.object({ companyId: z.string() }),
});
export type Employee = z.infer<typeof employee>;
export const employeeListData = z.object({ count: z.number().int(), data: z.array(employee) });
export type EmployeeListData = z.infer<typeof employeeListData>;
export const employeeDetail = employee;

export const inviteEmployeeBody = z.object({ email: emailInput });
export type InviteEmployeeBody = z.input<typeof inviteEmployeeBody>;

export const inviteRosterBody = z.object({
  csv: z
    .string()
    .max(200_000, 'The file can be at most 200 KB')
    .describe("CSV text: one e-mail per row, or a header row with an 'email' column"),
});
export const rosterRow = z.object({
  row: z.number().int().describe('1-based line number in the file'),
  email: z.string(),
  ok: z.boolean(),
  message: z.string().nullable(),
});
export const rosterReport = z.object({
  message: z.string(),
  invited: z.number().int(),
  alreadyInvited: z.number().int().describe('Rows naming someone already on the list (left unchanged)'),
  rows: z.array(rosterRow),
});
export type RosterReport = z.infer<typeof rosterReport>;

// ---------------------------------------------------------------- therapists for employees

export const companyProviderListQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  text: z.string().trim().max(100).optional(),
  specialization: z
    .preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(z.string().uuid('Unknown speciality')).max(30))
    .default([]),
  gender: z.enum(GENDER_FILTERS).default('All'),
  sort: z.enum(THERAPIST_SORTS).default('RatingHigh'),
  city: z.string().trim().max(100).optional(),
  languagesKnown: z
    .preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(z.string().trim().min(1).max(60)).max(30))
    .default([]),
});
export type CompanyProviderListQuery = z.input<typeof companyProviderListQuery>;

export const companyTherapist = therapistListItem.extend({
  selected: z.boolean().describe('Already on the company’s list'),
});
export type CompanyTherapist = z.infer<typeof companyTherapist>;
export const companyProviderList = z.object({
  doctors: z.array(companyTherapist),
  count: z.number().int(),
  doctorCount: z.number().int().describe('The plan’s cap (0 with no live plan)'),
  selectedCount: z.number().int(),
});
export type CompanyProviderList = z.infer<typeof companyProviderList>;

export const selectedProvidersQuery = z.object({
  text: z.string().trim().max(100).optional().describe('Part of the full name'),
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const selectedProvidersData = z.object({
  companyselectedProviders: z.array(therapistListItem),
  count: z.number().int(),
  doctorCount: z.number().int(),
});
export type SelectedProvidersData = z.infer<typeof selectedProvidersData>;

export const providerSelectionResult = z.object({
  message: z.string(),
  selectedCount: z.number().int(),
  doctorCount: z.number().int(),
});

/** providerPriceDetail: what one session with this therapist costs in company credits. */
export const companyPriceDetail = z.object({
  providerId: z.string(),
  companyId: z.string(),
  treatmentName: z.string().nullable(),
  consultationDuration: z.number().int().nullable(),
  currency: z.literal('INR'),
  patientPaymentAmount: z.number().describe('The session fee, rupees'),
  subTotal: z.number(),
  discountAmount: z.number(),
  couponApplied: z.literal(false),
  feesAndTaxes: z.number().describe('0: GST was paid when the company bought its credits'),
  totalAmount: z.number().describe('= credits the session debits'),
  creditsRequired: z.number(),
  creaditsLeft: z.number(),
  canBook: z.boolean(),
  reason: z.string().nullable().describe('Why canBook is false (no credits, blocked, not chosen), else null'),
});
export type CompanyPriceDetail = z.infer<typeof companyPriceDetail>;

export const buyConsultationBody = z.object({
  scheduleId: z.string().uuid('Your slot hold has expired. Please pick a time again.').describe('The live hold'),
});
export const consultationBooked = z.object({
  message: z.string(),
  appointmentId: z.string(),
  scheduleId: z.string(),
  providerId: z.string(),
  startTime: z.string(),
  creditsDebited: z.number(),
});
export type ConsultationBooked = z.infer<typeof consultationBooked>;

// ---------------------------------------------------------------- employee side

export const invitePreview = z.object({
  companyName: z.string().nullable(),
  companyLogo: z.string().nullable(),
  email: z.string().describe('The invited address'),
  status: z.enum(['pending', 'accepted']),
});
export type InvitePreview = z.infer<typeof invitePreview>;

export const acceptInviteBody = z.object({
  token: inviteTokenParams.shape.token,
  shareUsage: z.boolean().default(false).describe('Let the employer see my session count and credits used'),
});
export type AcceptInviteBody = z.input<typeof acceptInviteBody>;
export const companyPrivacyBody = z.object({ shareUsage: z.boolean() });

/** What an employee's employer can see, and when they last looked. */
export const myCompany = z.object({
  membership: z
    .object({
      _id: z.string(),
      companyDetails: z.object({
        companyId: z.string(),
        companyName: z.string().nullable(),
        companyLogo: z.string().nullable(),
      }),
      status: z.enum(['active', 'blocked']),
      shareUsage: z.boolean(),
      joinedAt: z.string(),
      employerCanSee: z.array(z.string()).describe('Plain-language list of what the employer sees about me'),
      employerLastViewedAt: z.string().nullable().describe('When the company last opened my entry (list or details)'),
      canUseCredits: z.boolean(),
    })
    .nullable(),
});
export type MyCompany = z.infer<typeof myCompany>;

// ---------------------------------------------------------------- dashboard

const maybeCount = z.number().int().nullable().describe('null when the group has fewer than 5 people');
export const companyDashboard = z.object({
  creditUse: z
    .array(
      z.object({ month: z.string().describe('YYYY-MM'), creditsUsed: z.number().nullable(), sessions: maybeCount }),
    )
    .describe('Last 12 months; a month with sessions by fewer than 5 people is null'),
  uptake: z.object({ invited: z.number().int(), accepted: z.number().int(), bookedAtLeastOnce: maybeCount }),
  employees: z.object({ pending: z.number().int(), accepted: z.number().int(), blocked: z.number().int() }),
  therapists: z.object({ added: z.number().int(), yetToAdd: z.number().int() }),
  minGroupSize: z.number().int(),
});
export type CompanyDashboard = z.infer<typeof companyDashboard>;

// ---------------------------------------------------------------- surveys (forms module shapes)

export const companySurveyList = formsListData;
export const companySurveyDetail = formDetailData;
export const companySurveyAnswerBody = submitAnswersBody;
export const formIdRouteParams = z.object({ formId: z.string().uuid('Form not found') });
