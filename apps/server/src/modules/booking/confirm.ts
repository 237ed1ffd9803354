import { MSG, APPOINTMENT_STATUS as S } from '@sahaj/contract';
import type { DbOrTx } from '../../db/client';
import type { AppointmentRow, PaymentRow } from '../../db/schema/index';
import { sqlState } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import { appointmentWrites } from '../appointments/index';
import type { AppointmentFacts, AppointmentNotices, StoredNotices } from './notices';

/** A treatment as the confirmed appointment keeps it (a snapshot of its name). */
export interface TreatmentRef {
  id: string;
  name: string;
}

/**
 * What pays for a session, the one input that differs between the ways a hold becomes an
 * appointment. Every kind goes through `confirm` below, so the hold's checks, the row's update,
 * the exclusion constraint's verdict and the 'booked' notices are the same for all of them.
 */
export type Settlement =
  /** Nothing to pay (a zero fee, or a coupon that takes it all off). */
  | {
      kind: 'free';
      patientId: string;
      transactionId: string;
      currency: string;
      /** undefined keeps the hold's treatment; null is a general consultation. */
      treatment?: TreatmentRef | null;
    }
  /** A gateway payment just marked 'paid' (payments' settle, inside its transaction). */
  | { kind: 'payment'; payment: PaymentRow }
  /** One session of the patient's package (packages' bookSession takes it in the same transaction). */
  | {
      kind: 'package';
      patientId: string;
      patientPackageId: string;
      currency: string;
      treatment: TreatmentRef | null;
    }
  /**
   * A corporate patient's session paid from the company's wallet: the corporate module debits the
   * wallet (its entry `creditEntryId`) in the same transaction.
   */
  | {
      kind: 'companyCredits';
      patientId: string;
      companyId: string;
      creditEntryId: string;
      amountMinor: number;
      currency: string;
      treatment?: TreatmentRef | null;
    };

export type ConfirmOutcome =
  /** The hold is now an appointment; its notices are stored (deliver them after the commit). */
  | { outcome: 'booked'; row: AppointmentRow; stored: StoredNotices }
  /**
   * The hold was an appointment already: nothing changed. For a payment only when that same payment
   * booked it (a repeated webhook); for the others whatever booked it (the caller tells them apart).
   */
  | { outcome: 'already'; row: AppointmentRow }
  /** A payment's slot went to someone else (or was cancelled): the caller refunds. */
  | { outcome: 'taken' };

/** SQLSTATE of an exclusion-constraint violation: the database refused an overlapping booking. */
export const EXCLUSION_VIOLATION = '23P01';

/** The appointment row's record of what settled it: `zero_…`, the payment's `txn_…`, `package_…`, `credits_…`. */
export function transactionIdOf(scheduleId: string, s: Settlement): string {
  switch (s.kind) {
    case 'free':
      return s.transactionId;
    case 'payment':
      return s.payment.transactionId;
    case 'package':
      return `package_${s.patientPackageId}_${scheduleId}`;
    case 'companyCredits':
      return `credits_${s.creditEntryId}`;
  }
}

const patientOf = (s: Settlement): string => {
  if (s.kind !== 'payment') return s.patientId;
  if (!s.payment.patientId) throw new Error(`payment ${s.payment.id} is not a patient's`);
  return s.payment.patientId;
};

interface ConfirmDeps {
  now: () => Date;
  lockHold(tx: DbOrTx, id: string, patientId: string): Promise<AppointmentRow | undefined>;
  factsOf(tx: DbOrTx, row: AppointmentRow): Promise<AppointmentFacts>;
  notices: AppointmentNotices;
}

/**
 * The one confirmation entry point: `confirm(tx, scheduleId, settlement)` turns the patient's hold
 * into an appointment inside the caller's transaction, under the hold's row lock.
 *   - free, package, companyCredits: the hold must be the patient's and live (404 'hold not found'
 *     for a missing or cancelled one, 409 HOLD_EXPIRED once its 10 minutes are over);
 *   - payment: the money has arrived, so a hold that lapsed but still exists is booked, and a hold
 *     already deleted is inserted again under its id when the slot is still free (a savepoint
 *     catches the exclusion constraint); a slot taken meanwhile answers 'taken' (the caller refunds).
 * A hold that is already an appointment answers 'already' (a retried call or webhook).
 */
export function confirmation(deps: ConfirmDeps) {
  return async function confirm(tx: DbOrTx, scheduleId: string, settlement: Settlement): Promise<ConfirmOutcome> {
    const at = deps.now();
    const patientId = patientOf(settlement);
    const transactionId = transactionIdOf(scheduleId, settlement);
    const locked = await deps.lockHold(tx, scheduleId, patientId);
    const paid = settlement.kind === 'payment' ? settlement.payment : null;

    if (!paid) {
      if (!locked || locked.status === S.cancelled) throw notFound(MSG.holdNotFound);
      // Already an appointment: nothing changes; the caller tells a retry from another booking.
      if (locked.status !== S.held) return { outcome: 'already', row: locked };
      if (locked.holdExpiresAt! <= at) throw conflict(MSG.holdExpired, 'HOLD_EXPIRED');
    } else if (locked && locked.status !== S.held) {
      return locked.status !== S.cancelled && locked.transactionId === transactionId
        ? { outcome: 'already', row: locked }
        : { outcome: 'taken' };
    }

    const values = {
      at,
      transactionId,
      amountMinor: amountOf(settlement),
      currency: settlement.kind === 'payment' ? settlement.payment.currency : settlement.currency,
      ...treatmentOf(settlement),
    };
    let row: AppointmentRow;
    if (locked) {
      row = await appointmentWrites.confirmHeld(tx, scheduleId, values);
    } else {
      // Only a payment gets here (the others refused a missing hold above).
      const p = paid!;
      try {
        row = await tx.transaction(async (sp) => {
          await appointmentWrites.releaseExpiredOverlapping(sp, p.therapistId!, p.startsAt!, p.endsAt!, at);
          return appointmentWrites.insertConfirmed(sp, {
            ...values,
            id: scheduleId,
            patientId,
            therapistId: p.therapistId!,
            familyMemberId: p.familyMemberId ?? null,
            startsAt: p.startsAt!,
            endsAt: p.endsAt!,
            periodMinutes: p.periodMinutes!,
          });
        });
      } catch (err) {
        if (sqlState(err) === EXCLUSION_VIOLATION || sqlState(err) === '23505') return { outcome: 'taken' };
        throw err;
      }
    }
    const stored = await deps.notices.store(tx, await deps.factsOf(tx, row), 'booked');
    return { outcome: 'booked', row, stored };
  };
}

/** The price fixed on the appointment: what was paid for it (a package's or a free session's is 0). */
function amountOf(s: Settlement): number {
  switch (s.kind) {
    case 'payment':
      return s.payment.totalPaise;
    case 'companyCredits':
      return s.amountMinor;
    default:
      return 0;
  }
}

/** The treatment columns to write: a payment keeps what it paid for; undefined leaves the hold's. */
function treatmentOf(s: Settlement): { treatmentId?: string | null; treatmentName?: string | null } {
  if (s.kind === 'payment') return { treatmentId: s.payment.treatmentId, treatmentName: s.payment.treatmentName };
  if (s.treatment === undefined) return {};
  return { treatmentId: s.treatment?.id ?? null, treatmentName: s.treatment?.name ?? null };
}
