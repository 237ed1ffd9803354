import { MSG } from '@sahaj/contract';
import { AppError, badRequest } from '../../lib/errors';
import type { BookingService } from '../booking/service';
import type { PaymentsService } from '../payments/service';
import type { CreditBooking } from './consultations';
import type { CompanyPayments } from './purchases';

/**
 * The corporate feature's view of booking: the caller's hold, a session's fee, and the one
 * confirmation entry point with the `companyCredits` settlement (booking.book runs the credit
 * debit in the confirmation's transaction, only when the hold was booked by this call).
 */
export function creditBookingOf(booking: () => BookingService): CreditBooking {
  return {
    async hold(patientId, scheduleId) {
      const row = await booking().ownLive(patientId, scheduleId);
      return { therapistId: row.therapistId, treatmentId: row.treatmentId };
    },
    async feeOf(therapistId, treatmentId) {
      const p = await booking().priceOf(therapistId, treatmentId);
      return {
        feePaise: p.subTotalMinor,
        currency: p.currency,
        treatmentName: p.treatment?.name ?? null,
        duration: p.therapist.consultationDuration ?? null,
      };
    },
    async confirmOnCredits(input, debit) {
      const { row } = await booking().book(
        input.scheduleId,
        {
          kind: 'companyCredits',
          patientId: input.patientId,
          companyId: input.companyId,
          creditEntryId: input.entryId,
          amountMinor: input.amountPaise,
          currency: input.currency,
        },
        (tx) => debit(tx),
      );
      return {
        appointmentId: row.id,
        therapistId: row.therapistId,
        startsAt: row.startsAt,
        transactionId: row.transactionId,
      };
    },
  };
}

/** The corporate feature's view of the generalised payments: a company's checkout and its own payments. */
export function companyPaymentsOf(payments: () => PaymentsService): CompanyPayments {
  return {
    startCheckout: (input) => payments().startCheckout(input),
    async companyPayment(companyId, transactionId) {
      // Asks the gateway while the payment is open: a lost or late webhook does not leave the company waiting.
      const v = await payments().verifyCompany(companyId, transactionId);
      return {
        paymentStatus: v.paymentStatus,
        amount: v.amount,
        currency: v.currency,
        message: v.message,
        purpose: v.purpose,
      };
    },
    /**
     * Razorpay's checkout callback for a company's order: the same checks as the patients' verify
     * (the order is this payment's, the signature is Razorpay's, the payment is captured for the
     * total), through the payment core's public pieces; settling stays the core's, exactly once.
     */
    async verifyCompanyRazorpay(companyId, body) {
      const core = payments();
      const p = await core.ownCompanyPayment(companyId, body.transactionId, 'razorpay');
      const rz = core.adapters.razorpay;
      if (!rz) throw new AppError('GATEWAY_UNAVAILABLE', 400, MSG.paymentGatewayUnavailable);
      const signed = rz.paymentSignatureValid({
        orderId: body.razorpay_order_id,
        paymentId: body.razorpay_payment_id,
        signature: body.razorpay_signature,
      });
      if (p.gatewayOrderId !== body.razorpay_order_id || !signed) {
        throw badRequest(MSG.paymentInvalidSignature, 'BAD_SIGNATURE', { field: 'razorpay_signature' });
      }
      if (p.status === 'created' || p.status === 'failed') {
        const rp = await rz.paymentOf(body.razorpay_payment_id);
        if (rp.orderId === p.gatewayOrderId && rp.status === 'captured' && rp.amountPaise === p.totalPaise) {
          await core.settle(p, { kind: 'paid', gatewayPaymentId: body.razorpay_payment_id });
        }
      }
    },
  };
}
