import type { UpdateWorkProfileBody, workProfileUpdateResult } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { workProfileKeys } from './keys';

/** PATCH /provider/work-profile: pages 2 to 6, one group of fields each. */
export const updateWorkProfile = (body: UpdateWorkProfileBody) =>
  api<z.infer<typeof workProfileUpdateResult>>('/provider/work-profile', { method: 'PATCH', body });

export function useUpdateWorkProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateWorkProfile,
    onSuccess: () => qc.invalidateQueries({ queryKey: workProfileKeys.all }),
  });
}
