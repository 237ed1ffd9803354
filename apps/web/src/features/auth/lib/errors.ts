import { MSG } from '@sahaj/contract';
import { ApiError } from '../../../lib/api-client';

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
  if (m === norm(MSG.phoneNotVerified)) return 'phoneNotVerified';
  if (m === norm(MSG.userDoesNotExist) || m === norm(MSG.userNotFound)) return 'notRegistered';
  if (m === norm(MSG.phoneAlreadyExists)) return 'alreadyRegistered';
  if (m === norm(MSG.credentialsMismatch)) return 'incorrectPassword';
  if (m === norm(MSG.invalidVerificationCode)) return 'invalidCode';
  return 'other';
}

/** Seconds the server says to wait (429 replies), if it says. */
export function retryAfterSeconds(err: unknown): number | undefined {
  if (!(err instanceof ApiError)) return undefined;
  const v = Number(err.data?.retryAfterSeconds ?? err.data?.retryAfter);
  return Number.isFinite(v) && v > 0 ? Math.ceil(v) : undefined;
}
