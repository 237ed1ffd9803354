import type { ConsultationBooked } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { corporateKeys } from './keys';

/**
 * POST companies/{companyId}/patient/{patientId}/buypatientconsultation { scheduleId }: the hold becomes
 * the appointment, paid by company credits. 402 no credits left, 403 blocked, 409 the slot was lost.
 */
export const bookOnCredits = ({
  companyId,
  patientId,
  scheduleId,
}: {
  companyId: string;
  patientId: string;
  scheduleId: string;
}) =>
  api<ConsultationBooked>(
    `/companies/${encodeURIComponent(companyId)}/patient/${encodeURIComponent(patientId)}/buypatientconsultation`,
    { method: 'POST', body: { scheduleId } },
  );

export function useBookOnCredits() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: bookOnCredits,
    onSettled: () => qc.invalidateQueries({ queryKey: corporateKeys.employeeSide }),
  });
}
