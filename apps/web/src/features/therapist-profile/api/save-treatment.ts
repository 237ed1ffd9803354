import type { treatmentBody, treatmentResult, treatmentUpdateBody } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { workProfileKeys } from './keys';

type Result = z.infer<typeof treatmentResult>;
export type TreatmentSave = z.input<typeof treatmentBody> & { treatmentId?: string };

/** POST /provider/treatments for a new one, PATCH with its id to edit one. */
export const saveTreatment = ({ treatmentId, ...fields }: TreatmentSave) =>
  treatmentId
    ? api<Result>('/provider/treatments', {
        method: 'PATCH',
        body: { treatmentId, ...fields } satisfies z.input<typeof treatmentUpdateBody>,
      })
    : api<Result>('/provider/treatments', { method: 'POST', body: fields });

export function useSaveTreatment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveTreatment,
    onSuccess: () => qc.invalidateQueries({ queryKey: workProfileKeys.treatments }),
  });
}
