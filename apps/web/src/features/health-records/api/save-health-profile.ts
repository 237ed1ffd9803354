import type { HealthProfile, HealthProfileBody } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { healthKeys } from './keys';

/** PATCH /user/patient/health-profile ('Updated successfully'). */
export const saveHealthProfile = (body: HealthProfileBody) =>
  api<{ message: string; profile: HealthProfile }>('/user/patient/health-profile', { method: 'PATCH', body });

export function useSaveHealthProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveHealthProfile,
    onSuccess: (r) => qc.setQueryData(healthKeys.profile, r.profile),
  });
}
