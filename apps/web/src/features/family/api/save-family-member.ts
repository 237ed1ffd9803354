import type { FamilyMember, FamilyMemberBody } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { familyKeys } from './keys';

/** PATCH /patient/family-members: adds ('Succesfully added'), or edits with _id. */
export const saveFamilyMember = (body: FamilyMemberBody) =>
  api<{ message: string; familyMember: FamilyMember }>('/patient/family-members', { method: 'PATCH', body });

export function useSaveFamilyMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveFamilyMember,
    onSuccess: () => qc.invalidateQueries({ queryKey: familyKeys.list }),
  });
}
