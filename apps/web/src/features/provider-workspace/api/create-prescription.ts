import type { PrescriptionBody, PrescriptionResult } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceKeys } from './keys';

/** POST /provider/prescription: registered medical practitioners only (others get 403). */
export const createPrescription = (body: PrescriptionBody) =>
  api<PrescriptionResult>('/provider/prescription', { method: 'POST', body });

export function useCreatePrescription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createPrescription,
    onSuccess: (r) => {
      qc.setQueryData(workspaceKeys.prescription(r.prescription._id), r.prescription);
      void qc.invalidateQueries({ queryKey: workspaceKeys.patient(r.prescription.patient._id) });
    },
  });
}
