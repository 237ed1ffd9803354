import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceKeys } from './keys';

/** DELETE /provider/medication/{id}: only entries I prescribed. */
export const deletePatientMedication = (id: string) =>
  api<{ message: string }>(`/provider/medication/${id}`, { method: 'DELETE' });

export function useDeletePatientMedication(patientId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deletePatientMedication,
    onSuccess: () => qc.invalidateQueries({ queryKey: workspaceKeys.patient(patientId) }),
  });
}
