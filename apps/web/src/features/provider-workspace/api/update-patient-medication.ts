import type { Medication, ProviderMedicationUpdateBody } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceKeys } from './keys';

/** PATCH /provider/medication: only entries I prescribed. */
export const updatePatientMedication = (body: ProviderMedicationUpdateBody) =>
  api<{ message: string; medication: Medication }>('/provider/medication', { method: 'PATCH', body });

export function useUpdatePatientMedication(patientId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updatePatientMedication,
    onSuccess: () => qc.invalidateQueries({ queryKey: workspaceKeys.patient(patientId) }),
  });
}
