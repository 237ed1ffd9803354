import type { PractitionerRegistration } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceKeys } from './keys';

/** GET /admin/practitioner-registration/{therapistId}: the registration a therapist declared. */
export const getAdminRegistration = (therapistId: string, signal?: AbortSignal) =>
  api<PractitionerRegistration>(`/admin/practitioner-registration/${therapistId}`, { signal });

export const adminRegistrationQuery = (therapistId: string) =>
  queryOptions({
    queryKey: workspaceKeys.adminRegistration(therapistId),
    queryFn: ({ signal }) => getAdminRegistration(therapistId, signal),
  });

export const useAdminRegistration = (therapistId: string) => useQuery(adminRegistrationQuery(therapistId));
