import type { UnsignedSessionsData } from '@sahaj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceKeys } from './keys';

export const UNSIGNED_PAGE_LIMIT = 5;

/** GET /provider/appointments/unsigned-session-notes: past sessions still without a signed note. */
export const listUnsignedSessions = (page: number, signal?: AbortSignal) =>
  api<UnsignedSessionsData>('/provider/appointments/unsigned-session-notes', {
    query: { page, limit: UNSIGNED_PAGE_LIMIT },
    signal,
  });

export const unsignedSessionsQuery = (page: number) =>
  queryOptions({ queryKey: workspaceKeys.unsigned(page), queryFn: ({ signal }) => listUnsignedSessions(page, signal) });

export const useUnsignedSessions = (page: number) =>
  useQuery({ ...unsignedSessionsQuery(page), placeholderData: keepPreviousData });
