import type { ScheduleDetails, ScheduleDetailsBody } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/** POST /patient/schedule-details: holds a slot for 10 minutes (409 when someone else has it). */
export const createHold = (body: ScheduleDetailsBody) =>
  api<ScheduleDetails>('/patient/schedule-details', { method: 'POST', body });

export function useCreateHold() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createHold,
    onSuccess: (hold) => qc.setQueryData(bookingKeys.hold(hold._id), hold),
  });
}
