import { api } from '../../../lib/api-client';

export interface ProviderSelection {
  message: string;
  selectedCount: number;
  doctorCount: number;
}

/**
 * PATCH companies/{companyId}/providers/{providerId}/addprovidertocompany ('Succesfully added'; 409
 * 'Maximum therapist selection reached' once the plan's doctorCount is reached). Proceed calls it
 * once per chosen therapist, then refreshes the lists itself.
 */
export const addProviderToCompany = ({ companyId, providerId }: { companyId: string; providerId: string }) =>
  api<ProviderSelection>(
    `/companies/${encodeURIComponent(companyId)}/providers/${encodeURIComponent(providerId)}/addprovidertocompany`,
    { method: 'PATCH' },
  );
