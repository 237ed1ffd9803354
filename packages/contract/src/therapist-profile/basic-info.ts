import { z } from 'zod';
import { currentPasswordInput } from '../credentials';
import { type IsoDay, localTimeZone, parseIsoDay, todayIn } from '../dates';
import { THERAPIST_PROFILE_MSG as M } from '../messages/therapist-profile';
import { ageProblem, chosenPassword, personName } from '../person';
import { GENDERS, HIDDEN_FIELDS, PROFILE_EMAIL_PATTERN } from './constants';
import { parseCoordinate } from './helpers';

/** Page 1 of the therapist wizard: basic information (PATCH /provider/work-profile/basic-info). */

export const profileEmail = z
  .string({ error: M.profileEmailRequired })
  .trim()
  .min(1, M.profileEmailRequired)
  .max(254, M.wizardInvalidEmail)
  .regex(PROFILE_EMAIL_PATTERN, M.wizardInvalidEmail);

/** The shared password rule (person.ts) with page 1's own messages. */
export const profilePassword = chosenPassword({
  required: M.profilePasswordRequired,
  tooShort: M.profilePasswordRule,
  rule: M.profilePasswordRule,
});

export const profileAddress = z.object({
  latitude: z
    .string()
    .trim()
    .refine((t) => parseCoordinate(t, 'lat') !== undefined, M.invalidCoordinates)
    .describe("Latitude as text with a north/south mark, e.g. '22.5726° N'"),
  longitude: z
    .string()
    .trim()
    .refine((t) => parseCoordinate(t, 'lng') !== undefined, M.invalidCoordinates)
    .describe("Longitude as text with an east/west mark, e.g. '88.3639° E'"),
});

/**
 * Date of birth as sent: a real day 'YYYY-MM-DD' (a full ISO timestamp is accepted, its date part
 * kept). The age rule (18 to 120, person.ts) needs the therapist's own day, so the service checks
 * it with today in their zone, and basicInfoForm with the browser's.
 */
export const profileDob = z
  .string({ error: M.dobRequired })
  .transform((v, ctx) => {
    const day = parseIsoDay(v);
    if (!day) {
      ctx.addIssue({ code: 'custom', message: M.dobRequired });
      return z.NEVER;
    }
    return day;
  })
  .describe('Date of birth, ISO date YYYY-MM-DD (a full ISO timestamp is accepted); age 18 to 120');

/** PATCH /provider/work-profile/basic-info. email and password are left out for external sign-in. */
export const basicInfoBody = z.object({
  dob: profileDob,
  gender: z.enum(GENDERS, { error: M.selectGender }),
  aboutYou: z.string().trim().max(2000).optional().default(''),
  name: personName(M.fullNameRequired),
  address: profileAddress.optional(),
  hiddenFields: z
    .array(z.enum(HIDDEN_FIELDS))
    .max(2)
    .optional()
    .describe('Fields hidden in the profile; default dob and timeZone'),
  email: profileEmail.optional(),
  password: profilePassword.optional(),
  currentPassword: currentPasswordInput,
});
export type BasicInfoBody = z.input<typeof basicInfoBody>;

/** The date of birth with the age rule on `today` (the therapist's own day). */
export const adultDob = (today: () => IsoDay) =>
  profileDob.superRefine((day, ctx) => {
    const problem = ageProblem(day, today());
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * The page-1 form: with confirm password, and without email/password for external sign-in. The age
 * rule is checked on `today` (the browser's day by default).
 */
export function basicInfoForm(external: boolean, today: () => IsoDay = () => todayIn(localTimeZone())) {
  const base = basicInfoBody
    .omit({ email: true, password: true, currentPassword: true })
    .extend({ dob: adultDob(today) });
  if (external) return base.extend({ email: profileEmail.optional() });
  return base
    .extend({
      email: profileEmail,
      password: profilePassword,
      confirmPassword: z.string({ error: M.profileConfirmPasswordRequired }).min(1, M.profileConfirmPasswordRequired),
    })
    .refine((v) => v.password === v.confirmPassword, {
      message: M.profilePasswordsMismatch,
      path: ['confirmPassword'],
    });
}
