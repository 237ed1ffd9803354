import { z } from 'zod';
import { EMAIL_CODE_LENGTH, PHONE_CODE_LENGTH, USER_TYPES } from './constants';
import { ACCOUNT_STATUSES, currentPasswordInput, emailInput, newPasswordInput } from './credentials';
import { isIanaZone, parseIsoDay } from './dates';
import { MSG } from './messages';
import { PERSON_GENDERS, personName } from './person';
import { toE164 } from './phone';

/**
 * The account page (my-account) of patients and therapists (spec 03 "Patient account screens",
 * "User and account" calls):
 *
 *   GET    /user/account/status                           → accountStatusData {status, data: AccountSettings}
 *   PATCH  /user/profile                                  updateNameBody → accountUpdateData (patients: name)
 *   PATCH  /user/patient/profile                          patientProfileBody → accountUpdateData ('Updated successfully')
 *   POST   /user/profile-picture                          multipart 'file' → accountUpdateData (patients)
 *   DELETE /user/profile-picture                          → accountUpdateData
 *   PATCH  /user/account/timezone                         timeZoneBody → accountUpdateData
 *   POST   /user/account/email/send-code                  {email} → code to the NEW address
 *   PATCH  /user/account/email                            {email, code} → the address changes only now
 *   POST   /user/account/phone/send-code                  {phone} → code to the NEW number
 *   PATCH  /user/account/phone                            {phone, code}
 *   PATCH  /user/account/reset-password                   changePasswordBody → message; other sessions end
 *   POST   /user/account/delete-profile/send-verification → message 'Email Sent Successfully'
 *   PATCH  /user/account/delete-profile                   {code} → message 'User Profile Deleted Successfully'
 *   PATCH  /admin/dev/delete-account                      {userId?} (development only)
 *   GET    /user/account/export                           → application/zip (patients)
 */

/** What the account page shows (the spec's "account settings info": status and data). */
export const accountSettings = z.object({
  _id: z.string(),
  userType: z.enum(USER_TYPES),
  name: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  phone: z.string().nullable().describe("Dial-code form '+91-9876543210'"),
  phoneVerified: z.boolean(),
  timeZone: z.string().nullable().describe("Label 'Country (GMT+h:mm)'"),
  globalTimeZone: z.string().describe('IANA zone: every date in the app is shown in it'),
  profilePic: z.string().nullable().describe('Signed link to the picture, or null'),
  gender: z.enum(PERSON_GENDERS).nullable(),
  dob: z.string().nullable().describe('yyyy-MM-dd'),
  location: z.string().nullable(),
  countryCode: z
    .string()
    .nullable()
    .optional()
    .describe(
      "ISO 3166-1 alpha-2 country the person lives in: the country of the place picked ('location'), else of the time zone; null when unknown. Picks the crisis helplines (helplinesFor)",
    ),
  hasPassword: z.boolean(),
  /** Where codes for account deletion go: 'email' when the account has an address, else 'phone'. */
  deletionCodeChannel: z.enum(['email', 'phone']).nullable(),
});
export type AccountSettings = z.infer<typeof accountSettings>;

export const accountStatusData = z.object({ status: z.enum(ACCOUNT_STATUSES), data: accountSettings });
export type AccountStatusData = z.infer<typeof accountStatusData>;

export const accountUpdateData = z.object({ message: z.string(), account: accountSettings });
export type AccountUpdateData = z.infer<typeof accountUpdateData>;

/** PATCH /user/profile: the name (the person rule of person.ts). */
export const updateNameBody = z.object({ name: personName(MSG.accountNameRequired) });
export type UpdateNameBody = z.input<typeof updateNameBody>;

const isoDay = (required: string, format: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((v) => parseIsoDay(v) !== null, format);

/** PATCH /user/patient/profile: gender, date of birth (age checked on the server in the patient's zone), place. */
export const patientProfileBody = z
  .object({
    gender: z.enum(PERSON_GENDERS, { error: MSG.onboardingGenderInvalid }).optional(),
    dob: isoDay(MSG.onboardingDobRequired, MSG.onboardingDobFormat).optional().describe('yyyy-MM-dd'),
    location: z.string().trim().max(200).optional(),
  })
  .refine((b) => b.gender !== undefined || b.dob !== undefined || b.location !== undefined, {
    message: MSG.invalidRequest,
  });
export type PatientProfileBody = z.input<typeof patientProfileBody>;

/** PATCH /user/account/timezone. */
export const timeZoneBody = z.object({
  globalTimeZone: z
    .string({ error: MSG.accountTimeZoneRequired })
    .trim()
    .min(1, MSG.accountTimeZoneRequired)
    .max(64)
    .refine(isIanaZone, MSG.accountTimeZoneInvalid)
    .describe('IANA zone id from /user/available-timezone'),
  timeZone: z
    .string()
    .trim()
    .max(120)
    .optional()
    .describe("The label 'Country (GMT+h:mm)'; made from the zone if left out"),
});
export type TimeZoneBody = z.input<typeof timeZoneBody>;

export const newEmailBody = z.object({ email: emailInput });
export const confirmEmailBody = z.object({
  email: emailInput,
  code: z
    .string({ error: MSG.accountCodeFormat })
    .trim()
    .regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), MSG.accountCodeFormat),
});
const accountPhone = z
  .string({ error: MSG.accountPhoneInvalid })
  .trim()
  .min(1, MSG.accountPhoneInvalid)
  .max(32, MSG.accountPhoneInvalid)
  .refine((v) => toE164(v) !== undefined, MSG.accountPhoneInvalid)
  .describe("'+91-9876543210' or E.164");
export const newPhoneBody = z.object({ phone: accountPhone });
export const confirmPhoneBody = z.object({
  phone: accountPhone,
  code: z
    .string({ error: MSG.accountCodeFormat })
    .trim()
    .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), MSG.accountCodeFormat),
});
export type ConfirmEmailBody = z.input<typeof confirmEmailBody>;
export type ConfirmPhoneBody = z.input<typeof confirmPhoneBody>;

export const contactCodeSentData = z.object({ message: z.string(), resendAfterSeconds: z.number().int() });
export type ContactCodeSentData = z.infer<typeof contactCodeSentData>;

/**
 * PATCH /user/account/reset-password: the spec's three messages (§5) — 'Passwords do not match',
 * 'Password should be at least 8 characters long', and the upper/lower/number rule.
 */
export const changePasswordBody = z
  .object({
    currentPassword: currentPasswordInput
      .optional()
      .describe('Required when the account has a password (an account made through Google or Apple may have none)'),
    password: newPasswordInput,
    confirmPassword: z.string({ error: MSG.accountConfirmPasswordRequired }).min(1, MSG.accountConfirmPasswordRequired),
  })
  .superRefine((b, ctx) => {
    if (b.password !== b.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MSG.resetPasswordsMismatch });
    }
  });
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const deleteProfileBody = z.object({
  code: z
    .string({ error: MSG.deletionCodeRequired })
    .trim()
    .regex(/^\d{4,8}$/, MSG.deletionCodeRequired),
});
export type DeleteProfileBody = z.input<typeof deleteProfileBody>;

export const devDeleteAccountBody = z.object({
  userId: z
    .string()
    .uuid()
    .describe("The account to delete: one's own (anyone signed in), or any non-admin account (an admin)"),
});

/**
 * What deletion erases and what it keeps (docs/account-deletion.md says why). The server's reply to
 * deletion and the page's confirmation both show these lists.
 */
export const DELETION_ERASES = [
  'Your name, date of birth, gender, e-mail address, phone number, password and profile picture',
  'Your health records and their files, health profile, medications and questionnaire answers',
  'Your family members',
  'The text and files of your messages',
  'Your notifications and notification settings',
  'Your sign-in sessions and linked Google or Apple sign-in',
] as const;
export const DELETION_KEEPS = [
  'Payments, refunds and invoices (tax and accounting law requires us to keep them), linked to an anonymous account',
  'Past appointments (date, therapist, price) that those payments are for',
] as const;

/**
 * GET /user/account/delete-profile/refunds: what deleting the account would refund, shown in the
 * deletion dialog before the person asks for the code (issue 20 #1; docs/account-deletion.md).
 * Deletion cancels every upcoming session; each paid one is refunded in full, as any cancelled
 * paid session is; a package's unused sessions (with those booked from it and now cancelled) are
 * refunded pro rata. Amounts are integer paise.
 */
export const deletionRefundSession = z.object({
  appointmentId: z.string(),
  startTime: z.string().describe('ISO 8601'),
  withName: z.string().describe('The other person of the session (the therapist, or for a therapist the patient)'),
  refundPaise: z
    .number()
    .int()
    .describe('What goes back to the payer; 0 for a free session or one booked from a package'),
  currency: z.string(),
});
export const deletionRefundPackage = z.object({
  subscriptionId: z.string(),
  planName: z.string(),
  withName: z.string(),
  unusedSessions: z.number().int().describe('Sessions never used, counting those booked from it that deletion cancels'),
  sessionsTotal: z.number().int(),
  refundPaise: z.number().int().describe('Price paid × unused ÷ total, rounded down to the paisa'),
  currency: z.string(),
});
export const deletionRefundsData = z.object({
  sessions: z.array(deletionRefundSession),
  packages: z.array(deletionRefundPackage),
  totalRefundPaise: z.number().int(),
  currency: z.string(),
});
export type DeletionRefundsData = z.infer<typeof deletionRefundsData>;
