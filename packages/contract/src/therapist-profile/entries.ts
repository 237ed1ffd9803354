import { z } from 'zod';
import { parseIsoDay } from '../dates';
import { THERAPIST_PROFILE_MSG as M } from '../messages/therapist-profile';
import { toE164 } from '../phone';
import { requiredText } from './helpers';

/** Page 2: education, experience and licence entries (PATCH /provider/work-profile/extra-info) and their popups. */

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
      .nullable()
      .optional()
      .transform((value, ctx) => {
        if (!value) return value;
        const day = parseIsoDay(value);
        if (!day) {
          ctx.addIssue({ code: 'custom', message: M.invalidExpiryDate });
          return z.NEVER;
        }
        return day;
      })
      .describe('YYYY-MM-DD (an ISO date-time keeps its date part), only when shown'),
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
