import { z } from 'zod';
import { FAMILY_MEMBERS_PAGE_SIZE } from './constants';
import { addYears, parseIsoDay } from './dates';
import { MSG } from './messages';
import { PERSON_GENDERS, personName } from './person';
import { toE164 } from './phone';

/**
 * Family members (spec 03 "Family member"; the form's rules are ours, §5 says "not shown"):
 *
 *   GET    /patient/family-members?page=0&limit=15   → familyMembersData {familyMembers, count}
 *   PATCH  /patient/family-members                   familyMemberBody (with _id: edit) → familyMemberSaved
 *   DELETE /patient/family-members                   {deleteFieldId} → message 'Deleted successfully'
 *
 * Rules: name by the person rule; relationship from /public/relationships; date of birth
 * 'yyyy-MM-dd' in the API (DD-MM-YYYY on screen, dates.ts dobFromDisplay), not in the future of the
 * patient's zone and within 120 years; gender male/female/other; phone optional, a valid number.
 */

export const familyMembersQuery = z.object({
  page: z.coerce.number().int().min(0).max(1000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(FAMILY_MEMBERS_PAGE_SIZE),
});

/** The date-of-birth rule for a family member, given today in the patient's zone. */
export function familyDobProblem(dob: string, today: string): string | undefined {
  if (!dob.trim()) return MSG.familyDobRequired;
  const day = parseIsoDay(dob.trim());
  if (!day) return MSG.familyDobFormat;
  if (day > today) return MSG.familyDobFuture;
  if (day < addYears(today, -120)) return MSG.familyDobTooOld;
  return undefined;
}

const optionalPhone = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string()
    .trim()
    .max(32, MSG.familyPhoneInvalid)
    .refine((v) => toE164(v) !== undefined, MSG.familyPhoneInvalid)
    .nullable()
    .optional(),
);

export const familyMemberBody = z.object({
  _id: z.string().uuid().optional().describe('Present when editing'),
  name: personName(MSG.familyNameRequired),
  relationship: z
    .string({ error: MSG.familyRelationshipRequired })
    .trim()
    .min(1, MSG.familyRelationshipRequired)
    .uuid(MSG.familyRelationshipUnknown)
    .describe('_id of one of /public/relationships'),
  dob: z
    .string({ error: MSG.familyDobRequired })
    .trim()
    .min(1, MSG.familyDobRequired)
    .refine((v) => parseIsoDay(v) !== null, MSG.familyDobFormat)
    .describe("yyyy-MM-dd; not in the future (the patient's zone), within 120 years"),
  gender: z.enum(PERSON_GENDERS, { error: MSG.familyGenderRequired }),
  phone: optionalPhone.describe("Optional: '+91-9876543210' or E.164"),
});
export type FamilyMemberBody = z.input<typeof familyMemberBody>;

export const familyMember = z.object({
  _id: z.string(),
  name: z.string(),
  relationship: z.object({ _id: z.string(), name: z.string() }),
  dob: z.string().describe('yyyy-MM-dd'),
  gender: z.enum(PERSON_GENDERS),
  phone: z.string().nullable().describe("'+91-9876543210'"),
  createdAt: z.string(),
});
export type FamilyMember = z.infer<typeof familyMember>;

export const familyMembersData = z.object({ familyMembers: z.array(familyMember), count: z.number().int() });
export type FamilyMembersData = z.infer<typeof familyMembersData>;

export const familyMemberSaved = z.object({ message: z.string(), familyMember });

export const deleteFamilyMemberBody = z.object({
  deleteFieldId: z.string({ error: MSG.familyNotFound }).uuid(MSG.familyNotFound),
});
export type DeleteFamilyMemberBody = z.input<typeof deleteFamilyMemberBody>;
