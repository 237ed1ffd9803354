import { z } from 'zod';
import { AGE_MAX, AGE_MIN, EMAIL_CODE_LENGTH, NAME_MIN, PASSWORD_MIN } from './constants';
import { MSG } from './messages';

/**
 * Patient onboarding wizard (spec document 1, "Patient onboarding wizard", §3-5, §9). Every page's
 * form and the PUT /registration/patient/signup handler validate with the schemas below, so both
 * sides show the same message.
 */

export const PATIENT_GENDERS = ['male', 'female', 'other'] as const;
export type PatientGender = (typeof PATIENT_GENDERS)[number];
/** The labels the wizard shows and the value each is stored as. */
export const GENDER_CHOICES: ReadonlyArray<{ value: PatientGender; label: string }> = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Prefer not to say' },
];

/** The fixed pages; wellness questions follow as pages 7, 8, ... */
export const ONBOARDING_PAGE = { name: 1, gender: 2, dob: 3, timeZone: 4, email: 5, password: 6 } as const;
export const ONBOARDING_FIXED_PAGES = 6;
/** With third-party sign-in data only name, gender and date of birth are asked. */
export const ONBOARDING_OAUTH_PAGES = 3;
export const WELLNESS_CONTEXT = 'wellness_profile';
/** The header carrying the caller's IANA time zone on the profile update (the spec's "time zone header"). */
export const TIME_ZONE_HEADER = 'timezone';
export const NAME_MAX = 100;

export const onboardingTotalPages = (questionCount: number) => ONBOARDING_FIXED_PAGES + questionCount;

// ---------------------------------------------------------------------------------------------
// Field rules

/** Letters (any script, with their combining marks) in words joined by single spaces, hyphens, apostrophes or dots. */
export const ONBOARDING_NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '’.-][\p{L}\p{M}]+)*$/u;

export const onboardingName = z
  .string({ error: MSG.onboardingNameInvalid })
  .trim()
  .min(NAME_MIN, MSG.onboardingNameInvalid)
  .max(NAME_MAX, MSG.onboardingNameInvalid)
  .regex(ONBOARDING_NAME_PATTERN, MSG.onboardingNameAlphabets);

export const onboardingGender = z.enum(PATIENT_GENDERS, { error: MSG.onboardingGenderInvalid });

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** 'YYYY-MM-DD' (or an ISO date-time, whose date part is taken) → its parts, when it is a real calendar day. */
export function parseIsoDay(value: string): { y: number; m: number; d: number } | undefined {
  const match = ISO_DAY.exec(value.trim());
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return { y, m, d };
}

/** The calendar day 'YYYY-MM-DD' of a date-of-birth value (an ISO date-time keeps its date part). */
export const isoDayOf = (value: string) => value.trim().slice(0, 10);

/** Today as 'YYYY-MM-DD' in an IANA zone (the runtime's own zone when none is given). */
export function todayIn(timeZone?: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Whole years between a birth day and a day, both 'YYYY-MM-DD'. */
export function ageOn(dob: string, today: string): number {
  const b = parseIsoDay(dob);
  const t = parseIsoDay(today);
  if (!b || !t) return Number.NaN;
  const beforeBirthday = t.m < b.m || (t.m === b.m && t.d < b.d);
  return t.y - b.y - (beforeBirthday ? 1 : 0);
}

const addDays = (iso: string, years: number, days: number) => {
  const p = parseIsoDay(iso)!;
  return new Date(Date.UTC(p.y + years, p.m - 1, p.d + days)).toISOString().slice(0, 10);
};
/** The picker's range: no future dates, nothing that would make the person older than 120. */
export function dobBounds(today: string): { min: string; max: string } {
  return { min: addDays(today, -(AGE_MAX + 1), 1), max: today };
}

/** Date of birth: required, a real ISO date, age 18 to 120 on `today()`. */
export function dobField(today: () => string = () => todayIn()) {
  return z
    .string({ error: MSG.onboardingDobRequired })
    .trim()
    .min(1, MSG.onboardingDobRequired)
    .superRefine((value, ctx) => {
      if (!parseIsoDay(value)) {
        ctx.addIssue({ code: 'custom', message: MSG.onboardingDobFormat });
        return;
      }
      const age = ageOn(isoDayOf(value), today());
      if (!(age >= AGE_MIN && age <= AGE_MAX)) ctx.addIssue({ code: 'custom', message: MSG.onboardingAgeRange });
    });
}

/** True for an IANA zone id the runtime knows. */
export function isIanaZone(zone: string): boolean {
  if (!zone || zone === MSG.unknownTimezone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const onboardingTimeZoneLabel = z
  .string({ error: MSG.onboardingTimeZoneRequired })
  .trim()
  .min(1, MSG.onboardingTimeZoneRequired)
  .max(120, MSG.onboardingTimeZoneRequired)
  .refine((v) => v !== MSG.unknownTimezone, MSG.onboardingTimeZoneRequired);
export const onboardingGlobalTimeZone = z
  .string({ error: MSG.onboardingTimeZoneRequired })
  .trim()
  .min(1, MSG.onboardingTimeZoneRequired)
  .max(64, MSG.onboardingTimeZoneRequired)
  .refine(isIanaZone, MSG.onboardingTimeZoneRequired);

export const onboardingEmail = z
  .string({ error: MSG.onboardingEmailInvalid })
  .trim()
  .min(1, MSG.onboardingEmailInvalid)
  .max(254, MSG.onboardingEmailInvalid)
  .email(MSG.onboardingEmailInvalid);

export const onboardingPassword = z
  .string({ error: MSG.onboardingPasswordRequired })
  .min(1, MSG.onboardingPasswordRequired)
  .min(PASSWORD_MIN, MSG.onboardingPasswordMin)
  .max(128, 'Password should contain at most 128 letters');

export const emailCode = z
  .string({ error: MSG.onboardingEmailCodeFormat })
  .trim()
  .regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), MSG.onboardingEmailCodeFormat);

/** One wellness answer: the question's id and the ids of the chosen answers (may be empty when skipped). */
export const wellnessProfileAnswer = z.object({
  question: z.uuid({ error: MSG.onboardingInvalidAnswer }),
  answers: z.array(z.uuid({ error: MSG.onboardingInvalidAnswer })).max(50, MSG.onboardingInvalidAnswer),
});
export type WellnessProfileAnswer = z.infer<typeof wellnessProfileAnswer>;
export const wellnessProfile = z.array(wellnessProfileAnswer).max(100, MSG.onboardingInvalidAnswer);

// ---------------------------------------------------------------------------------------------
// Page bodies: each page sends only its own fields (plus `page`).

export const onboardingNameBody = z.strictObject({ name: onboardingName });
export const onboardingGenderBody = z.strictObject({ gender: onboardingGender });
export const onboardingDobBody = (today?: () => string) => z.strictObject({ dob: dobField(today) });
export const onboardingTimeZoneBody = z.strictObject({
  timeZone: onboardingTimeZoneLabel,
  globalTimeZone: onboardingGlobalTimeZone,
  location: z.string().trim().max(300).optional(),
});
/** Skipping the e-mail page sends no e-mail. */
export const onboardingEmailBody = z.strictObject({ email: onboardingEmail.optional() });
export const onboardingPasswordBody = z
  .strictObject({
    password: onboardingPassword,
    confirmPassword: z.string({ error: MSG.onboardingConfirmRequired }).min(1, MSG.onboardingConfirmRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MSG.onboardingPasswordMismatch,
  });
/** A wellness page sends the answers so far (at least the current question's); skipping sends none. */
export const onboardingWellnessBody = z.strictObject({ wellnessProfile: wellnessProfile.optional() });

/** The rules of one page's fields. `today` is the caller's date (in their time zone) for the age check. */
export function onboardingPageBody(page: number, opts: { today?: () => string } = {}) {
  switch (page) {
    case ONBOARDING_PAGE.name:
      return onboardingNameBody;
    case ONBOARDING_PAGE.gender:
      return onboardingGenderBody;
    case ONBOARDING_PAGE.dob:
      return onboardingDobBody(opts.today);
    case ONBOARDING_PAGE.timeZone:
      return onboardingTimeZoneBody;
    case ONBOARDING_PAGE.email:
      return onboardingEmailBody;
    case ONBOARDING_PAGE.password:
      return onboardingPasswordBody;
    default:
      return onboardingWellnessBody;
  }
}

/**
 * PUT /registration/patient/signup: `page` and that page's fields. Types are checked here; the
 * page's own rules (onboardingPageBody) are applied by the service, with the caller's date.
 */
export const patientProfileUpdate = z.object({
  page: z.number({ error: MSG.invalidPage }).int(MSG.invalidPage),
  name: z.string().optional(),
  gender: z.string().optional(),
  dob: z.string().optional(),
  timeZone: z.string().optional().describe("The label 'Country (GMT+h:mm)'"),
  globalTimeZone: z.string().optional().describe('The IANA zone id, e.g. Asia/Kolkata'),
  location: z.string().optional(),
  email: z.string().optional(),
  password: z.string().optional(),
  confirmPassword: z.string().optional(),
  wellnessProfile: z.array(z.object({ question: z.string(), answers: z.array(z.string()) })).optional(),
});
export type PatientProfileUpdate = z.infer<typeof patientProfileUpdate>;

export const patientProfile = z.object({
  _id: z.string(),
  userType: z.string(),
  status: z.string(),
  page: z.number().int(),
  name: z.string().nullable(),
  gender: z.enum(PATIENT_GENDERS).nullable(),
  dob: z.string().nullable().describe('YYYY-MM-DD'),
  timeZone: z.string().nullable().describe("The label 'Country (GMT+h:mm)'"),
  globalTimeZone: z.string(),
  location: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
  wellnessProfile: z.array(wellnessProfileAnswer),
});
export type PatientProfile = z.infer<typeof patientProfile>;

export const profileUpdateData = z.object({
  message: z.string(),
  page: z.number().int(),
  totalPages: z.number().int(),
  completed: z.boolean(),
  status: z.string(),
  profile: patientProfile,
});
export type ProfileUpdateData = z.infer<typeof profileUpdateData>;

// ---------------------------------------------------------------------------------------------
// Pre-booking (wellness) questions

export const questionsQuery = z.object({ contextType: z.string().trim().min(1, 'contextType is required').max(50) });
export const questionChoice = z.object({ _id: z.string(), text: z.string() });
export const prebookingQuestion = z.object({
  _id: z.string(),
  question: z.string(),
  contextType: z.string(),
  choices: z.array(questionChoice),
});
export type PrebookingQuestion = z.infer<typeof prebookingQuestion>;
export const questionsData = z.object({ questions: z.array(prebookingQuestion), count: z.number().int() });
export type QuestionsData = z.infer<typeof questionsData>;

// ---------------------------------------------------------------------------------------------
// E-mail code (page 5)

export const sendEmailCodeBody = z.object({ email: onboardingEmail });
export const sendEmailCodeData = z.object({
  message: z.string(),
  email: z.string(),
  resendAfterSeconds: z.number().int(),
});
export type SendEmailCodeData = z.infer<typeof sendEmailCodeData>;
export const checkEmailCodeBody = z.object({ code: emailCode });
export const checkEmailCodeData = z.object({ message: z.string(), email: z.string() });
export type CheckEmailCodeData = z.infer<typeof checkEmailCodeData>;
