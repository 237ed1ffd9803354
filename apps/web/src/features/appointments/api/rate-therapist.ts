import type { RatingBody, RatingResult } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /patient/rating: stars 1–5 and optional words, once per completed appointment. */
export const rateTherapist = (body: RatingBody) => api<RatingResult>('/patient/rating', { method: 'POST', body });

export function useRateTherapist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: rateTherapist,
    // The therapist's profile, list and reviews show the new mean (discovery's keys).
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['discovery'] }),
  });
}
