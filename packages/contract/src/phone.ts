import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { parsePhoneNumberFromString as parseMobile } from 'libphonenumber-js/mobile';
import { DEFAULT_PHONE_COUNTRY } from './constants';

/**
 * Phone numbers arrive in the spec's dial-code form ('+91-9876543210') or as E.164
 * ('+919876543210'); both become E.164, or undefined when the number is not valid.
 */
export function toE164(input: string): string | undefined {
  const cleaned = input.trim().replace(/[\s()-]/g, '');
  // Digits after an optional '+', nothing else: libphonenumber would read past letters ('98123x45676')
  // and find some number in them; a number typed with letters is refused, never reinterpreted.
  if (!/^\+?\d+$/.test(cleaned)) return undefined;
  const phone = parsePhoneNumberFromString(cleaned, DEFAULT_PHONE_COUNTRY);
  return phone?.isValid() ? phone.number : undefined;
}

/** '+919876543210' → '+91-9876543210', the spec's display and payload form. */
export function toDialCodeForm(e164: string): string {
  const phone = parsePhoneNumberFromString(e164);
  if (!phone) return e164;
  return `+${phone.countryCallingCode}-${phone.nationalNumber}`;
}

/**
 * True when the input is a mobile number that can receive our SMS and WhatsApp codes, judged by
 * libphonenumber's mobile metadata for the number's country: '+91 98123 45676' is, '+91 12345
 * 67890' is not (Indian mobiles start with 6-9; toE164 alone only checks the length). Numbers
 * people choose at sign-up and log in with are checked with this.
 */
export function isMobileNumber(input: string): boolean {
  const cleaned = input.trim().replace(/[\s()-]/g, '');
  if (!cleaned) return false;
  return parseMobile(cleaned, DEFAULT_PHONE_COUNTRY)?.isValid() ?? false;
}
