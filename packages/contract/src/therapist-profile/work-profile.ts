import { z } from 'zod';
import { availabilityPayload } from '../availability';
import { THERAPIST_PROFILE_MSG as M } from '../messages/therapist-profile';
import { workExperiencePayload } from './entries';
import { requiredText, wholeRupees } from './helpers';

/** Pages 3, 5 and 6 and PATCH /provider/work-profile, which saves one page group per call (page 4 is availability.ts). */

export const servicesPayload = z.object({
  professionalTitle: requiredText(M.professionalTitleRequired, 120),
  // Languages first: with both missing the page says the spec's languages message.
  languagesKnown: z
    .array(z.string().trim().min(1).max(60), { error: M.languageAndSpecializationRequired })
    .min(1, M.languageAndSpecializationRequired)
    .max(30)
    .describe('Language names from GET /user/languages'),
  specialization: z
    .array(z.string().uuid(M.unknownSpeciality), { error: M.selectSpeciality })
    .min(1, M.selectSpeciality)
    .max(30)
    .describe('Speciality ids from GET /public/specialities'),
});

export const pricingPayload = z.object({
  consultationFee: wholeRupees(M.fillPrice).describe('Whole rupees (digits only; 0 for free sessions)'),
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
