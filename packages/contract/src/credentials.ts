/**
 * The account's credential fields (e-mail, passwords) and its statuses, apart from auth.ts so that a
 * schema needing only an e-mail (a company invite, an account change) does not bring the phone
 * rules and their libphonenumber metadata (~50 KB gzip) into every signed-in page of the web app.
 * auth.ts re-exports them: `@sahaj/contract` offers them under the same names as before.
 */
import { z } from 'zod';
import { AUTH_MSG } from './messages/auth';
import { chosenPassword } from './person';

export const ACCOUNT_STATUSES = [
  'pending',
  'active',
  'waiting for approval',
  'rejected',
  'blocked',
  'deleted',
] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const emailInput = z
  .string(AUTH_MSG.emailRequired)
  .trim()
  .toLowerCase()
  .min(1, AUTH_MSG.emailRequired)
  .max(254, AUTH_MSG.validEmail)
  .email(AUTH_MSG.validEmail);

/** A password chosen at sign-up (patient, therapist, corporate): the one password rule (person.ts). */
export const passwordInput = chosenPassword({
  required: AUTH_MSG.enterPassword,
  tooShort: AUTH_MSG.passwordMin,
  rule: AUTH_MSG.passwordComplexity,
});

/** Login password: only required (the rule is checked at sign-up, so old passwords still sign in). */
export const loginPasswordInput = z.string(AUTH_MSG.enterPassword).min(1, AUTH_MSG.enterPassword).max(128);

/** New password on reset and change: at least 8, with an uppercase letter, a lowercase letter and a digit. */
export const newPasswordInput = chosenPassword({
  required: AUTH_MSG.enterPassword,
  tooShort: AUTH_MSG.resetPasswordMin,
  rule: AUTH_MSG.passwordComplexity,
});

/**
 * The account's present password, asked when a password is changed (not when a first one is set).
 * Only required and bounded: whether it matches is the server's answer.
 */
export const currentPasswordInput = z
  .string(AUTH_MSG.currentPasswordRequired)
  .max(128, AUTH_MSG.currentPasswordIncorrect)
  .optional()
  .describe('The present password; required when the account already has one');
