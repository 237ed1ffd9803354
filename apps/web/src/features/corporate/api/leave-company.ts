import type { MessageData } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { corporateKeys } from './keys';

/** PATCH patient/company/leave: I leave my company's plan and keep my account and history. */
export const leaveCompany = () => api<MessageData>('/patient/company/leave', { method: 'PATCH' });

export function useLeaveCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: leaveCompany,
    onSuccess: () => qc.invalidateQueries({ queryKey: corporateKeys.employeeSide }),
  });
}
