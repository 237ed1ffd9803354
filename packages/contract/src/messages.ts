/**
 * Every user-facing message the specification words, once, merged from one file per feature
 * (messages/<feature>.ts) so features can be worked on side by side. Server and web both import
 * MSG, so a validation message reads the same under a form field and in an API reply.
 */
import { ACCOUNT_MSG } from './messages/account';
import { ADMIN_MSG } from './messages/admin';
import { APPOINTMENT_PREFERENCES_MSG } from './messages/appointment-preferences';
import { ARTICLES_MSG } from './messages/articles';
import { AUTH_MSG } from './messages/auth';
import { BOOKING_MSG } from './messages/booking';
import { CALLS_MSG } from './messages/calls';
import { CHAT_MSG } from './messages/chat';
import { CORPORATE_MSG } from './messages/corporate';
import { COUPONS_MSG } from './messages/coupons';
import { EARNINGS_MSG } from './messages/earnings';
import { FAMILY_MSG } from './messages/family';
import { FORMS_MSG } from './messages/forms';
import { HEALTH_RECORDS_MSG } from './messages/health-records';
import { MEDICATIONS_MSG } from './messages/medications';
import { NOTIFICATIONS_MSG } from './messages/notifications';
import { ONBOARDING_MSG } from './messages/onboarding';
import { PAYMENTS_MSG } from './messages/payments';
import { PERSON_MSG } from './messages/person';
import { PLATFORM_MSG } from './messages/platform';
import { PROVIDER_WORKSPACE_MSG } from './messages/provider-workspace';
import { SITE_BANNER_MSG } from './messages/site-banner';
import { SYMPTOM_CHECKER_MSG } from './messages/symptom-checker';
import { THERAPIST_PROFILE_MSG } from './messages/therapist-profile';

export const MSG = {
  ...PLATFORM_MSG,
  ...ONBOARDING_MSG,
  ...PERSON_MSG,
  ...AUTH_MSG,
  ...THERAPIST_PROFILE_MSG,
  ...ADMIN_MSG,
  ...BOOKING_MSG,
  ...ACCOUNT_MSG,
  ...FAMILY_MSG,
  ...COUPONS_MSG,
  ...CHAT_MSG,
  ...HEALTH_RECORDS_MSG,
  ...FORMS_MSG,
  ...MEDICATIONS_MSG,
  ...EARNINGS_MSG,
  ...PAYMENTS_MSG,
  ...CALLS_MSG,
  ...NOTIFICATIONS_MSG,
  ...PROVIDER_WORKSPACE_MSG,
  ...SYMPTOM_CHECKER_MSG,
  ...ARTICLES_MSG,
  ...SITE_BANNER_MSG,
  ...APPOINTMENT_PREFERENCES_MSG,
  ...CORPORATE_MSG,
} as const;

export type MessageKey = keyof typeof MSG;

const KNOWN = new Set<string>(Object.values(MSG));
/** True for a message we wrote for people; the API shows those as they are, not prefixed by the field. */
export const isKnownMessage = (text: string) => KNOWN.has(text);
