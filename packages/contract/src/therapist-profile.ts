import { z } from 'zod';
import { availabilityPayload, consultationDuration, datedSlot, timeSlotItem } from './availability';
import { PASSWORD_MIN } from './constants';
import { THERAPIST_PROFILE_MSG as M } from './messages/therapist-profile';
import { toE164 } from './phone';

/**
 * Therapist work profile (spec 02): the wizard's six pages, entries, uploads, treatments and bank
 * details. Field names are the spec's, misspellings included (qualifiction, totalWorkExperiance).
 *
 * Routes (all under /api/v1, Bearer token of a therapist, userType 'doctor'):
 *   GET    /provider/work-profile                 → workProfile (bank number masked)
 *   PATCH  /provider/work-profile/basic-info      basicInfoBody            (page 1)
 *   PATCH  /provider/work-profile/extra-info      extraInfoBody            (page 2 entries; add, edit, delete)
 *   PATCH  /provider/work-profile                 updateWorkProfileBody    (pages 2–6, one group per call)
 *   GET    /provider/work-profile/bank-details    → the owner's own edit form, number in full
 *   POST   /provider/upload-file                  multipart: type, uploadFile, fileId?
 *   GET    /provider/treatments                   → { treatments }
 *   POST   /provider/treatments                   treatmentBody
 *   PATCH  /provider/treatments                   treatmentUpdateBody
 *   DELETE /provider/treatments?treatmentId=…
 *   GET    /files/{fileId}                        the stored file; owner or admin (Bearer), or a signed link
 */

// ---------------------------------------------------------------------------------------------
// Constants

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
/** Avatar formats the server accepts (checked from the bytes). */
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const UPLOAD_TYPES = ['profile_pic', 'educationalDetails', 'experienceDetails', 'medicalLicences'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** "Number input default bounds 0 to 1000"; the API allows higher prices. */
export const PRICE_MAX = 1_000_000;
export const DEFAULT_CURRENCY = 'INR';
export const DOB_MAX_YEARS = 100;
/** Most entries kept per list (education, experience, licences). */
export const MAX_ENTRIES_PER_LIST = 20;

/** Letters, digits, underscore, dash, dot, then @, domain, 2 to 20 letter suffix. */
export const PROFILE_EMAIL_PATTERN = /^[A-Za-z0-9_.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,20}$/;
export const PROFILE_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;

// ---------------------------------------------------------------------------------------------
// Small helpers shared by forms and server

/** A required, trimmed text field whose every failure shows `message`. */
const requiredText = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max);

/** Digits only (total work experience, prices, account numbers while typing). */
export const digitsOnly = (s: string) => s.replace(/\D/g, '');

/** 22.5726 → '22.5726° N'; the spec sends latitude as text with a north mark. */
export function formatLatitude(lat: number): string {
  return `${Math.abs(lat).toFixed(4)}° ${lat < 0 ? 'S' : 'N'}`;
}
/** 88.3639 → '88.3639° E'. */
export function formatLongitude(lng: number): string {
  return `${Math.abs(lng).toFixed(4)}° ${lng < 0 ? 'W' : 'E'}`;
}
const COORD_RE = /^(\d{1,3}(?:\.\d+)?)\s*°?\s*([NSEW])$/i;
/** '22.5726° N' → 22.5726; '10.5° S' → -10.5; undefined when not such text. */
export function parseCoordinate(text: string, axis: 'lat' | 'lng'): number | undefined {
  const m = COORD_RE.exec(text.trim());
  if (!m) return undefined;
  const mark = m[2]!.toUpperCase();
  if (axis === 'lat' ? !'NS'.includes(mark) : !'EW'.includes(mark)) return undefined;
  const value = Number(m[1]) * (mark === 'S' || mark === 'W' ? -1 : 1);
  if (Math.abs(value) > (axis === 'lat' ? 90 : 180)) return undefined;
  return value;
}

/** Today as YYYY-MM-DD in UTC (or the given clock). */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * Date of birth rule: an ISO date (YYYY-MM-DD, or a full ISO timestamp whose date part is used),
 * not in the future and not more than 100 years ago. Returns the message, or undefined when fine.
 */
export function dobProblem(value: string | null | undefined, now = new Date()): string | undefined {
  if (!value) return M.dobRequired;
  const date = value.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return M.dobRequired;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || !parsed.toISOString().startsWith(date)) return M.dobRequired;
  const today = todayIso(now);
  if (date > today) return M.dobOutOfRange;
  const oldest = new Date(`${today}T00:00:00Z`);
  oldest.setUTCFullYear(oldest.getUTCFullYear() - DOB_MAX_YEARS);
  if (parsed < oldest) return M.dobOutOfRange;
  return undefined;
}

/** DD-MM-YYYY (the form's display) → YYYY-MM-DD; undefined when not a date. */
export function dobFromDisplay(display: string): string | undefined {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(display.trim());
  if (!m) return undefined;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(iso) ? iso : undefined;
}
/** YYYY-MM-DD → DD-MM-YYYY. */
export const dobToDisplay = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

// ---------------------------------------------------------------------------------------------
// Page 1: basic information

export const profileEmail = z
  .string({ error: M.profileEmailRequired })
  .trim()
  .min(1, M.profileEmailRequired)
  .max(254, M.wizardInvalidEmail)
  .regex(PROFILE_EMAIL_PATTERN, M.wizardInvalidEmail);

export const profilePassword = z
  .string({ error: M.profilePasswordRequired })
  .min(1, M.profilePasswordRequired)
  .max(128, M.profilePasswordRule)
  .refine((p) => p.length >= PASSWORD_MIN && PROFILE_PASSWORD_PATTERN.test(p), M.profilePasswordRule);

export const profileAddress = z.object({
  latitude: z
    .string()
    .trim()
    .refine((t) => parseCoordinate(t, 'lat') !== undefined, M.invalidCoordinates)
    .describe("Latitude as text with a north/south mark, e.g. '22.5726° N'"),
  longitude: z
    .string()
    .trim()
    .refine((t) => parseCoordinate(t, 'lng') !== undefined, M.invalidCoordinates)
    .describe("Longitude as text with an east/west mark, e.g. '88.3639° E'"),
});

export const profileDob = z
  .string({ error: M.dobRequired })
  .superRefine((v, ctx) => {
    const problem = dobProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((v) => v.slice(0, 10))
  .describe('Date of birth, ISO date YYYY-MM-DD (a full ISO timestamp is accepted); not future, within 100 years');

/** PATCH /provider/work-profile/basic-info. email and password are left out for external sign-in. */
export const basicInfoBody = z.object({
  dob: profileDob,
  gender: z.enum(GENDERS, { error: M.selectGender }),
  aboutYou: z.string().trim().max(2000).optional().default(''),
  name: requiredText(M.fullNameRequired, 100),
  address: profileAddress.optional(),
  hiddenFields: z
    .array(z.enum(HIDDEN_FIELDS))
    .max(2)
    .optional()
    .describe('Fields hidden in the profile; default dob and timeZone'),
  email: profileEmail.optional(),
  password: profilePassword.optional(),
});
export type BasicInfoBody = z.input<typeof basicInfoBody>;

/** The page-1 form: with confirm password, and without email/password for external sign-in. */
export function basicInfoForm(external: boolean) {
  const base = basicInfoBody.omit({ email: true, password: true });
  if (external) return base.extend({ email: profileEmail.optional() });
  return base
    .extend({
      email: profileEmail,
      password: profilePassword,
      confirmPassword: z.string({ error: M.profileConfirmPasswordRequired }).min(1, M.profileConfirmPasswordRequired),
    })
    .refine((v) => v.password === v.confirmPassword, {
      message: M.profilePasswordsMismatch,
      path: ['confirmPassword'],
    });
}

// ---------------------------------------------------------------------------------------------
// Page 2: entries

const text = (max = 200) => z.string().trim().max(max).optional();
const entryCommon = {
  _id: z.string().uuid().optional().describe('The entry being edited or deleted; absent when adding'),
  status: z.literal('delete').optional().describe("'delete' removes the entry"),
  url: z.string().max(2000).optional().describe('Document link returned by POST /provider/upload-file'),
  fileName: z.string().max(255).optional(),
  lastModified: z.string().max(40).optional(),
};

const needsId = (v: { _id?: string; status?: string }, ctx: z.RefinementCtx) => {
  if (v.status === 'delete' && !v._id) ctx.addIssue({ code: 'custom', message: M.requiredDetails, path: ['_id'] });
  return v.status === 'delete';
};

export const educationEntryInput = z
  .object({ ...entryCommon, instituteName: text(), instituteAddress: text(300), qualifiction: text() })
  .superRefine((v, ctx) => {
    if (needsId(v, ctx)) return;
    if (!v.instituteName || !v.instituteAddress || !v.qualifiction)
      ctx.addIssue({ code: 'custom', message: M.educationDetailsRequired });
  });

export const experienceEntryInput = z
  .object({
    ...entryCommon,
    hospitalName: text(),
    hospitalAddress: text(300),
    referencePerson: text(),
    contactNumber: text(30).describe("Phone number, '+91-9876543210' or E.164"),
  })
  .superRefine((v, ctx) => {
    if (needsId(v, ctx)) return;
    if (!v.hospitalName || !v.hospitalAddress) ctx.addIssue({ code: 'custom', message: M.hospitalRequired });
    if (v.contactNumber && !toE164(v.contactNumber))
      ctx.addIssue({ code: 'custom', message: M.invalidContactNumber, path: ['contactNumber'] });
  });

export const licenceEntryInput = z
  .object({
    ...entryCommon,
    licenceNumber: text(100),
    licenceIssuingInstitution: text(),
    licenceExpiryDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}/, M.invalidExpiryDate)
      .nullable()
      .optional()
      .describe('YYYY-MM-DD, only when shown'),
  })
  .superRefine((v, ctx) => {
    if (needsId(v, ctx)) return;
    if (!v.licenceNumber || !v.licenceIssuingInstitution) ctx.addIssue({ code: 'custom', message: M.licenceRequired });
  });

/**
 * PATCH /provider/work-profile/extra-info: exactly one of the three keys (add when no _id, edit
 * with _id, delete with status 'delete'); totalWorkExperiance may ride along. A new education or
 * experience entry needs the document link from the upload call ('Please upload the document'); a
 * new licence may be saved first and its document uploaded afterwards with fileId = its _id.
 */
export const extraInfoBody = z
  .object({
    educationalDetails: educationEntryInput.optional(),
    experienceDetails: experienceEntryInput.optional(),
    medicalLicencesDetails: licenceEntryInput.optional(),
    totalWorkExperiance: z
      .union([z.number().int().min(0).max(80), z.string().regex(/^\d{1,2}$/)])
      .transform(Number)
      .optional(),
  })
  .superRefine((v, ctx) => {
    const keys = [v.educationalDetails, v.experienceDetails, v.medicalLicencesDetails].filter(Boolean);
    if (keys.length !== 1) ctx.addIssue({ code: 'custom', message: M.requiredDetails });
  });
export type ExtraInfoBody = z.input<typeof extraInfoBody>;

/** Page-2 entry forms (the popups). */
export const educationForm = z.object({
  instituteName: requiredText(M.educationDetailsRequired, 200),
  instituteAddress: requiredText(M.educationDetailsRequired, 300),
  qualifiction: requiredText(M.educationDetailsRequired, 200),
});
export const experienceForm = z.object({
  hospitalName: requiredText(M.hospitalRequired, 200),
  hospitalAddress: requiredText(M.hospitalRequired, 300),
  referencePerson: z.string().trim().max(200).optional(),
  contactNumber: z
    .string()
    .trim()
    .max(30)
    .optional()
    .refine((v) => !v || Boolean(toE164(v)), M.invalidContactNumber),
});
export const licenceForm = z.object({
  licenceNumber: requiredText(M.licenceRequired, 100),
  licenceIssuingInstitution: requiredText(M.licenceRequired, 200),
  licenceExpiryDate: z.string().nullable().optional(),
  agree: z.literal(true, { error: M.licenceAgreeRequired }),
});

/** Total work experience keeps digits only (years). */
export const workExperiencePayload = z.object({
  totalWorkExperiance: z
    .union([z.number().int().min(0).max(80), z.string().regex(/^\d{1,2}$/)])
    .transform(Number)
    .describe('Total work experience in years (digits only)'),
});

// ---------------------------------------------------------------------------------------------
// Pages 3, 5, 6

export const servicesPayload = z.object({
  professionalTitle: requiredText(M.professionalTitleRequired, 120),
  specialization: z
    .array(z.string().uuid(M.unknownSpeciality), { error: M.languageAndSpecializationRequired })
    .min(1, M.languageAndSpecializationRequired)
    .max(30)
    .describe('Speciality ids from GET /public/specialities'),
  languagesKnown: z
    .array(z.string().trim().min(1).max(60), { error: M.languageAndSpecializationRequired })
    .min(1, M.languageAndSpecializationRequired)
    .max(30)
    .describe('Language names from GET /user/languages'),
});

/** A whole number typed as a number or a digit string. */
const wholeNumber = (message: string) =>
  z
    .union([z.number({ error: message }), z.string({ error: message }).trim().regex(/^\d+$/, message)], {
      error: message,
    })
    .transform(Number)
    .refine((n) => Number.isInteger(n) && n >= 0 && n <= PRICE_MAX, message);

export const pricingPayload = z.object({
  consultationFee: wholeNumber(M.fillPrice).describe('Whole number, in major units of the currency'),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/)
    .optional()
    .describe('Fixed to the currency of the profile; other values are refused'),
});

export const accountDetailsInput = z.object({
  bankName: requiredText(M.bankNameRequired, 120),
  accountHolderName: requiredText(M.accountHolderRequired, 120),
  accountNumber: z
    .string({ error: M.accountNumberRequired })
    .trim()
    .min(1, M.accountNumberRequired)
    .regex(/^\d+$/, M.onlyNumberAllowed)
    .max(34, M.onlyNumberAllowed),
  ifsc: requiredText(M.ifscRequired, 20)
    .regex(/^[A-Za-z0-9]+$/, M.ifscRequired)
    .transform((s) => s.toUpperCase()),
  branchName: requiredText(M.branchNameRequired, 120),
  country: requiredText(M.branchCountryRequired, 100),
  countryCode: z
    .string({ error: M.branchCountryRequired })
    .trim()
    .length(2, M.branchCountryRequired)
    .transform((s) => s.toUpperCase()),
  state: requiredText(M.stateRequired, 100),
  stateCode: requiredText(M.stateRequired, 10),
  city: requiredText(M.cityRequired, 100),
  timeZone: z.string().max(64).optional().describe("Ignored: the server sets the country's first time zone"),
});
export type AccountDetailsInput = z.input<typeof accountDetailsInput>;

/** The page-6 form: adds the re-entered number, which is never sent. */
export const bankDetailsForm = accountDetailsInput
  .extend({ reAccountNumber: z.string().trim().min(1, M.reEnterAccountNumber) })
  .refine((v) => v.accountNumber === v.reAccountNumber, {
    message: M.accountNumbersMismatch,
    path: ['reAccountNumber'],
  });

export const bankPayload = z.object({ accountDetails: accountDetailsInput });

/**
 * PATCH /provider/work-profile: one group per call —
 *   { totalWorkExperiance }                                         page 2 (needs education and experience)
 *   { professionalTitle, specialization, languagesKnown }           page 3
 *   { timeSlot, specialTime, offDays, consultationDuration }        page 4
 *   { consultationFee, currency? }                                  page 5
 *   { accountDetails }                                              page 6 (submits for approval)
 * Each group is checked with the same schema the page's form uses, so the messages match.
 */
const optionalShape = <S extends z.ZodRawShape>(shape: S) =>
  Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, (v as z.ZodType).optional()])) as unknown as {
    [K in keyof S]: z.ZodOptional<S[K]>;
  };

export const updateWorkProfileBody = z
  .object({
    ...optionalShape(workExperiencePayload.shape),
    ...optionalShape(servicesPayload.shape),
    ...optionalShape(availabilityPayload.shape),
    ...optionalShape(pricingPayload.shape),
    ...optionalShape(bankPayload.shape),
  })
  .transform((v, ctx) => {
    const group = workProfileGroupOf(v);
    if (!group) {
      ctx.addIssue({ code: 'custom', message: M.formReferenceMissing });
      return z.NEVER;
    }
    const parsed = WORK_PROFILE_GROUPS[group].safeParse(v);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return { group, ...parsed.data } as WorkProfileUpdate;
  });
export type UpdateWorkProfileBody = z.input<typeof updateWorkProfileBody>;

export const WORK_PROFILE_GROUPS = {
  experience: workExperiencePayload,
  services: servicesPayload,
  availability: availabilityPayload,
  pricing: pricingPayload,
  bank: bankPayload,
} as const;
export type WorkProfileGroup = keyof typeof WORK_PROFILE_GROUPS;
/** Wizard page each group saves. */
export const WORK_PROFILE_GROUP_PAGE: Record<WorkProfileGroup, number> = {
  experience: 2,
  services: 3,
  availability: 4,
  pricing: 5,
  bank: 6,
};

export type WorkProfileUpdate =
  | ({ group: 'experience' } & z.output<typeof workExperiencePayload>)
  | ({ group: 'services' } & z.output<typeof servicesPayload>)
  | ({ group: 'availability' } & z.output<typeof availabilityPayload>)
  | ({ group: 'pricing' } & z.output<typeof pricingPayload>)
  | ({ group: 'bank' } & z.output<typeof bankPayload>);

/** Which page's group a PATCH /provider/work-profile body carries (by its keys). */
export function workProfileGroupOf(v: Record<string, unknown>): WorkProfileGroup | undefined {
  const has = (k: string) => v[k] !== undefined;
  if (has('accountDetails')) return 'bank';
  // specialTime/offDays default to [] so they do not name a group by themselves.
  if (has('timeSlot') || has('consultationDuration')) return 'availability';
  if (has('professionalTitle') || has('specialization') || has('languagesKnown')) return 'services';
  if (has('consultationFee')) return 'pricing';
  if (has('totalWorkExperiance')) return 'experience';
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Treatments (priced specialities)

export const treatmentBody = z.object({
  treatmentName: requiredText(M.fillAllFieldsBeforeAdding, 120),
  treatmentPrice: wholeNumber(M.fillAllFieldsBeforeAdding).describe('Whole number in the profile currency'),
});
export const treatmentUpdateBody = z.object({
  treatmentId: z.string().uuid(M.treatmentNotFound),
  treatmentName: requiredText(M.fillAllFieldsBeforeAdding, 120).optional(),
  treatmentPrice: wholeNumber(M.fillAllFieldsBeforeAdding).optional(),
});
export const treatmentIdQuery = z.object({ treatmentId: z.string().uuid(M.treatmentNotFound) });

export const treatment = z.object({
  _id: z.string(),
  treatmentName: z.string(),
  treatmentPrice: z.number().int(),
  currency: z.string(),
  normalizedTreatmentFee: z
    .number()
    .describe(
      'The price per hour (price × 60 / consultationDuration), two decimals; equals the price when no duration is set',
    ),
});
export type Treatment = z.infer<typeof treatment>;
export const treatmentsData = z.object({ treatments: z.array(treatment) });
export const treatmentResult = z.object({ message: z.string(), treatment });

// ---------------------------------------------------------------------------------------------
// Reading the profile back

const documentFields = {
  url: z.string().nullable().describe('Authorised download link (signed, short-lived) or null'),
  fileName: z.string().nullable(),
  lastModified: z.string().nullable().describe('ISO timestamp of the upload'),
};
export const educationEntry = z.object({
  _id: z.string(),
  instituteName: z.string(),
  instituteAddress: z.string(),
  qualifiction: z.string(),
  ...documentFields,
});
export const experienceEntry = z.object({
  _id: z.string(),
  hospitalName: z.string(),
  hospitalAddress: z.string(),
  referencePerson: z.string(),
  contactNumber: z.string(),
  ...documentFields,
});
export const licenceEntry = z.object({
  _id: z.string(),
  licenceNumber: z.string(),
  licenceIssuingInstitution: z.string(),
  licenceExpiryDate: z.string().nullable(),
  ...documentFields,
});
export type EducationEntry = z.infer<typeof educationEntry>;
export type ExperienceEntry = z.infer<typeof experienceEntry>;
export type LicenceEntry = z.infer<typeof licenceEntry>;

export const accountDetails = z.object({
  bankName: z.string(),
  accountHolderName: z.string(),
  accountNumber: z.string().describe("Masked ('XXXXXX1234') except in GET /provider/work-profile/bank-details"),
  ifsc: z.string(),
  branchName: z.string(),
  city: z.string(),
  state: z.string(),
  stateCode: z.string(),
  country: z.string(),
  countryCode: z.string(),
  timeZone: z.string().nullable(),
});
export type AccountDetails = z.infer<typeof accountDetails>;
export const bankDetailsData = z.object({ accountDetails: accountDetails.nullable() });

export const workProfile = z.object({
  _id: z.string(),
  status: z.enum(PROFILE_STATUSES),
  page: z.number().int().describe('Last wizard page saved (0 = none); the wizard resumes at page + 1'),
  rejectionReason: z.string().nullable().describe("Set when status is 'rejected'"),
  gender: z.enum(GENDERS).nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  hasPassword: z.boolean().describe('False for accounts made through an external sign-in without a password'),
  isExternalSignIn: z
    .boolean()
    .describe('Signed up through an external (third-party) sign-in: 3 wizard segments, no password fields'),
  timeZone: z.string(),
  timeZoneLabel: z.string().nullable(),
  dob: z.string().nullable().describe('YYYY-MM-DD'),
  aboutYou: z.string(),
  address: z
    .object({ latitude: z.string(), longitude: z.string(), location: z.string() })
    .nullable()
    .describe('Coordinates as text with N/E marks and the place they point at'),
  hiddenFields: z.array(z.enum(HIDDEN_FIELDS)),
  profilePic: z.string().nullable().describe('Authorised link to the picture, or null'),
  educationalDetails: z.array(educationEntry),
  experienceDetails: z.array(experienceEntry),
  medicalLicences: z.array(licenceEntry),
  languagesKnown: z.array(z.string()),
  specialization: z.array(z.object({ _id: z.string(), name: z.string() })),
  professionalTitle: z.string().nullable(),
  totalWorkExperiance: z.number().int().nullable(),
  currency: z.string(),
  consultationFee: z.number().int().nullable(),
  consultationDuration: z.number().int().nullable().describe('Minutes'),
  timeSlot: z.array(timeSlotItem),
  specialTime: z.array(datedSlot),
  offDays: z.array(datedSlot),
  accountDetails: accountDetails.nullable().describe('Account number masked'),
  submittedAt: z.string().nullable(),
});
export type WorkProfile = z.infer<typeof workProfile>;

/** Reply of PATCH /provider/work-profile: the message and where the wizard goes next. */
export const workProfileUpdateResult = z.object({
  message: z.string(),
  page: z.number().int(),
  status: z.enum(PROFILE_STATUSES),
});
export const extraInfoResult = z.object({
  message: z.string(),
  _id: z.string().nullable().describe('The entry added or edited (null after a delete)'),
});

// ---------------------------------------------------------------------------------------------
// Uploads

export const uploadFileFields = z.object({
  type: z.enum(UPLOAD_TYPES),
  fileId: z
    .string()
    .uuid(M.entryNotFound)
    .optional()
    .describe("The entry's _id to attach the document to (a new licence after it is saved)"),
  uploadFile: z.string().meta({
    format: 'binary',
    description: 'The file. Avatar: image < 2 MB, sides ≥ 150 px. Documents: JPEG or PNG < 2 MB',
  }),
});
export const uploadFileResult = z.object({
  message: z.string(),
  type: z.enum(UPLOAD_TYPES),
  documentId: z.string().describe('The stored file'),
  fileId: z.string().nullable().describe('The entry the document was attached to, if any'),
  url: z.string().describe('Authorised link; send it back as url when saving the entry'),
  fileName: z.string(),
  lastModified: z.string(),
});
export type UploadFileResult = z.infer<typeof uploadFileResult>;

export const fileParams = z.object({ fileId: z.string().uuid(M.fileNotFound) });
export const fileQuery = z.object({
  exp: z.coerce.number().int().optional().describe('Signed link expiry (unix seconds)'),
  sig: z.string().max(128).optional().describe('Signed link signature'),
  download: z.enum(['1']).optional().describe('Ask for Content-Disposition: attachment'),
});

export { consultationDuration };
