/** Therapist work profile constants (spec 02): wizard pages, genders, statuses, upload limits. */

export const WIZARD_PAGES = 6;
/** "A progress bar shows 6 segments, or 3 when the user signed up through an external sign-in." */
export const WIZARD_PAGES_EXTERNAL = 3;
export const WIZARD_PAGE_NAMES = [
  'Basic Information',
  'Education & Experience',
  'Services & Specialties',
  'Availability',
  'Pricing',
  'Bank Details',
] as const;

/** The therapist API's spelling (spec 02); stored as PersonGender ('male'...), mapped in the server's therapist-profile mapper. */
export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];
export const DEFAULT_GENDER: Gender = 'Male';

export const HIDDEN_FIELDS = ['dob', 'timeZone'] as const;
export type HiddenField = (typeof HIDDEN_FIELDS)[number];
/** Both hidden by default. */
export const DEFAULT_HIDDEN_FIELDS: HiddenField[] = ['dob', 'timeZone'];

/** Profile statuses; 'pending' and 'waiting for approval' both mean awaiting approval. */
export const PROFILE_STATUSES = [
  'pending',
  'waiting for approval',
  'active',
  'rejected',
  'blocked',
  'deleted',
] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];
export const AWAITING_APPROVAL_STATUSES: readonly ProfileStatus[] = ['pending', 'waiting for approval'];

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIN_SIDE = 150;
export const DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;
export const DOCUMENT_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
/**
 * A therapist's certificates (degree, experience letter, licence): a photo or a PDF, since most
 * certificates are PDFs (issue 20 #9). Checked by content on both sides, under DOCUMENT_MAX_BYTES.
 */
export const CERTIFICATE_MIME_TYPES = [...DOCUMENT_MIME_TYPES, 'application/pdf'] as const;
/** Avatar formats the server accepts (checked from the bytes). */
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/**
 * The three page-2 entry lists, one internal name each: the spec's upload `type` values (also the
 * profile's list names, except medicalLicencesDetails, the extra-info body key for a licence).
 */
export const ENTRY_KINDS = ['educationalDetails', 'experienceDetails', 'medicalLicences'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];
export const UPLOAD_TYPES = ['profile_pic', ...ENTRY_KINDS] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** "Number input default bounds 0 to 1000"; the API allows higher prices. */
export const PRICE_MAX = 1_000_000;
/** Most entries kept per list (education, experience, licences). */
export const MAX_ENTRIES_PER_LIST = 20;

/** Letters, digits, underscore, dash, dot, then @, domain, 2 to 20 letter suffix. */
export const PROFILE_EMAIL_PATTERN = /^[A-Za-z0-9_.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,20}$/;
