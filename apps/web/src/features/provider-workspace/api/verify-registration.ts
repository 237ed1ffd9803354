import type { PractitionerRegistration } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceKeys } from './keys';

/** PATCH /admin/practitioner-registration/{therapistId}: the admin checked the council's register (or could not). */
export const verifyRegistration = ({ therapistId, verified }: { therapistId: string; verified: boolean }) =>
  api<{ message: string; registration: PractitionerRegistration }>(`/admin/practitioner-registration/${therapistId}`, {
    method: 'PATCH',
    body: { verified },
  });

export function useVerifyRegistration(therapistId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: verifyRegistration,
    onSuccess: (r) => qc.setQueryData(workspaceKeys.adminRegistration(therapistId), r.registration),
  });
}
