import type { FollowUp, FollowUpBody } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceKeys } from './keys';

/** POST /provider/follow-up: after a session, when the patient should come back and why. */
export const recommendFollowUp = (body: FollowUpBody) =>
  api<{ message: string; followUp: FollowUp }>('/provider/follow-up', { method: 'POST', body });

export function useRecommendFollowUp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: recommendFollowUp,
    onSuccess: (r) => qc.invalidateQueries({ queryKey: workspaceKeys.patient(r.followUp.patient._id) }),
  });
}
