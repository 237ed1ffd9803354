import type { HealthProfile } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { healthKeys } from './keys';

/** GET /user/patient/health-profile. */
export const getHealthProfile = (signal?: AbortSignal) =>
  api<HealthProfile>('/user/patient/health-profile', { signal });

export const healthProfileQuery = () =>
  queryOptions({ queryKey: healthKeys.profile, queryFn: ({ signal }) => getHealthProfile(signal) });

export const useHealthProfile = () => useQuery(healthProfileQuery());
