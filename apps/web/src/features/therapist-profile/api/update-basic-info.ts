import type { BasicInfoBody, workProfileUpdateResult } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { workProfileKeys } from './keys';

/** PATCH /provider/work-profile/basic-info: page 1. */
export const updateBasicInfo = (body: BasicInfoBody) =>
  api<z.infer<typeof workProfileUpdateResult>>('/provider/work-profile/basic-info', { method: 'PATCH', body });

export function useUpdateBasicInfo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateBasicInfo,
    onSuccess: () => qc.invalidateQueries({ queryKey: workProfileKeys.profile }),
  });
}
