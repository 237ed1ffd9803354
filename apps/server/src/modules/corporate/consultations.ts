import { type CompanyPriceDetail, type ConsultationBooked, MSG } from '@sahaj/contract';
import type { DbOrTx } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { credits } from './credits';
import { creditsRepository } from './credits-repository';
import type { CorporateKit } from './kit';
import { creditsOf } from './mapper';
import { membersRepository as members } from './members-repository';
import { plansRepository as plans } from './plans-repository';

/** What the corporate feature needs of booking: a hold, a session's fee, and the one confirmation. */
export interface CreditBooking {
  /** The caller's live hold (404 for another's or an expired one). */
  hold(patientId: string, scheduleId: string): Promise<{ therapistId: string; treatmentId: string | null }>;
  /** The fee of one session with the therapist (and treatment), in paise. */
  feeOf(
    therapistId: string,
    treatmentId: string | null,
  ): Promise<{ feePaise: number; currency: string; treatmentName: string | null; duration: number | null }>;
  /**
   * Confirms the hold paid by company credits: `debit` runs in the confirmation's transaction
   * (so a refused debit books nothing and a lost slot debits nothing). `already` when this hold
   * was confirmed before by these credits (a retry).
   */
  confirmOnCredits(
    input: {
      patientId: string;
      companyId: string;
      scheduleId: string;
      entryId: string;
      amountPaise: number;
      currency: string;
    },
    debit: (tx: DbOrTx) => Promise<void>,
  ): Promise<{ appointmentId: string; therapistId: string; startsAt: Date; transactionId: string | null }>;
}

/**
 * Employees booking on company credits (spec §6: "Corporate patients pay by company credits"):
 * the same hold, slot engine and confirmation as every booking, no gateway. Refused with a clear
 * message when the employee is blocked (403), the therapist is not one the company chose (403),
 * or the credits do not cover the session (402) — the patient may then pay personally.
 */
export function consultationsUseCases(
  kit: CorporateKit,
  booking: () => CreditBooking,
  chosen: { isChosen(companyId: string, therapistId: string): Promise<boolean> },
) {
  const { ctx, now } = kit;

  /** Credits left now (a lapsed plan's credits count as gone even before the expiry entry is written). */
  async function creditsLeftPaise(companyId: string) {
    const w = await creditsRepository.wallet(ctx.db, companyId);
    if (!w) return 0;
    const live = await plans.live(ctx.db, companyId, now());
    return (live ? w.planPaise : 0) + w.walletPaise;
  }

  return {
    creditsLeftPaise,

    async priceDetail(patientId: string, therapistId: string): Promise<CompanyPriceDetail> {
      const m = await members.ofPatient(ctx.db, patientId);
      if (!m) throw notFound(MSG.notCompanyEmployee, 'NOT_EMPLOYEE');
      const fee = await booking().feeOf(therapistId, null);
      const left = await creditsLeftPaise(m.companyId);
      const isChosen = await chosen.isChosen(m.companyId, therapistId);
      const reason = m.blockedAt
        ? MSG.employeeIsBlocked
        : !isChosen
          ? MSG.therapistNotSelected
          : left < fee.feePaise
            ? MSG.noCreditsLeft
            : null;
      const amount = creditsOf(fee.feePaise);
      return {
        providerId: therapistId,
        companyId: m.companyId,
        treatmentName: fee.treatmentName,
        consultationDuration: fee.duration,
        currency: 'INR',
        patientPaymentAmount: amount,
        subTotal: amount,
        discountAmount: 0,
        couponApplied: false,
        feesAndTaxes: 0,
        totalAmount: amount,
        creditsRequired: amount,
        creaditsLeft: creditsOf(left),
        canBook: reason === null,
        reason,
      };
    },

    async buy(companyId: string, patientId: string, callerId: string, scheduleId: string): Promise<ConsultationBooked> {
      // Only the employee books for themself, on their own company's credits.
      if (patientId !== callerId) throw forbidden(MSG.notCompanyEmployee, 'NOT_EMPLOYEE');
      const m = await members.ofPatient(ctx.db, patientId);
      if (!m || m.companyId !== companyId) throw forbidden(MSG.notCompanyEmployee, 'NOT_EMPLOYEE');
      if (m.blockedAt) throw forbidden(MSG.employeeIsBlocked, 'EMPLOYEE_BLOCKED');
      const hold = await booking().hold(patientId, scheduleId);
      if (!(await chosen.isChosen(companyId, hold.therapistId))) {
        throw forbidden(MSG.therapistNotSelected, 'THERAPIST_NOT_SELECTED');
      }
      const fee = await booking().feeOf(hold.therapistId, hold.treatmentId);
      // The debit's id is the hold's: a retried call confirms the same settlement ('already'), never a second debit.
      const entryId = scheduleId;
      const booked = await booking().confirmOnCredits(
        { patientId, companyId, scheduleId, entryId, amountPaise: fee.feePaise, currency: fee.currency },
        async (tx) => {
          // Re-checked under the membership's row lock: a block that lands first wins.
          const locked = await members.lockMembership(tx, companyId, patientId);
          if (!locked) throw forbidden(MSG.notCompanyEmployee, 'NOT_EMPLOYEE');
          if (locked.blockedAt) throw forbidden(MSG.employeeIsBlocked, 'EMPLOYEE_BLOCKED');
          await credits.debitBooking(tx, {
            companyId,
            patientId,
            appointmentId: scheduleId,
            amountPaise: fee.feePaise,
            entryId,
            at: now(),
          });
        },
      );
      const debit = await creditsRepository.entryByKey(ctx.db, companyId, `booking:${booked.appointmentId}`);
      return {
        message: MSG.bookingSuccessful,
        appointmentId: booked.appointmentId,
        scheduleId,
        providerId: booked.therapistId,
        startTime: booked.startsAt.toISOString(),
        creditsDebited: creditsOf(-(debit ? debit.planDeltaPaise + debit.walletDeltaPaise : 0)),
      };
    },
  };
}
