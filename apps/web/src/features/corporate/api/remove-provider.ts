import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ProviderSelection } from './add-provider';
import { corporateKeys } from './keys';

/** PATCH companies/{companyId}/providers/{providerId}/deleteproviderfromcompany ('Succesfully deleted Item'). */
export const removeProviderFromCompany = ({ companyId, providerId }: { companyId: string; providerId: string }) =>
  api<ProviderSelection>(
    `/companies/${encodeURIComponent(companyId)}/providers/${encodeURIComponent(providerId)}/deleteproviderfromcompany`,
    { method: 'PATCH' },
  );

/** Removes each chosen therapist (one call each), then refreshes the lists and the profile's counts. */
export function useRemoveProviders() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ companyId, providerIds }: { companyId: string; providerIds: string[] }) => {
      let last: ProviderSelection | undefined;
      for (const providerId of providerIds) last = await removeProviderFromCompany({ companyId, providerId });
      return last;
    },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: corporateKeys.therapists });
      void qc.invalidateQueries({ queryKey: corporateKeys.profile });
      void qc.invalidateQueries({ queryKey: corporateKeys.dashboard });
    },
  });
}
