import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { DEFAULT_PHONE_COUNTRY } from './constants';

/**
 * Phone numbers arrive in the spec's dial-code form ('+91-9876543210') or as E.164
 * ('+919876543210'); both become E.164, or undefined when the number is not valid.
 */
export function toE164(input: string): string | undefined {
  const cleaned = input.trim().replace(/[\s()-]/g, '');
  if (!cleaned) return undefined;
  const phone = parsePhoneNumberFromString(cleaned, DEFAULT_PHONE_COUNTRY);
  return phone?.isValid() ? phone.number : undefined;
}

/** '+919876543210' → '+91-9876543210', the spec's display and payload form. */
export function toDialCodeForm(e164: string): string {
  const phone = parsePhoneNumberFromString(e164);
  if (!phone) return e164;
  return `+${phone.countryCallingCode}-${phone.nationalNumber}`;
}
