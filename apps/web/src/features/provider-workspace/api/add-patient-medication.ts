import type { Medication, ProviderMedicationBody } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceKeys } from './keys';

/** POST /provider/medication: into the patient's medication list (with reminders), marked as prescribed by me. */
export const addPatientMedication = (body: ProviderMedicationBody) =>
  api<{ message: string; medication: Medication }>('/provider/medication', { method: 'POST', body });

export function useAddPatientMedication(patientId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addPatientMedication,
    onSuccess: () => qc.invalidateQueries({ queryKey: workspaceKeys.patient(patientId) }),
  });
}
