import type { ScheduleDetails, UpdateScheduleBody } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/** PATCH /patient/schedule-details/{id}: another slot or treatment for one's own hold. */
export const updateHold = (id: string, body: UpdateScheduleBody) =>
  api<ScheduleDetails>(`/patient/schedule-details/${encodeURIComponent(id)}`, { method: 'PATCH', body });

export function useUpdateHold(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateScheduleBody) => updateHold(id, body),
    onSuccess: (hold) => qc.setQueryData(bookingKeys.hold(id), hold),
  });
}
