import type { AppointmentChangeResult, ExtendAppointmentBody } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { afterChange } from './invalidate';

/** PATCH /provider/appointments/extend: one more period, when the time after it is free. */
export const extendAppointment = (body: ExtendAppointmentBody) =>
  api<AppointmentChangeResult>('/provider/appointments/extend', { method: 'PATCH', body });

export function useExtendAppointment() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: extendAppointment, onSuccess: (r) => afterChange(qc, 'provider', r) });
}
