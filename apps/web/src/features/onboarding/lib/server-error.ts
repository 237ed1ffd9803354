import { ApiError } from '../../../lib/api-client';
import { errorMessage, notify } from '../../../lib/notify';

/**
 * A failed save: a 400 is about what was typed, so it goes under the field (as the form would say
 * it); anything else is a toast (spec §8: the server's message, 5 s).
 */
export function showSaveError(err: unknown, setFieldError: (message: string) => void): void {
  if (err instanceof ApiError && err.status === 400) setFieldError(err.message);
  else notify.error(errorMessage(err));
}
