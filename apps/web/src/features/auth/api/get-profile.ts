import type { UserProfile } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './public-config';

/** GET /user/profile: data is a list whose first element is the signed-in user. */
export const getProfile = async (signal?: AbortSignal): Promise<UserProfile | null> => {
  const list = await api<UserProfile[]>('/user/profile', { signal });
  return list[0] ?? null;
};

/**
 * The one query for the signed-in user (the shell, onboarding and the dashboard share it). Keyed by
 * token so another sign-in never sees the last one's copy; anything that changes the profile
 * invalidates `authKeys.profile`, which refreshes every copy.
 */
export const profileQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...authKeys.profile, token],
    queryFn: ({ signal }) => getProfile(signal),
    enabled: Boolean(token),
  });

export const useProfile = (token: string | null) => useQuery(profileQuery(token));

/** What a save that changes the profile calls, so every copy of it is read again. */
export const profileKey = authKeys.profile;
