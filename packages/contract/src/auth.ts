/**
 * Access: sign-up, login, one-time codes, captcha, password reset, re-verification, Google and
 * Apple sign-in, profile and logout (spec document 1 §3, §5, §7, §8; document 3 corporate logout).
 * Field names are the spec's. Every reply is wrapped in { status, data } (see envelope.ts).
 */
import { z } from 'zod';
import { CHANNELS, CORPORATE_CURRENCY, USER_TYPES } from './constants';
import { ACCOUNT_STATUSES, emailInput, loginPasswordInput, newPasswordInput, passwordInput } from './credentials';
import { AUTH_MSG } from './messages/auth';
import { personName } from './person';
import { toE164 } from './phone';

export {
  ACCOUNT_STATUSES,
  type AccountStatus,
  currentPasswordInput,
  emailInput,
  loginPasswordInput,
  newPasswordInput,
  passwordInput,
} from './credentials';

// ---------------------------------------------------------------- building blocks

/** Account kinds a code, sign-up or reset call may name. 'provider' is the therapist ('doctor'), 'corporate' the company. */
export const AUTH_USER_TYPES = ['patient', 'doctor', 'provider', 'company', 'corporate'] as const;
export type AuthUserType = (typeof AUTH_USER_TYPES)[number];
/** Maps the spec's several names to the stored userType. */
export function toUserType(t: AuthUserType): (typeof USER_TYPES)[number] {
  if (t === 'provider') return 'doctor';
  if (t === 'corporate') return 'company';
  return t;
}

export const channel = z.enum(CHANNELS).describe("Where the code goes: 'sms' or 'whatsapp'");

/** A phone in the spec's dial-code form ('+91-9876543210') or E.164 ('+919876543210'); stored as E.164. */
export const phoneNumberInput = z
  .string(AUTH_MSG.phoneRequired)
  .trim()
  .min(1, AUTH_MSG.phoneRequired)
  .max(32, AUTH_MSG.invalidPhone)
  .refine((v) => toE164(v) !== undefined, AUTH_MSG.invalidPhone)
  .describe("Phone as '+91-9876543210' (dial code, hyphen, number) or E.164 '+919876543210'");

/** Sign-up first and last names: the one name rule (person.ts); an empty one is said to be required. */
export const firstNameInput = personName(AUTH_MSG.firstNameRequired);
export const lastNameInput = personName(AUTH_MSG.lastNameRequired);

/** The spec's one-time code: 6 digits for phone codes. */
export const phoneCodeInput = z
  .string(AUTH_MSG.otpRequired)
  .trim()
  .min(1, AUTH_MSG.otpRequired)
  .regex(/^\d*$/, AUTH_MSG.validOtp)
  .length(6, AUTH_MSG.otpSixDigits);

/** A code of either length (6 for phone, 4 for e-mail), used where the ticket says which one it is. */
export const anyCodeInput = z
  .string(AUTH_MSG.otpRequired)
  .trim()
  .min(1, AUTH_MSG.otpRequired)
  .regex(/^\d{4}(\d{2})?$/, AUTH_MSG.validOtp);

export const rememberMe = z
  .boolean()
  .optional()
  .describe('Remember Me: a 30-day session instead of the default 12 hours');

/** Third-party sign-in data kept with the account (spec: oauthData). */
export const oauthData = z.object({
  provider: z.enum(['google', 'apple']),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  picture: z.string().nullable(),
});
export type OauthData = z.infer<typeof oauthData>;

/**
 * Login or sign-up reply (spec §3): authToken (JWT; read exp from it), account status, onboarding
 * page, userType, oauthData, message, token. `token` is a verification ticket for the address
 * /user/patient/signup/otp-verification/{token} when the account still needs a code, else null.
 */
export const loginData = z.object({
  authToken: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  page: z.number().int(),
  userType: z.enum(USER_TYPES),
  oauthData: oauthData.nullable(),
  message: z.string(),
  token: z.string().nullable(),
  expiresAt: z.string().describe('When authToken expires (ISO 8601); the same instant as its exp'),
});
export type LoginData = z.infer<typeof loginData>;

/** A reply that says what happened and hands out a verification ticket (the page address carries it). */
export const ticketData = z.object({
  message: z.string(),
  token: z.string().describe('Verification ticket: put it in the page address and send it back with the code'),
  resendAfterSeconds: z.number().int().describe('Seconds until a new code may be asked for'),
});
export type TicketData = z.infer<typeof ticketData>;

/** A reply after a code was sent. */
export const codeSentData = z.object({
  message: z.string(),
  resendAfterSeconds: z.number().int().describe('Seconds until a new code may be asked for'),
});
export type CodeSentData = z.infer<typeof codeSentData>;

// ---------------------------------------------------------------- login

/** POST /registration/patient/login and /registration/provider/login: login is the phone. */
export const phoneLoginBody = z.object({
  login: phoneNumberInput,
  password: loginPasswordInput,
  rememberMe,
});
export type PhoneLoginBody = z.input<typeof phoneLoginBody>;

/** POST /registration/company/login: login is the e-mail. */
export const companyLoginBody = z.object({
  login: emailInput,
  password: loginPasswordInput,
  rememberMe,
});
export type CompanyLoginBody = z.input<typeof companyLoginBody>;

/** POST /registration/login/unlock: the token from the unlock link e-mailed after a lockout (issue 20 #15). */
export const unlockLoginBody = z.object({
  token: z
    .string({ error: AUTH_MSG.loginUnlockInvalid })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, AUTH_MSG.loginUnlockInvalid),
});
export type UnlockLoginBody = z.input<typeof unlockLoginBody>;

/** POST /registration/admin/login. */
export const adminLoginBody = z.object({ email: emailInput, password: loginPasswordInput });
export type AdminLoginBody = z.input<typeof adminLoginBody>;

/** POST /registration/user/login/send-verification and /registration/user/signup/send-verification. */
export const sendVerificationBody = z.object({
  phoneNumber: phoneNumberInput,
  channel,
  userType: z.enum(['patient', 'doctor', 'provider']).describe("'provider' and 'doctor' both mean therapist"),
});
export type SendVerificationBody = z.input<typeof sendVerificationBody>;

/**
 * The pass POST /registration/verify-captcha hands out (valid 15 minutes). Sign-up code sends and
 * company sign-up require it; its first send binds it to that phone or e-mail (resends may reuse it).
 */
export const captchaPassInput = z
  .string(AUTH_MSG.captchaRequired)
  .trim()
  .min(1, AUTH_MSG.captchaRequired)
  .max(200, AUTH_MSG.captchaFailed)
  .describe('data.captchaPass of POST /registration/verify-captcha');

/** POST /registration/user/signup/send-verification: as the login send, with a passed captcha. */
export const signupSendVerificationBody = sendVerificationBody.extend({ captchaPass: captchaPassInput });
export type SignupSendVerificationBody = z.input<typeof signupSendVerificationBody>;

/** POST /registration/patient/login/otp and /registration/provider/login/otp. */
export const otpLoginBody = z.object({ login: phoneNumberInput, otp: phoneCodeInput, rememberMe });
export type OtpLoginBody = z.input<typeof otpLoginBody>;

// ---------------------------------------------------------------- sign-up

/** POST /registration/{patient,provider}/signup/check-verification: verifies the code and registers. */
export const checkVerificationBody = z.object({ phoneNumber: phoneNumberInput, code: phoneCodeInput });
export type CheckVerificationBody = z.input<typeof checkVerificationBody>;

export const signupPhone = z.object({
  countryCode: z.string().trim().max(8).optional().describe("Dial code ('+91' or '91') or ISO country ('IN')"),
  phoneNumber: phoneNumberInput,
});

/** POST /registration/patient/signup (the e-mail sign-up form): e-mail optional for patients. */
export const patientSignupBody = z.object({
  firstName: firstNameInput,
  lastName: lastNameInput,
  email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), emailInput.optional()),
  phone: signupPhone,
  password: passwordInput,
  captchaPass: captchaPassInput,
});
export type PatientSignupBody = z.input<typeof patientSignupBody>;

/** POST /registration/provider/signup: e-mail required for therapists. */
export const providerSignupBody = patientSignupBody.extend({ email: emailInput });
export type ProviderSignupBody = z.input<typeof providerSignupBody>;

/** Reply of the e-mail sign-up form: where the code went and the ticket for the code page. */
export const emailSignupData = z.object({
  message: z.string(),
  token: z.string().describe('Ticket for /user/patient/signup/otp-verification/{token}'),
  userType: z.enum(USER_TYPES),
  status: z.enum(ACCOUNT_STATUSES),
  page: z.number().int(),
  codeSentTo: z.enum(['email', 'sms']).describe('Where the 6-digit code went'),
  resendAfterSeconds: z.number().int(),
});
export type EmailSignupData = z.infer<typeof emailSignupData>;

/** POST registration/company/signup: the corporate registration payload (currency INR only). */
export const companySignupBody = z.object({
  companyCategory: z
    .object({
      categoryName: z.string().trim().max(100).optional(),
      categoryId: z.string().trim().max(64).optional(),
    })
    .optional(),
  companyName: z.string().trim().max(200).optional(),
  companyWebsite: z.string().trim().max(300).optional(),
  companyEmail: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), emailInput.optional()),
  email: emailInput,
  companySize: z.string().trim().max(50).optional(),
  location: z.string(AUTH_MSG.locationRequired).trim().min(1, AUTH_MSG.locationRequired).max(300),
  password: passwordInput,
  role: z.string(AUTH_MSG.roleRequired).trim().min(1, AUTH_MSG.roleRequired).max(100),
  currency: z.literal(CORPORATE_CURRENCY, AUTH_MSG.currencyInrOnly).default(CORPORATE_CURRENCY),
  captchaPass: captchaPassInput,
});
export type CompanySignupBody = z.input<typeof companySignupBody>;

// ---------------------------------------------------------------- captcha

/** GET /public/config: which sign-in providers and captcha the web should show. */
export const publicConfigData = z.object({
  googleClientId: z.string().nullable().describe('null: hide the Google button'),
  appleClientId: z.string().nullable().describe('null: hide the Apple button'),
  captcha: z.enum(['altcha', 'recaptcha']),
  recaptchaSiteKey: z.string().nullable(),
  resendWaitSeconds: z.number().int(),
  resendWaitOnboardingSeconds: z.number().int(),
});
export type PublicConfigData = z.infer<typeof publicConfigData>;

/** GET /registration/captcha-challenge: an ALTCHA v2 challenge (pass it to the widget as challengejson). */
export const captchaChallengeData = z
  .object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
        keySignature: z.string().optional(),
        expiresAt: z.number().optional(),
      })
      .passthrough(),
    signature: z.string().optional(),
  })
  .passthrough();
export type CaptchaChallengeData = z.infer<typeof captchaChallengeData>;

/** POST /registration/verify-captcha: the ALTCHA payload (base64) or the reCAPTCHA response token. */
export const verifyCaptchaBody = z.object({ token: z.string().trim().min(1, AUTH_MSG.captchaFailed).max(10_000) });
export type VerifyCaptchaBody = z.input<typeof verifyCaptchaBody>;

/** Reply of POST /registration/verify-captcha: 'Captcha Completed' and the pass for the next sign-up step. */
export const captchaVerifiedData = z.object({
  message: z.string(),
  captchaPass: z.string().describe('Send as captchaPass with the sign-up code request or company sign-up'),
  expiresAt: z.string().describe('ISO time the pass stops working'),
});
export type CaptchaVerifiedData = z.infer<typeof captchaVerifiedData>;

// ---------------------------------------------------------------- Google and Apple

/** POST /registration/{patient,provider}/auth/google: the Google ID token (credential). */
export const googleAuthBody = z.object({ token: z.string().trim().min(1).max(10_000) });
export type GoogleAuthBody = z.input<typeof googleAuthBody>;

/** POST /registration/{patient,provider}/auth/apple: the identity token; Apple gives the name only once. */
export const appleAuthBody = z.object({
  token: z.string().trim().min(1).max(10_000),
  platform: z.literal('web').default('web'),
  firstName: z.string().trim().max(60).optional(),
  lastName: z.string().trim().max(60).optional(),
});
export type AppleAuthBody = z.input<typeof appleAuthBody>;

// ---------------------------------------------------------------- forgot and reset password

/** Phone (dial-code form or E.164) or e-mail address. */
export const verificationContact = z
  .string(AUTH_MSG.phoneRequired)
  .trim()
  .min(1, AUTH_MSG.phoneRequired)
  .max(254)
  .refine((v) => (v.includes('@') ? emailInput.safeParse(v).success : toE164(v) !== undefined), AUTH_MSG.invalidPhone)
  .describe('Phone (+91-9876543210 or E.164) or e-mail address');

/** POST /registration/forgot-password/send-verification. */
export const forgotSendBody = z.object({
  verificationContact,
  channel: z
    .enum([...CHANNELS, 'email'])
    .default('sms')
    .describe("'sms', 'whatsapp', or 'email' for an address"),
  userType: z.enum(AUTH_USER_TYPES).optional().describe('Optional; when left out, every account on the contact'),
});
export type ForgotSendBody = z.input<typeof forgotSendBody>;

/** POST /registration/forgot-password/check-verification → data.authToken is a 15-minute reset token. */
export const forgotCheckBody = z
  .object({
    verificationContact: verificationContact.optional(),
    token: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .describe('The ticket from send-verification; stands in for verificationContact when that is left out'),
    code: phoneCodeInput,
    userType: z.enum(AUTH_USER_TYPES).default('patient'),
  })
  .refine((b) => !!b.verificationContact || !!b.token, {
    message: AUTH_MSG.phoneRequired,
    path: ['verificationContact'],
  });
export type ForgotCheckBody = z.input<typeof forgotCheckBody>;

export const resetTokenData = z.object({
  authToken: z.string().describe('Reset token (15 minutes, one use): send as Bearer, or as token in the body'),
  message: z.string(),
  expiresAt: z.string(),
});
export type ResetTokenData = z.infer<typeof resetTokenData>;

/** PATCH /registration/forgot-password and PATCH /public/resetPassword. */
export const resetPasswordBody = z.object({
  password: newPasswordInput,
  token: z.string().trim().min(1).max(2000).optional().describe('The reset token, when not sent as Bearer'),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

// ---------------------------------------------------------------- ticket-based codes

/** PUT /user/verify/otp: the code and the ticket from the page address. */
export const verifyOtpBody = z.object({
  otp: anyCodeInput,
  token: z.string().trim().min(1).max(200).optional().describe('The ticket; may instead come as Authorization: Bearer'),
  rememberMe,
});
export type VerifyOtpBody = z.input<typeof verifyOtpBody>;

/** PUT /user/resend/otp and PATCH /registration/resend-otp: the ticket from the page address. */
export const resendOtpBody = z.object({
  token: z.string().trim().min(1).max(200).optional().describe('The ticket; may instead come as Authorization: Bearer'),
});
export type ResendOtpBody = z.input<typeof resendOtpBody>;

/** POST /registration/reverify-phone: sends a code to the phone; reply data.token. */
export const reverifyPhoneBody = z.object({
  phoneNumber: phoneNumberInput,
  userType: z.enum(['patient', 'doctor', 'provider']).default('patient'),
  channel: channel.default('sms'),
});
export type ReverifyPhoneBody = z.input<typeof reverifyPhoneBody>;

/** PATCH /registration/resend-email-verification: sends a 4-digit code to the address; reply data.token. */
export const resendEmailVerificationBody = z.object({
  email: emailInput,
  userType: z.enum(AUTH_USER_TYPES).default('patient'),
});
export type ResendEmailVerificationBody = z.input<typeof resendEmailVerificationBody>;

// ---------------------------------------------------------------- profile and logout

/** One answered pre-booking question: its id and the chosen choice ids. */
export const wellnessAnswer = z.object({ question: z.string(), answers: z.array(z.string()) });

/** GET /user/profile: data is a list whose first element is the signed-in user. */
export const userProfile = z.object({
  _id: z.string(),
  userType: z.enum(USER_TYPES),
  status: z.enum(ACCOUNT_STATUSES),
  page: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable().describe("Dial-code form '+91-9876543210'"),
  gender: z.enum(['male', 'female', 'other']).nullable(),
  dob: z.string().nullable().describe('ISO date'),
  timeZone: z.string().nullable().describe("Label 'Country (GMT+h:mm)'"),
  globalTimeZone: z.string().describe('IANA zone, e.g. Asia/Kolkata'),
  oauthData: oauthData.nullable(),
  phoneVerified: z.boolean(),
  emailVerified: z.boolean(),
  wellnessProfile: z.array(wellnessAnswer).optional(),
});
export type UserProfile = z.infer<typeof userProfile>;
export const profileData = z.array(userProfile);

/** Replies that carry only a message: logout, captcha, password reset. */
export const authMessageData = z.object({ message: z.string() });
export type AuthMessageData = z.infer<typeof authMessageData>;
