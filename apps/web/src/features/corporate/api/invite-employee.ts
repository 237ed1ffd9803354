import type { InviteEmployeeBody, MessageData } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { corporateKeys } from './keys';

/** POST companies/employee/invite { email }: the invitee gets an e-mail with a link to accept. */
export const inviteEmployee = (body: InviteEmployeeBody) =>
  api<MessageData>('/companies/employee/invite', { method: 'POST', body });

export function useInviteEmployee() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: inviteEmployee,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: corporateKeys.employees });
      void qc.invalidateQueries({ queryKey: corporateKeys.dashboard });
    },
  });
}
