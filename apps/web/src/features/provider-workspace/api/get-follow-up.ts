import type { FollowUp } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceKeys } from './keys';

/** GET /patient/show-followUp/{id}: one follow-up recommended to me. */
export const getFollowUp = (id: string, signal?: AbortSignal) =>
  api<FollowUp>(`/patient/show-followUp/${id}`, { signal });

export const followUpQuery = (id: string) =>
  queryOptions({ queryKey: workspaceKeys.followUp(id), queryFn: ({ signal }) => getFollowUp(id, signal) });

export const useFollowUp = (id: string) => useQuery(followUpQuery(id));
