import { z } from 'zod';
import { THERAPIST_PROFILE_MSG as M } from '../messages/therapist-profile';
import { requiredText, wholeRupees } from './helpers';

/** Treatments: priced specialities (GET, POST, PATCH, DELETE /provider/treatments). */

export const treatmentBody = z.object({
  treatmentName: requiredText(M.fillAllFieldsBeforeAdding, 120),
  treatmentPrice: wholeRupees(M.fillAllFieldsBeforeAdding).describe('Whole rupees (digits only)'),
});
export const treatmentUpdateBody = z.object({
  treatmentId: z.string().uuid(M.treatmentNotFound),
  treatmentName: requiredText(M.fillAllFieldsBeforeAdding, 120).optional(),
  treatmentPrice: wholeRupees(M.fillAllFieldsBeforeAdding).optional(),
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
