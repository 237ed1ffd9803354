import type { MessageData } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { medicationKeys } from './keys';

/** DELETE /user/medication?medicationId ('Deleted successfully'). */
export const deleteMedication = (medicationId: string) =>
  api<MessageData>('/user/medication', { method: 'DELETE', query: { medicationId } });

export function useDeleteMedication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteMedication,
    onSuccess: () => qc.invalidateQueries({ queryKey: medicationKeys.list }),
  });
}
