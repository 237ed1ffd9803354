import { z } from 'zod';
import { AGE_MAX, AGE_MIN, NAME_MAX, NAME_MIN, PASSWORD_MIN } from './constants';
import { ageOn, type IsoDay } from './dates';
import { ONBOARDING_MSG } from './messages/onboarding';
import { PERSON_MSG } from './messages/person';

/**
 * One rule per thing about people, the same for patients and therapists (issue 10 #6). Each page
 * keeps the spec's own wording for "required"; the rule and its other messages are shared.
 *
 * - Name: 2 to 100 characters after trimming (never cut: longer is refused); letters of any script
 *   with their marks, words joined by one space, hyphen or apostrophe, or by a dot with or without
 *   a space ('J.R', 'Dr. Ananya', 'Anne-Marie', "O'Brien"); it may end with a dot. Digits, emoji
 *   and other symbols are refused ('Please enter only alphabets'); two spaces in a row get their
 *   own message. NAME_RULE_TEXT says it before the person types.
 * - Age: 18 to 120 years on today's date in the caller's own time zone (dates.ts todayIn), for
 *   patients (onboarding page 3) and therapists (wizard page 1) alike.
 * - Password, wherever one is chosen (sign-up, corporate sign-up, patient onboarding page 6,
 *   therapist page 1, reset): the spec's reset rule, at least 8 characters with an uppercase
 *   letter, a lowercase letter and a digit; at most 128. PASSWORD_RULE_TEXT says it beforehand.
 */

/**
 * Gender, one internal value for patients and therapists (stored in users.gender). The therapist
 * API shows the spec's 'Male' | 'Female' | 'Other' (GENDERS); the server maps at that edge only.
 */
export const PERSON_GENDERS = ['male', 'female', 'other'] as const;
export type PersonGender = (typeof PERSON_GENDERS)[number];

export const NAME_PATTERN = /^[\p{L}\p{M}]+(?:(?:[ '’-]|\. ?)[\p{L}\p{M}]+)*\.?$/u;
export const NAME_RULE_TEXT = PERSON_MSG.nameRule;
export const PASSWORD_MAX = 128;
export const PASSWORD_RULE_TEXT = PERSON_MSG.passwordRule;

/**
 * The name rule's message for a trimmed value, or undefined when it is a good name. `tooShort` is
 * the page's own wording for one letter where the spec gives one (onboarding: 'Please provide a valid name').
 */
export function nameProblem(
  trimmed: string,
  required: string,
  tooShort: string = PERSON_MSG.nameTooShort,
): string | undefined {
  if (!trimmed) return required;
  if (trimmed.length > NAME_MAX) return PERSON_MSG.nameTooLong;
  if (/\s{2,}/.test(trimmed)) return PERSON_MSG.nameDoubleSpace;
  if (!NAME_PATTERN.test(trimmed)) return ONBOARDING_MSG.onboardingNameAlphabets;
  if (trimmed.length < NAME_MIN) return tooShort;
  return undefined;
}

/** A person's name (trimmed); `required` (and `tooShort`) are the page's own messages. */
export const personName = (required: string, tooShort?: string) =>
  z
    .string({ error: required })
    .trim()
    .superRefine((value, ctx) => {
      const problem = nameProblem(value, required, tooShort);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** ONBOARDING_MSG.onboardingAgeRange unless the person is 18 to 120 on `today` (both 'yyyy-MM-dd'). */
export function ageProblem(dob: IsoDay, today: IsoDay): string | undefined {
  const age = ageOn(dob, today);
  return age >= AGE_MIN && age <= AGE_MAX ? undefined : ONBOARDING_MSG.onboardingAgeRange;
}

/** Nobody works as a therapist before this age: years of experience are at most age − this. */
export const MIN_WORKING_AGE = 18;

/**
 * Years of experience against the date of birth (issue 20 #9): refused when more than the person's
 * age on `today` (their own zone's day) less MIN_WORKING_AGE, e.g. 75 years for someone born in 1988.
 */
export function experienceYearsProblem(
  years: number,
  dob: IsoDay | null | undefined,
  today: IsoDay,
): string | undefined {
  // Without a date of birth (page 1 not saved yet) there is nothing to judge against.
  if (years <= 0 || !dob) return undefined;
  return years > ageOn(dob, today) - MIN_WORKING_AGE ? PERSON_MSG.experienceOverAge : undefined;
}

/** True when a chosen password keeps the rule. */
export const meetsPasswordRule = (p: string) =>
  p.length >= PASSWORD_MIN && p.length <= PASSWORD_MAX && /[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p);

/**
 * A password being chosen. Messages per page (the spec words them differently): `required` when
 * empty, `tooShort` under 8 characters, `rule` when a letter case or the digit is missing.
 */
export const chosenPassword = (m: { required: string; tooShort: string; rule: string }) =>
  z
    .string({ error: m.required })
    .min(1, { message: m.required, abort: true })
    .min(PASSWORD_MIN, { message: m.tooShort, abort: true })
    .max(PASSWORD_MAX, `Password should contain at most ${PASSWORD_MAX} characters`)
    .refine((p) => /[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p), m.rule);

/** What is shown for a person who has no name on record (an account part-way through sign-up). */
export const UNNAMED_PERSON = 'Sahaj user';

/** The name parts an account may have: the display name, else first and last name. */
export interface NameParts {
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * The one rule for the name shown for a person, patient or therapist, on every screen, e-mail and
 * notification (issue 19): the stored display name; else first and last name joined by a space;
 * else UNNAMED_PERSON. Blank and whitespace-only parts count as missing. A deleted account's name
 * is 'Deleted user' (stored by deletion), so it needs no case here.
 */
export function displayName(p: NameParts | null | undefined): string;
/** The same rule with a screen's own word for nobody named ('Your therapist'; null: show nothing). */
export function displayName<F extends string | null>(p: NameParts | null | undefined, fallback: F): string | F;
export function displayName(p: NameParts | null | undefined, fallback: string | null = UNNAMED_PERSON) {
  const stored = p?.name?.trim();
  if (stored) return stored;
  const joined = [p?.firstName?.trim(), p?.lastName?.trim()].filter(Boolean).join(' ');
  return joined || fallback;
}
