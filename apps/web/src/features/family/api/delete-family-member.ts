import type { MessageData } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { familyKeys } from './keys';

/** DELETE /patient/family-members {deleteFieldId}: 'Deleted successfully'. */
export const deleteFamilyMember = (id: string) =>
  api<MessageData>('/patient/family-members', { method: 'DELETE', body: { deleteFieldId: id } });

export function useDeleteFamilyMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteFamilyMember,
    onSuccess: () => qc.invalidateQueries({ queryKey: familyKeys.list }),
  });
}
