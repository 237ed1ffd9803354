/** Business constants from the specification, in one place. */
export const USER_TYPES = ['patient', 'doctor', 'company', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Route segment per account type: the address says 'corporate' where the account says 'company'. */
export const ROUTE_USER_TYPES = ['patient', 'doctor', 'corporate'] as const;
export type RouteUserType = (typeof ROUTE_USER_TYPES)[number];

export const CHANNELS = ['sms', 'whatsapp'] as const;
export type Channel = (typeof CHANNELS)[number];

export const PHONE_CODE_LENGTH = 6;
export const EMAIL_CODE_LENGTH = 4;
export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_WRONG_TRIES = 5;
export const RESEND_WAIT_ONBOARDING_SECONDS = 45;
export const RESEND_WAIT_SECONDS = 60;

export const PASSWORD_MIN = 8;
export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const AGE_MIN = 18;
export const AGE_MAX = 120;

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;

export const DEFAULT_PHONE_COUNTRY = 'IN';
/** The one currency today (India first): fees, treatment prices, corporate plans. */
export const CURRENCY = 'INR';
/** Corporate plans are sold in CURRENCY only. */
export const CORPORATE_CURRENCY = CURRENCY;

export const MAP_ZOOM = 12;
export const GEO_FALLBACK = { lat: 22.5726, lng: 88.3639 } as const;

export const TOAST_MS = 3000;
export const TOAST_ERROR_MS = 5000;
export const SEARCH_DEBOUNCE_MS = 500;

export const LOOKUP_PAGE_LIMIT = 20;
/** "More results when a page returns over 19 items." */
export const LOOKUP_HAS_MORE_AFTER = 19;
export const GEO_PLACES_LIMIT = 10;

export const MOBILE_BANNER_MAX_WIDTH = 768;
export const SLIDE_MENU_MAX_WIDTH = 900;

export const THERAPIST_SORTS = ['None', 'RatingLow', 'RatingHigh', 'FeeLow', 'FeeHigh', 'Oldest', 'Newest'] as const;

/** Storage keys the spec names, kept here so every screen uses the same spelling. */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  accountStatus: 'accountStatus',
  pageInfo: 'pageInfo',
  oauthData: 'oauthData',
  userType: 'userType',
  user: 'user',
  therapistBookingId: 'therapistBookingId',
  categoryId: 'categoryId',
  isAppInstalled: 'isAppInstalled',
  paymentData: 'paymentData',
  paymentMethod: 'paymentMethod',
} as const;

export const SEARCH_ALLOWED = /^[A-Za-z0-9_.\- ]*$/;

/** A patient's family members: the spec's page size (limit 15). Here, not in family.ts, so that a
 * page listing them does not load the member form's phone rules. */
export const FAMILY_MEMBERS_PAGE_SIZE = 15;
/** At most this many per patient, so the spec's one page (limit 15) always shows them all. */
export const FAMILY_MEMBERS_MAX = 15;
