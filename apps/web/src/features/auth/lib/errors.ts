import { AUTH_MSG } from '@sahaj/contract';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/notify';

/** What an access error means for the screen (spec document 1 §8). */
export type AccessErrorKind =
  | 'phoneNotVerified'
  | 'notRegistered'
  | 'alreadyRegistered'
  | 'incorrectPassword'
  | 'invalidCode'
  | 'other';

const norm = (s: string) => s.trim().toLowerCase();

export function accessErrorKind(err: unknown): AccessErrorKind {
  if (!(err instanceof ApiError)) return 'other';
  const m = norm(err.message);
  if (m === norm(AUTH_MSG.phoneNotVerified)) return 'phoneNotVerified';
  if (m === norm(AUTH_MSG.userDoesNotExist) || m === norm(AUTH_MSG.userNotFound)) return 'notRegistered';
  if (m === norm(AUTH_MSG.phoneAlreadyExists)) return 'alreadyRegistered';
  if (m === norm(AUTH_MSG.credentialsMismatch)) return 'incorrectPassword';
  if (m === norm(AUTH_MSG.invalidVerificationCode)) return 'invalidCode';
  return 'other';
}

/** Seconds the server says to wait (429 replies), if it says. */
export function retryAfterSeconds(err: unknown): number | undefined {
  if (!(err instanceof ApiError)) return undefined;
  const v = Number(err.data?.retryAfterSeconds ?? err.data?.retryAfter);
  return Number.isFinite(v) && v > 0 ? Math.ceil(v) : undefined;
}

/**
 * The message to show for a failed call, with how long to wait when the server says (429, issue
 * 10 #15): 'Too many failed login attempts. Please try again in 15 minutes.' Async: the date library
 * that words the wait loads only when there is one, so the login and sign-up pages stay small.
 */
export async function messageWithWait(err: unknown, now = new Date()): Promise<string> {
  // A sign-in lockout may say what the owner can do now (an unlock link was sent; issue 20 #15).
  const hint = err instanceof ApiError && typeof err.data?.hint === 'string' ? ` ${err.data.hint}` : '';
  return (await withWait(err, now)) + hint;
}

async function withWait(err: unknown, now: Date): Promise<string> {
  const message = errorMessage(err);
  const seconds = retryAfterSeconds(err);
  if (!seconds) return message;
  const { addMinutes, formatTimeUntil } = await import('@sahaj/contract/dates');
  // Whole minutes, rounded up, so the wait never ends after the time we named.
  const wait = seconds < 60 ? `${seconds} seconds` : formatTimeUntil(now, addMinutes(now, Math.ceil(seconds / 60)));
  const sentence = `Please try again in ${wait}.`;
  return /please try again later\.?$/i.test(message)
    ? message.replace(/please try again later\.?$/i, sentence)
    : `${/[.!?]$/.test(message) ? message : `${message}.`} ${sentence}`;
}
