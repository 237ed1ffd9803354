import { z } from 'zod';
import { datedSlot, timeSlotItem } from '../availability';
import { GENDERS, HIDDEN_FIELDS, PROFILE_STATUSES } from './constants';

/** The work profile as read back (GET /provider/work-profile) and the replies of its updates. */

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
