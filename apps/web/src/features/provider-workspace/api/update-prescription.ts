import type { PrescriptionResult, PrescriptionUpdateBody } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceKeys } from './keys';

/** PATCH /provider/prescription: a new revision (the earlier one is kept). */
export const updatePrescription = (body: PrescriptionUpdateBody) =>
  api<PrescriptionResult>('/provider/prescription', { method: 'PATCH', body });

export function useUpdatePrescription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updatePrescription,
    onSuccess: (r) => {
      qc.setQueryData(workspaceKeys.prescription(r.prescription._id), r.prescription);
      void qc.invalidateQueries({ queryKey: workspaceKeys.patient(r.prescription.patient._id) });
    },
  });
}
