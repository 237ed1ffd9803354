import type { FollowUpsData } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceKeys } from './keys';

/** GET /patient/follow-up: the follow-ups my therapists recommended, newest first. */
export const listMyFollowUps = (signal?: AbortSignal) =>
  api<FollowUpsData>('/patient/follow-up', { query: { page: 0, limit: 20 }, signal });

export const myFollowUpsQuery = () =>
  queryOptions({ queryKey: workspaceKeys.myFollowUps, queryFn: ({ signal }) => listMyFollowUps(signal) });

export const useMyFollowUps = () => useQuery(myFollowUpsQuery());
