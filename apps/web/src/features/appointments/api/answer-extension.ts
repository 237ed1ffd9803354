import type { AnswerExtensionBody, AppointmentChangeResult } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { afterChange } from './invalidate';

/** PATCH /patient/appointments/extension: the patient agrees to, or declines, the therapist's request for more time. */
export const answerExtension = (body: AnswerExtensionBody) =>
  api<AppointmentChangeResult>('/patient/appointments/extension', { method: 'PATCH', body });

export function useAnswerExtension() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: answerExtension, onSuccess: (r) => afterChange(qc, 'patient', r) });
}
