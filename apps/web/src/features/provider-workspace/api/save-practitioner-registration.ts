import type { PractitionerRegistration, PractitionerRegistrationBody } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceKeys } from './keys';

/** PATCH /provider/practitioner-registration: my qualification, registration number and council (back to 'pending'). */
export const savePractitionerRegistration = (body: PractitionerRegistrationBody) =>
  api<{ message: string; registration: PractitionerRegistration }>('/provider/practitioner-registration', {
    method: 'PATCH',
    body,
  });

export function useSavePractitionerRegistration() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: savePractitionerRegistration,
    onSuccess: (r) => qc.setQueryData(workspaceKeys.registration, r.registration),
  });
}
