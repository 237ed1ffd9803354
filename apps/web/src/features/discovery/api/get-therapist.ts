import type { PublicTherapistProfile } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { discoveryKeys } from './keys';

/** GET /user/provider/{id}: a therapist's public profile. */
export const getTherapist = (id: string, signal?: AbortSignal) =>
  api<PublicTherapistProfile>(`/user/provider/${encodeURIComponent(id)}`, { signal });

export const therapistQuery = (id: string) =>
  queryOptions({ queryKey: discoveryKeys.therapist(id), queryFn: ({ signal }) => getTherapist(id, signal) });

export const useTherapist = (id: string) => useQuery(therapistQuery(id));
