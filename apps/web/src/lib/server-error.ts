import { ApiError } from './api-client';
import { errorMessage, notify } from './notify';

/** Puts a message under the field at a dotted path; false when the form has no such field. */
export type FieldErrorTarget = (field: string, message: string) => boolean;

/** A Mantine form as a target: only paths that are among its values (nested paths included). */
export function formErrorTarget(form: {
  getValues: () => object;
  setFieldError: (path: string, error: string) => void;
}): FieldErrorTarget {
  return (field, message) => {
    let at: unknown = form.getValues();
    for (const key of field.split('.')) {
      if (at === null || typeof at !== 'object' || !(key in at)) return false;
      at = (at as Record<string, unknown>)[key];
    }
    form.setFieldError(field, message);
    return true;
  };
}

/** The dotted path of the input a 400 names (`data.field`), if it names one. */
export function errorField(err: unknown): string | undefined {
  if (!(err instanceof ApiError) || err.status !== 400) return undefined;
  const field = err.data?.field;
  return typeof field === 'string' && field ? field : undefined;
}

/**
 * A refused save: when the server names the field at fault and this screen shows it, the message goes
 * under that field; anything else (no field, a field this screen does not show, not a 400) is a
 * general error, by default a toast (spec: the server's message, 5 s).
 */
export function showServerError(
  err: unknown,
  target: FieldErrorTarget,
  general: (message: string) => void = (m) => notify.error(m),
): void {
  const field = errorField(err);
  if (field && target(field, errorMessage(err))) return;
  general(errorMessage(err));
}
