import type { MessageData } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workProfileKeys } from './keys';

/** DELETE /provider/treatments?treatmentId=… */
export const deleteTreatment = (treatmentId: string) =>
  api<MessageData>('/provider/treatments', { method: 'DELETE', query: { treatmentId } });

export function useDeleteTreatment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteTreatment,
    onSuccess: () => qc.invalidateQueries({ queryKey: workProfileKeys.treatments }),
  });
}
