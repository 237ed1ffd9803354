import type { ScheduleDetails } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/** GET /patient/schedule-details/{id}: the hold (or, once confirmed, the booking) behind the booking screen. */
export const getHold = (id: string, signal?: AbortSignal) =>
  api<ScheduleDetails>(`/patient/schedule-details/${encodeURIComponent(id)}`, { signal });

export const holdQuery = (id: string) =>
  queryOptions({ queryKey: bookingKeys.hold(id), queryFn: ({ signal }) => getHold(id, signal), staleTime: 0 });

/** Asks nothing for an empty id (a page that has no slot to look up yet). */
export const useHold = (id: string) => useQuery({ ...holdQuery(id), enabled: id !== '' });
