import {
  commissionOf,
  dayOfInstant,
  displayName,
  EARNINGS_MONTHS,
  type EarningsData,
  type EarningsMonth,
  financialYearOf,
  formatMoney,
  invoiceNumberOf,
  isIanaZone,
  MSG,
  type NameParts,
  type PatientPaymentDetailsData,
  type ProviderPaymentDetailsData,
  paiseToRupees,
  refundShare,
  startOfDayIn,
} from '@sahaj/contract';
import type { BaseContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { PaymentRow, RefundRow } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { type LedgerRepository, ledgerRepository, type NewInvoiceLine } from './repository';

type Ctx = Pick<BaseContext, 'db' | 'config' | 'log'>;

/** Invoices are numbered by the Indian financial year, counted in India's zone. */
const INVOICE_ZONE = 'Asia/Kolkata';

const nameOf = (r: NameParts | undefined) => displayName(r);

/** P1's refund through the payment's own gateway: idempotent per key, records the ledger and tells the patient. */
export type RefundFn = (
  paymentId: string,
  input: { amountPaise?: number; reason: string; key?: string; message?: string },
) => Promise<unknown>;

/**
 * The money record (issue 12, P2): ledger entries and invoices written inside the payment core's
 * transactions, exactly once each; refunds when an appointment is cancelled; the patient's payment
 * history with invoice PDFs; the therapist's earnings.
 */
export function ledgerService(ctx: Ctx, opts: { now?: () => Date } = {}) {
  const repo: LedgerRepository = ledgerRepository(ctx.db);
  const now = opts.now ?? (() => new Date());
  const bps = () => ctx.config.ledger.commissionBps;

  function invoiceLines(p: PaymentRow): NewInvoiceLine[] {
    const lines: NewInvoiceLine[] = [];
    const add = (l: Omit<NewInvoiceLine, 'position'>) => {
      if (l.amountPaise > 0 || l.kind === 'service') lines.push({ ...l, position: lines.length + 1 });
    };
    const what = p.purpose === 'package' ? 'Therapy package' : 'Therapy session';
    add({
      kind: 'service',
      description: p.treatmentName ? `${what}: ${p.treatmentName}` : what,
      amountPaise: p.subtotalPaise,
    });
    add({
      kind: 'discount',
      description: p.couponCode ? `Discount (coupon ${p.couponCode})` : 'Discount',
      amountPaise: p.discountPaise,
    });
    add({ kind: 'fee', description: 'Payment processing fee', amountPaise: p.feesPaise });
    // GST is charged on the price after discount plus the fee; the rate printed is the one this
    // payment was charged at (read from its own amounts), not today's setting.
    const taxable = p.subtotalPaise - p.discountPaise + p.feesPaise;
    const rateBps = taxable > 0 ? Math.round((p.taxPaise * 10_000) / taxable / 50) * 50 : 0;
    add({ kind: 'tax', description: `GST @ ${rateBps / 100}%`, rateBps, amountPaise: p.taxPaise });
    return lines;
  }

  /**
   * After an appointment was cancelled: what is left of its paid payment goes back through the
   * gateway it was paid with (the rule in contract/earnings.ts: a patient can cancel only inside
   * the window, a therapist any time; both refund in full). The payment core records the refund in
   * the ledger and sends the 'Payment Status' notice in its transaction. The key is the
   * appointment, so a second call (a retry, the sweep) refunds nothing more.
   */
  async function refundCancelled(refund: RefundFn, a: { _id: string; cancelledBy: 'patient' | 'doctor' | null }) {
    const payment = await repo.refundablePaymentOf(a._id);
    if (!payment || payment.totalPaise <= 0) return null;
    const left = payment.totalPaise - payment.refundedPaise;
    if (left <= 0) return null;
    const reason =
      a.cancelledBy === 'doctor' ? 'Session cancelled by the therapist' : 'Session cancelled by the patient';
    return refund(payment.id, {
      amountPaise: left,
      reason,
      key: `cancel:${a._id}`,
      message: `${reason}: ${formatMoney(left, payment.currency)} is being refunded to your original payment method.`,
    });
  }

  return {
    /**
     * Call inside the transaction that turns a payment 'paid'. Writes its ledger entry and its
     * invoice once; a second call for the same payment (a repeated webhook) does nothing and
     * answers null. A payment of nothing leaves no trace.
     */
    async recordPayment(tx: DbOrTx, payment: PaymentRow) {
      if (payment.totalPaise <= 0) return null;
      const at = payment.paidAt ?? now();
      const gross = payment.subtotalPaise - payment.discountPaise;
      if (payment.companyId) {
        // A company's plan or credits: no therapist earns from it, the platform keeps all of it
        // (commission = gross at 100 %). The unique index on the payment still writes it once.
        const entry = await repo.insertEntry(tx, {
          kind: 'payment',
          paymentId: payment.id,
          companyId: payment.companyId,
          currency: payment.currency,
          amountPaise: payment.totalPaise,
          grossPaise: gross,
          commissionPaise: gross,
          netPaise: 0,
          commissionBps: 10_000,
          occurredAt: at,
        });
        return entry ? { entry, invoice: null } : null;
      }
      if (!payment.patientId || !payment.therapistId) throw new Error(`payment ${payment.id} has no payer`);
      const patientId = payment.patientId;
      const therapistId = payment.therapistId;
      const rate = bps();
      const commission = commissionOf(gross, rate);
      const entry = await repo.insertEntry(tx, {
        kind: 'payment',
        paymentId: payment.id,
        appointmentId: payment.appointmentId,
        patientId,
        therapistId,
        currency: payment.currency,
        amountPaise: payment.totalPaise,
        grossPaise: gross,
        commissionPaise: commission,
        netPaise: gross - commission,
        commissionBps: rate,
        occurredAt: at,
      });
      if (!entry) return null;
      const series = financialYearOf(dayOfInstant(at, INVOICE_ZONE));
      const sequence = await repo.nextInvoiceSequence(tx, series);
      const [buyer, seller] = await Promise.all([repo.person(tx, patientId), repo.person(tx, therapistId)]);
      const invoice = await repo.insertInvoice(
        tx,
        {
          paymentId: payment.id,
          series,
          sequence,
          number: invoiceNumberOf(series, sequence),
          patientId,
          therapistId,
          buyerName: nameOf(buyer),
          buyerEmail: buyer?.email ?? null,
          therapistName: nameOf(seller),
          currency: payment.currency,
          totalPaise: payment.totalPaise,
          issuedAt: at,
        },
        invoiceLines(payment),
      );
      return { entry, invoice };
    },

    /**
     * Call inside the transaction that marks a refund 'succeeded': reverses the therapist's gross
     * and the commission in proportion to the amount given back, once per refund.
     */
    async recordRefund(tx: DbOrTx, refund: RefundRow) {
      if (refund.status !== 'succeeded') return null;
      // Locked so two refunds of one payment settling at once still reverse exactly what was paid.
      const paid = await repo.lockPaymentEntry(tx, refund.paymentId);
      if (!paid) return null;
      const before = await repo.refundedSoFar(tx, refund.paymentId);
      const share = refundShare(
        { totalPaise: paid.amountPaise, grossPaise: paid.grossPaise, commissionPaise: paid.commissionPaise },
        before,
        refund.amountPaise,
      );
      const entry = await repo.insertEntry(tx, {
        kind: 'refund',
        paymentId: refund.paymentId,
        refundId: refund.id,
        appointmentId: paid.appointmentId,
        patientId: paid.patientId,
        therapistId: paid.therapistId,
        companyId: paid.companyId,
        currency: paid.currency,
        amountPaise: refund.amountPaise,
        ...share,
        commissionBps: paid.commissionBps,
        occurredAt: refund.updatedAt ?? now(),
      });
      return entry ?? null;
    },

    refundCancelled,

    /**
     * Job: cancelled appointments whose payment was never asked back (the process stopped between
     * the cancellation and the refund call). Returns how many refunds it asked for.
     */
    async sweepCancelledRefunds(refund: RefundFn, limit = 50): Promise<number> {
      const rows = await repo.cancelledWithoutRefund(limit);
      let n = 0;
      for (const r of rows) {
        await refundCancelled(refund, { _id: r.appointmentId, cancelledBy: r.cancelledBy })
          .then(() => n++)
          .catch((err: unknown) => ctx.log.error({ err, appointmentId: r.appointmentId }, 'refund sweep failed'));
      }
      return n;
    },

    /** GET /patient/payment-details. */
    async patientPayments(patientId: string, q: { page: number; limit: number }): Promise<PatientPaymentDetailsData> {
      const { rows, count } = await repo.patientPayments(patientId, q.page, q.limit);
      const refunds = await repo.refundsOf(rows.map((r) => r.payment.id));
      return {
        count,
        paymentDetails: rows.map((r) => {
          const p = r.payment;
          return {
            _id: p.id,
            transactionId: p.transactionId,
            // A patient's payments are of the patient purposes (payments_payer_check), so they name a therapist.
            purpose: p.purpose === 'package' ? 'package' : 'session',
            gateway: p.gateway,
            paymentStatus: p.status === 'created' ? 'pending' : p.status,
            paymentDate: (p.paidAt ?? p.failedAt ?? p.createdAt).toISOString(),
            appointmentId: p.appointmentId,
            sessionStartTime: (r.appointmentStartsAt ?? p.startsAt)?.toISOString() ?? null,
            treatmentName: p.treatmentName,
            doctorDetails: {
              _id: p.therapistId ?? '',
              name: nameOf({ name: r.therapistName, firstName: r.therapistFirstName, lastName: r.therapistLastName }),
            },
            currency: p.currency,
            subTotal: paiseToRupees(p.subtotalPaise),
            discountAmount: paiseToRupees(p.discountPaise),
            couponCode: p.couponCode,
            feesAndTaxes: paiseToRupees(p.feesPaise + p.taxPaise),
            totalAmount: paiseToRupees(p.totalPaise),
            refundedAmount: paiseToRupees(p.refundedPaise),
            refunds: refunds
              .filter((x) => x.paymentId === p.id)
              .map((x) => ({
                _id: x.id,
                amount: paiseToRupees(x.amountPaise),
                status: x.status,
                reason: x.reason,
                refundDate: x.updatedAt.toISOString(),
              })),
            invoiceNumber: r.invoiceNumber,
          };
        }),
      };
    },

    /** The invoice of the patient's own payment, for the PDF (404 for anybody else's). */
    async invoiceFor(patientId: string, paymentId: string) {
      const payment = await repo.ownPayment(patientId, paymentId);
      if (!payment) throw notFound(MSG.paymentNotFound);
      const found = await repo.invoiceOfPayment(paymentId);
      if (!found) throw notFound(MSG.invoiceNotFound);
      // The session's date and whom it is for; money given back makes a credit note (issue 20 #5).
      const [session, given] = await Promise.all([repo.invoiceSessionOf(paymentId), repo.refundsOf([paymentId])]);
      return {
        ...found,
        session: { startsAt: session?.startsAt ? new Date(session.startsAt) : null, forName: session?.forName ?? null },
        refunds: given
          .filter((r) => r.status === 'succeeded')
          .map((r) => ({ amountPaise: r.amountPaise, at: r.updatedAt, reason: r.reason })),
        payment,
        seller: { gstin: ctx.config.ledger.sellerGstin, address: ctx.config.ledger.sellerAddress },
      };
    },

    /** A person's stored time zone (invoices print dates in the buyer's zone). */
    zoneOf: (userId: string) => repo.timeZoneOf(userId),

    /** GET /provider/payment-details. */
    async providerEntries(
      therapistId: string,
      q: { page: number; limit: number },
    ): Promise<ProviderPaymentDetailsData> {
      const { rows, count } = await repo.therapistEntries(therapistId, q.page, q.limit);
      return {
        count,
        paymentDetails: rows.map((r) => ({
          _id: r.entry.id,
          kind: r.entry.kind,
          purpose: r.purpose === 'package' ? 'package' : 'session',
          transactionId: r.transactionId,
          appointmentId: r.entry.appointmentId,
          sessionStartTime: r.startsAt ? new Date(r.startsAt).toISOString() : null,
          patientDetails: {
            // A therapist's entries are sessions and packages: they always name the patient (ledger_entries_party_check).
            _id: r.entry.patientId ?? '',
            name: nameOf({ name: r.patientName, firstName: r.patientFirstName, lastName: r.patientLastName }),
          },
          currency: r.entry.currency,
          gross: paiseToRupees(r.entry.grossPaise),
          commission: paiseToRupees(r.entry.commissionPaise),
          net: paiseToRupees(r.entry.netPaise),
          date: r.entry.occurredAt.toISOString(),
        })),
      };
    },

    /** GET /provider/earnings: totals and the last EARNINGS_MONTHS months in the therapist's zone. */
    async earnings(therapistId: string): Promise<EarningsData> {
      const stored = await repo.timeZoneOf(therapistId);
      const zone = stored && isIanaZone(stored) ? stored : INVOICE_ZONE;
      const today = dayOfInstant(now(), zone);
      const firstMonth = `${monthShift(today.slice(0, 7), -(EARNINGS_MONTHS - 1))}-01`;
      const from = startOfDayIn(firstMonth, zone);
      const { all, months } = await repo.therapistTotals(therapistId, zone, from);
      const fold = (rows: typeof all) => {
        const pay = rows.find((r) => r.kind === 'payment');
        const ref = rows.find((r) => r.kind === 'refund');
        const gross = pay?.grossPaise ?? 0;
        const refunds = ref?.grossPaise ?? 0;
        const commission = (pay?.commissionPaise ?? 0) - (ref?.commissionPaise ?? 0);
        return {
          gross: paiseToRupees(gross),
          refunds: paiseToRupees(refunds),
          commission: paiseToRupees(commission),
          net: paiseToRupees((pay?.netPaise ?? 0) - (ref?.netPaise ?? 0)),
          sessions: pay?.entries ?? 0,
        };
      };
      const series: EarningsMonth[] = [];
      for (let i = 0; i < EARNINGS_MONTHS; i++) {
        const month = monthShift(firstMonth.slice(0, 7), i);
        series.push({ month, ...fold(months.filter((m) => m.month === month)) });
      }
      return {
        currency: 'INR',
        commissionPercent: bps() / 100,
        totals: fold(all),
        months: series,
      };
    },
  };
}
export type LedgerService = ReturnType<typeof ledgerService>;

/** 'YYYY-MM' moved by n months: arithmetic on the label itself, so no clock or zone is involved. */
export function monthShift(month: string, n: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
