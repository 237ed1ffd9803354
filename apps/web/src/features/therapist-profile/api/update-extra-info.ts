import type { ExtraInfoBody, extraInfoResult } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { workProfileKeys } from './keys';

/** PATCH /provider/work-profile/extra-info: adds, edits or deletes one education, experience or licence entry. */
export const updateExtraInfo = (body: ExtraInfoBody) =>
  api<z.infer<typeof extraInfoResult>>('/provider/work-profile/extra-info', { method: 'PATCH', body });

export function useUpdateExtraInfo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateExtraInfo,
    onSuccess: () => qc.invalidateQueries({ queryKey: workProfileKeys.profile }),
  });
}
