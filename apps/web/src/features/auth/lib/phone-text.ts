import { AUTH_MSG } from '@sahaj/contract';
import { phoneRules } from '../../../lib/phone-rules';

// Shared by the access pages. Both need the phone rules loaded (lib/phone-rules: phoneRulesReady).

/** '+919876543210' → '+91 9876543210', how the screens show a number. */
export function formatPhone(e164: string): string {
  return phoneRules().toDialCodeForm(e164).replace('-', ' ');
}

/** Required, and a mobile number for its country (codes go by SMS or WhatsApp). */
export function phoneError(value: string): string | null {
  if (!value) return AUTH_MSG.phoneRequired;
  return phoneRules().isMobileNumber(value) ? null : AUTH_MSG.invalidPhone;
}
