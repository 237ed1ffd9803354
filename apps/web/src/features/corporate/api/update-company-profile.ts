import type { CompanyProfile, UpdateCompanyProfileBody } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { corporateKeys } from './keys';

/** PATCH companies/mycompanyprofile/update ('Successfully Saved Changes'); answers the saved profile. */
export const updateCompanyProfile = (body: UpdateCompanyProfileBody) =>
  api<{ message: string; profile: CompanyProfile }>('/companies/mycompanyprofile/update', { method: 'PATCH', body });

export function useUpdateCompanyProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyProfile,
    onSuccess: (r) => qc.setQueryData(corporateKeys.profile, r.profile),
  });
}
