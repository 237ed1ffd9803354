import type { AppointmentChangeResult, RescheduleBody } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { afterChange } from './invalidate';

/** PATCH /patient/consultation-time: moves the session to another free slot (all or nothing). */
export const rescheduleAppointment = (body: RescheduleBody) =>
  api<AppointmentChangeResult>('/patient/consultation-time', { method: 'PATCH', body });

export function useRescheduleAppointment() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: rescheduleAppointment, onSuccess: (r) => afterChange(qc, 'patient', r) });
}
