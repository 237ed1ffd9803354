import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/** DELETE /patient/schedule-details/{id}: lets the slot go, so others can book it at once. */
export const releaseHold = (id: string) =>
  api<{ message: string }>(`/patient/schedule-details/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useReleaseHold() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: releaseHold,
    onSuccess: (_d, id) => qc.removeQueries({ queryKey: bookingKeys.hold(id) }),
  });
}
