import type { AvailableSlotsData } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { discoveryKeys } from './keys';

/**
 * GET /user/available-time-slot/{id}?startDate&endDate: bookable slots as UTC instants. Days are
 * the patient's own (timeZone), so "today" is the patient's today.
 */
export const getAvailableSlots = (
  id: string,
  range: { startDate: string; endDate: string; timeZone: string },
  signal?: AbortSignal,
) => api<AvailableSlotsData>(`/user/available-time-slot/${encodeURIComponent(id)}`, { query: range, signal });

export const availableSlotsQuery = (id: string, range: { startDate: string; endDate: string; timeZone: string }) =>
  queryOptions({
    queryKey: [...discoveryKeys.slots(id, range.startDate, range.endDate), range.timeZone],
    queryFn: ({ signal }) => getAvailableSlots(id, range, signal),
    // Slots go as others book: ask again whenever the picker is shown.
    staleTime: 0,
  });

export const useAvailableSlots = (id: string, range: { startDate: string; endDate: string; timeZone: string }) =>
  useQuery(availableSlotsQuery(id, range));
