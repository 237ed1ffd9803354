import type { MessageData, ShareResultBody } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { formsKeys } from './keys';

/** POST /patient/forms/share-result: one result to a therapist I have a session with. */
export const shareResult = (body: ShareResultBody) =>
  api<MessageData>('/patient/forms/share-result', { method: 'POST', body });

export function useShareResult(formId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: shareResult,
    onSuccess: () => qc.invalidateQueries({ queryKey: formsKeys.answers(formId) }),
  });
}
