import { z } from 'zod';
import { AGE_MAX, EMAIL_CODE_LENGTH } from './constants';
import { currentPasswordInput } from './credentials';
import { addDays, addYears, isIanaZone, localTimeZone, parseIsoDay, todayIn } from './dates';
import { AUTH_MSG } from './messages/auth';
import { ONBOARDING_MSG } from './messages/onboarding';
import { PLATFORM_MSG } from './messages/platform';
import { ageProblem, chosenPassword, PERSON_GENDERS, type PersonGender, personName } from './person';

/**
 * Patient onboarding wizard (spec document 1, "Patient onboarding wizard", §3-5, §9). Every page's
 * form and the PUT /registration/patient/signup handler validate with the schemas below, so both
 * sides show the same message.
 */

/** The labels the wizard shows and the value each is stored as (PERSON_GENDERS, person.ts). */
export const GENDER_CHOICES: ReadonlyArray<{ value: PersonGender; label: string }> = [
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

export const onboardingTotalPages = (questionCount: number) => ONBOARDING_FIXED_PAGES + questionCount;

// ---------------------------------------------------------------------------------------------
// Field rules

/**
 * The shared name rule (person.ts); missing or a single letter is the spec's 'Please provide a valid
 * name' (spec 01: "non-empty ('Please provide a valid name'), at least 2 characters trimmed"; issue 20 #11).
 */
export const onboardingName = personName(ONBOARDING_MSG.onboardingNameInvalid, ONBOARDING_MSG.onboardingNameInvalid);

export const onboardingGender = z.enum(PERSON_GENDERS, { error: ONBOARDING_MSG.onboardingGenderInvalid });

/** The picker's range: no future dates, nothing that would make the person older than 120. */
export function dobBounds(today: string): { min: string; max: string } {
  return { min: addDays(addYears(today, -(AGE_MAX + 1)), 1), max: today };
}

/**
 * Date of birth: required, a real ISO date, the shared age rule (18 to 120) on `today()`, the
 * caller's day. The output is the day 'YYYY-MM-DD' (an ISO date-time keeps its date part as written).
 */
export function dobField(today: () => string = () => todayIn(localTimeZone())) {
  return z
    .string({ error: ONBOARDING_MSG.onboardingDobRequired })
    .trim()
    .min(1, ONBOARDING_MSG.onboardingDobRequired)
    .transform((value, ctx) => {
      const day = parseIsoDay(value);
      if (!day) {
        ctx.addIssue({ code: 'custom', message: ONBOARDING_MSG.onboardingDobFormat });
        return z.NEVER;
      }
      const problem = ageProblem(day, today());
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
      return day;
    });
}

export const onboardingTimeZoneLabel = z
  .string({ error: ONBOARDING_MSG.onboardingTimeZoneRequired })
  .trim()
  .min(1, ONBOARDING_MSG.onboardingTimeZoneRequired)
  .max(120, ONBOARDING_MSG.onboardingTimeZoneRequired)
  .refine((v) => v !== PLATFORM_MSG.unknownTimezone, ONBOARDING_MSG.onboardingTimeZoneRequired);
export const onboardingGlobalTimeZone = z
  .string({ error: ONBOARDING_MSG.onboardingTimeZoneRequired })
  .trim()
  .min(1, ONBOARDING_MSG.onboardingTimeZoneRequired)
  .max(64, ONBOARDING_MSG.onboardingTimeZoneRequired)
  .refine(
    (zone) => zone !== PLATFORM_MSG.unknownTimezone && isIanaZone(zone),
    ONBOARDING_MSG.onboardingTimeZoneRequired,
  );

export const onboardingEmail = z
  .string({ error: ONBOARDING_MSG.onboardingEmailInvalid })
  .trim()
  .min(1, ONBOARDING_MSG.onboardingEmailInvalid)
  .max(254, ONBOARDING_MSG.onboardingEmailInvalid)
  .email(ONBOARDING_MSG.onboardingEmailInvalid);

/** The shared password rule (person.ts) with page 6's own messages. */
export const onboardingPassword = chosenPassword({
  required: ONBOARDING_MSG.onboardingPasswordRequired,
  tooShort: ONBOARDING_MSG.onboardingPasswordMin,
  rule: AUTH_MSG.passwordComplexity,
});

export const emailCode = z
  .string({ error: ONBOARDING_MSG.onboardingEmailCodeFormat })
  .trim()
  .regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), ONBOARDING_MSG.onboardingEmailCodeFormat);

/** One wellness answer: the question's id and the ids of the chosen answers (may be empty when skipped). */
export const wellnessProfileAnswer = z.object({
  question: z.uuid({ error: ONBOARDING_MSG.onboardingInvalidAnswer }),
  answers: z
    .array(z.uuid({ error: ONBOARDING_MSG.onboardingInvalidAnswer }))
    .max(50, ONBOARDING_MSG.onboardingInvalidAnswer),
});
export type WellnessProfileAnswer = z.infer<typeof wellnessProfileAnswer>;
export const wellnessProfile = z.array(wellnessProfileAnswer).max(100, ONBOARDING_MSG.onboardingInvalidAnswer);

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
    confirmPassword: z
      .string({ error: ONBOARDING_MSG.onboardingConfirmRequired })
      .min(1, ONBOARDING_MSG.onboardingConfirmRequired),
    currentPassword: currentPasswordInput,
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: ONBOARDING_MSG.onboardingPasswordMismatch,
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
  page: z.number({ error: PLATFORM_MSG.invalidPage }).int(PLATFORM_MSG.invalidPage),
  name: z.string().optional(),
  gender: z.string().optional(),
  dob: z.string().optional(),
  timeZone: z.string().optional().describe("The label 'Country (GMT+h:mm)'"),
  globalTimeZone: z.string().optional().describe('The IANA zone id, e.g. Asia/Kolkata'),
  location: z.string().optional(),
  email: z.string().optional(),
  password: z.string().optional(),
  confirmPassword: z.string().optional(),
  currentPassword: z.string().optional().describe('Page 6: the present password, when the account already has one'),
  wellnessProfile: z.array(z.object({ question: z.string(), answers: z.array(z.string()) })).optional(),
});
export type PatientProfileUpdate = z.infer<typeof patientProfileUpdate>;

export const patientProfile = z.object({
  _id: z.string(),
  userType: z.string(),
  status: z.string(),
  page: z.number().int(),
  name: z.string().nullable(),
  gender: z.enum(PERSON_GENDERS).nullable(),
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
/** The spec's answer types: 'singleSelect' where the choices exclude each other (a frequency scale, yes/no), else 'multi'. */
export const ANSWER_TYPES = ['singleSelect', 'multi'] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];
export const prebookingQuestion = z.object({
  _id: z.string(),
  question: z.string(),
  contextType: z.string(),
  answerType: z.enum(ANSWER_TYPES).describe("'singleSelect': at most one answer; 'multi': any number"),
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
