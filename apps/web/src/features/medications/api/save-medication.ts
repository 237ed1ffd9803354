import type { Medication, MedicationBody } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { medicationKeys } from './keys';

/** POST /user/medication: add (no _id) or edit (with _id). */
export const saveMedication = (body: MedicationBody) =>
  api<{ message: string; medication: Medication }>('/user/medication', { method: 'POST', body });

export function useSaveMedication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveMedication,
    onSuccess: () => qc.invalidateQueries({ queryKey: medicationKeys.list }),
  });
}
