import type { AcceptInviteBody, MyCompany } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { corporateKeys } from './keys';

/** POST patient/company/invite/accept { token, shareUsage }: the patient joins the company's plan. */
export const acceptInvite = (body: AcceptInviteBody) =>
  api<MyCompany>('/patient/company/invite/accept', { method: 'POST', body });

export function useAcceptInvite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: (r) => {
      qc.setQueryData(corporateKeys.myCompany, r);
      void qc.invalidateQueries({ queryKey: corporateKeys.employeeSide });
    },
  });
}
