import type { MessageData } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { healthKeys } from './keys';

/** DELETE /user/patient/upload/medical-record?recordId ('Deleted successfully'). */
export const deleteHealthRecord = (recordId: string) =>
  api<MessageData>('/user/patient/upload/medical-record', { method: 'DELETE', query: { recordId } });

export function useDeleteHealthRecord() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteHealthRecord,
    onSuccess: () => qc.invalidateQueries({ queryKey: healthKeys.records }),
  });
}
