import type { InvitePreview } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { corporateKeys } from './keys';

/** GET patient/company/invite/{token}: which company invited which address. */
export const getInvite = (token: string, signal?: AbortSignal) =>
  api<InvitePreview>(`/patient/company/invite/${encodeURIComponent(token)}`, { signal });

export const inviteQuery = (token: string) =>
  queryOptions({
    queryKey: corporateKeys.invite(token),
    queryFn: ({ signal }) => getInvite(token, signal),
    retry: false,
  });

export const useInvite = (token: string) => useQuery(inviteQuery(token));
