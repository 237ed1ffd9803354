import type { ConfigurePaymentBody, PaymentConfiguration } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/**
 * POST /payment/patient/zeroconsultationcharges/configure-payment: confirms a session that costs
 * nothing; the hold becomes an appointment. Appointment and dashboard lists read afresh after it.
 */
export const confirmFreeBooking = (body: ConfigurePaymentBody) =>
  api<PaymentConfiguration>('/payment/patient/zeroconsultationcharges/configure-payment', { method: 'POST', body });

export function useConfirmFreeBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: confirmFreeBooking,
    onSuccess: (_d, body) => {
      void qc.invalidateQueries({ queryKey: bookingKeys.hold(body.scheduleId) });
      // Owned by the appointments and dashboard features; their keys start with these names.
      void qc.invalidateQueries({ queryKey: ['appointments'] });
      void qc.invalidateQueries({ queryKey: ['dashboard'] });
      void qc.invalidateQueries({ queryKey: ['discovery', 'slots'] });
    },
  });
}
