import type { BookFromSubscriptionBody, BookFromSubscriptionResult } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

/** POST /patient/subscription/appointments: my held slot, booked with one session of my package. */
export const bookFromSubscription = (body: BookFromSubscriptionBody) =>
  api<BookFromSubscriptionResult>('/patient/subscription/appointments', { method: 'POST', body });

export function useBookFromSubscription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: bookFromSubscription,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: subscriptionKeys.all });
      // Owned by the booking, appointments and dashboard features; their keys start with these names.
      for (const key of ['booking', 'appointments', 'dashboard']) void qc.invalidateQueries({ queryKey: [key] });
    },
  });
}
