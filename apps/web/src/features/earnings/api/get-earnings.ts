import type { EarningsData } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { earningsKeys } from './keys';

/** GET /provider/earnings: totals and the last 12 months. */
export const getEarnings = (signal?: AbortSignal) => api<EarningsData>('/provider/earnings', { signal });

export const earningsQuery = () =>
  queryOptions({ queryKey: earningsKeys.summary, queryFn: ({ signal }) => getEarnings(signal), staleTime: 0 });

export const useEarnings = () => useQuery(earningsQuery());
