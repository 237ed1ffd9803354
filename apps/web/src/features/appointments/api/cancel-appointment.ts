import type { AppointmentChangeResult, CancelAppointmentBody, ProviderCancelBody } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { afterChange } from './invalidate';
import type { Role } from './keys';

/** PATCH /patient/cancel-appointment (a reason is required) or /provider/cancel-appointment. */
export const cancelAppointment = (role: Role, body: CancelAppointmentBody | ProviderCancelBody) =>
  api<AppointmentChangeResult>(`/${role}/cancel-appointment`, { method: 'PATCH', body });

export function useCancelAppointment(role: Role) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelAppointmentBody | ProviderCancelBody) => cancelAppointment(role, body),
    onSuccess: (r) => afterChange(qc, role, r),
  });
}
