/**
 * The one place where database names meet the spec's public names (qualifiction,
 * totalWorkExperiance, licenceIssuingInstitution, medicalLicencesDetails, ...). Both directions
 * live here, per entity.
 */
import {
  type AccountDetails,
  type EducationEntry,
  type ExperienceEntry,
  formatLatitude,
  formatLongitude,
  type Gender,
  type LicenceEntry,
  type PersonGender,
  paiseToRupees,
  type Treatment,
} from '@sahaj/contract';
import type {
  TherapistBankAccountRow,
  therapistEducation,
  therapistExperience,
  therapistLicences,
  therapistTreatments,
  UploadedFileRow,
} from '../../db/schema/index';
import { maskAccountNumber } from '../../lib/encryption';

export type DocumentLink = (file: UploadedFileRow | null | undefined) => {
  url: string | null;
  fileName: string | null;
  lastModified: string | null;
};

// gender: one stored value for everyone (PersonGender, lower case); the therapist API says 'Male'.
const GENDER_TO_DB: Record<Gender, PersonGender> = { Male: 'male', Female: 'female', Other: 'other' };
const GENDER_FROM_DB: Record<PersonGender, Gender> = { male: 'Male', female: 'Female', other: 'Other' };
export const genderToDb = (g: Gender): PersonGender => GENDER_TO_DB[g];
export const genderFromDb = (g: PersonGender | null): Gender | null => (g ? GENDER_FROM_DB[g] : null);

// education ----------------------------------------------------------------------------------
type EducationRow = typeof therapistEducation.$inferSelect;
export const educationFromDb = (row: EducationRow, doc: ReturnType<DocumentLink>): EducationEntry => ({
  _id: row.id,
  instituteName: row.instituteName,
  instituteAddress: row.instituteAddress,
  qualifiction: row.qualification,
  ...doc,
});
export const educationToDb = (e: { instituteName?: string; instituteAddress?: string; qualifiction?: string }) => ({
  instituteName: e.instituteName!,
  instituteAddress: e.instituteAddress!,
  qualification: e.qualifiction!,
});

// experience ---------------------------------------------------------------------------------
type ExperienceRow = typeof therapistExperience.$inferSelect;
export const experienceFromDb = (row: ExperienceRow, doc: ReturnType<DocumentLink>): ExperienceEntry => ({
  _id: row.id,
  hospitalName: row.hospitalName,
  hospitalAddress: row.hospitalAddress,
  referencePerson: row.referencePerson,
  contactNumber: row.contactNumber,
  ...doc,
});
export const experienceToDb = (
  e: { hospitalName?: string; hospitalAddress?: string; referencePerson?: string; contactNumber?: string },
  toE164: (s: string) => string | undefined,
) => ({
  hospitalName: e.hospitalName!,
  hospitalAddress: e.hospitalAddress!,
  referencePerson: e.referencePerson ?? '',
  contactNumber: e.contactNumber ? (toE164(e.contactNumber) ?? '') : '',
});

// medical licence ----------------------------------------------------------------------------
type LicenceRow = typeof therapistLicences.$inferSelect;
export const licenceFromDb = (row: LicenceRow, doc: ReturnType<DocumentLink>): LicenceEntry => ({
  _id: row.id,
  licenceNumber: row.licenceNumber,
  licenceIssuingInstitution: row.issuingInstitution,
  licenceExpiryDate: row.expiryDate,
  ...doc,
});
export const licenceToDb = (e: {
  licenceNumber?: string;
  licenceIssuingInstitution?: string;
  licenceExpiryDate?: string | null;
}) => ({
  licenceNumber: e.licenceNumber!,
  issuingInstitution: e.licenceIssuingInstitution!,
  expiryDate: e.licenceExpiryDate || null,
});

// treatment ----------------------------------------------------------------------------------
type TreatmentRow = typeof therapistTreatments.$inferSelect;
export const treatmentFromDb = (row: TreatmentRow, consultationDuration: number | null): Treatment => {
  // The fee per hour, to the nearest paisa, so treatments of different lengths compare.
  const perHourMinor = consultationDuration ? Math.round((row.priceMinor * 60) / consultationDuration) : row.priceMinor;
  return {
    _id: row.id,
    treatmentName: row.name,
    treatmentPrice: paiseToRupees(row.priceMinor),
    currency: row.currency,
    normalizedTreatmentFee: paiseToRupees(perHourMinor),
  };
};

// money --------------------------------------------------------------------------------------
/** A stored fee (paise) for the profile's rupee fields; fees are whole rupees (the form refuses decimals). */
export const feeFromDb = (minor: number | null) => (minor == null ? null : paiseToRupees(minor));

// bank account -------------------------------------------------------------------------------
export const accountFromDb = (row: TherapistBankAccountRow, accountNumber: string): AccountDetails => ({
  bankName: row.bankName,
  accountHolderName: row.accountHolderName,
  accountNumber,
  ifsc: row.ifsc,
  branchName: row.branchName,
  city: row.city,
  state: row.state,
  stateCode: row.stateCode,
  country: row.country,
  countryCode: row.countryCode,
  timeZone: row.timeZone,
});
/** Masked without decrypting: the row keeps the length and the last four digits. */
export const maskedAccountFromDb = (row: TherapistBankAccountRow): AccountDetails =>
  accountFromDb(row, maskAccountNumber('0'.repeat(Math.max(0, row.accountNumberLength - 4)) + row.accountNumberLast4));

// address ------------------------------------------------------------------------------------
export const addressFromDb = (lat: number | null, lng: number | null, location: string | null) =>
  lat == null || lng == null
    ? null
    : { latitude: formatLatitude(lat), longitude: formatLongitude(lng), location: location ?? '' };
