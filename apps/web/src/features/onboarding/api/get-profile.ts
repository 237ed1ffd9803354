import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { onboardingKeys } from './keys';

/** What the wizard reads from GET /user/profile (the access feature's call; data is a list, first = the user). */
export interface OnboardingUser {
  _id: string;
  status: string;
  page: number;
  firstName?: string | null;
  lastName?: string | null;
  name?: string | null;
  gender?: 'male' | 'female' | 'other' | null;
  dob?: string | null;
  timeZone?: string | null;
  globalTimeZone?: string | null;
  email?: string | null;
  emailVerified?: boolean;
  /** Only in the wizard's own save replies. */
  location?: string | null;
  wellnessProfile?: Array<{ question: string; answers: string[] }>;
}

export const profileQuery = () =>
  queryOptions({
    queryKey: onboardingKeys.profile,
    queryFn: async ({ signal }) => {
      const data = await api<OnboardingUser[]>('/user/profile', { signal });
      return data[0] ?? null;
    },
    staleTime: 0,
  });

export const useOnboardingProfile = () => useQuery(profileQuery());
