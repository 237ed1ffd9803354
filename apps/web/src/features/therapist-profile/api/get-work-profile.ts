import type { WorkProfile } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workProfileKeys } from './keys';

/** GET /provider/work-profile: the therapist's whole profile as the wizard shows it. */
export const getWorkProfile = (signal?: AbortSignal) => api<WorkProfile>('/provider/work-profile', { signal });

export const workProfileQuery = () =>
  queryOptions({ queryKey: workProfileKeys.profile, queryFn: ({ signal }) => getWorkProfile(signal), staleTime: 0 });

export const useWorkProfile = () => useQuery(workProfileQuery());
