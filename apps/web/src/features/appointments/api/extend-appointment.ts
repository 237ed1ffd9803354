import type { AppointmentChangeResult, ExtendAppointmentBody } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { afterChange } from './invalidate';

/**
 * PATCH /provider/appointments/extend: asks the patient for one more period (when the time after the
 * session is free and within hours); the session is extended when the patient agrees.
 */
export const extendAppointment = (body: ExtendAppointmentBody) =>
  api<AppointmentChangeResult>('/provider/appointments/extend', { method: 'PATCH', body });

export function useExtendAppointment() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: extendAppointment, onSuccess: (r) => afterChange(qc, 'provider', r) });
}
