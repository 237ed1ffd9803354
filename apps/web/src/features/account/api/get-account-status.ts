import type { AccountStatusData } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** GET /user/account/status: the account's status and what the account page shows. */
export const getAccountStatus = (signal?: AbortSignal) => api<AccountStatusData>('/user/account/status', { signal });

export const accountStatusQuery = () =>
  queryOptions({ queryKey: accountKeys.status, queryFn: ({ signal }) => getAccountStatus(signal) });

export const useAccountStatus = () => useQuery(accountStatusQuery());
