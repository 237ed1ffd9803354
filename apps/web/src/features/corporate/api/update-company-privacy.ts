import type { MyCompany } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { corporateKeys } from './keys';

/** PATCH patient/company/privacy { shareUsage }: whether my employer sees my session count and credits used. */
export const updateCompanyPrivacy = (shareUsage: boolean) =>
  api<MyCompany>('/patient/company/privacy', { method: 'PATCH', body: { shareUsage } });

export function useUpdateCompanyPrivacy() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyPrivacy,
    onSuccess: (r) => qc.setQueryData(corporateKeys.myCompany, r),
  });
}
