import { CURRENCY, type DeletionRefundsData, displayName } from '@sahaj/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

type Row = Record<string, unknown>;
const rowsOf = (res: unknown): Row[] => ((res as { rows?: Row[] }).rows ?? (res as Row[])) as Row[];
const asDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/** A paid upcoming session deletion cancels, and the payment that is refunded for it. */
export interface SessionRefund {
  appointmentId: string;
  startsAt: Date;
  withName: string;
  paymentId: string | null;
  refundPaise: number;
  currency: string;
}

/** A package with sessions deletion leaves unused, and what its payment gives back for them. */
export interface PackageRefund {
  subscriptionId: string;
  planName: string;
  withName: string;
  unusedSessions: number;
  sessionsTotal: number;
  paymentId: string;
  refundPaise: number;
  currency: string;
}

export interface DeletionRefunds {
  sessions: SessionRefund[];
  packages: PackageRefund[];
}

/**
 * The refund of a package's unused sessions: the price paid × unused ÷ total, rounded down to the
 * paisa, never more than is left on its payment. The same share a cancelled package session would
 * have been worth, so deletion gives back what the person paid for and did not get.
 */
export function packageShare(pricePaise: number, unused: number, total: number, leftOnPayment: number): number {
  if (total <= 0 || unused <= 0 || pricePaise <= 0) return 0;
  return Math.max(0, Math.min(leftOnPayment, Math.floor((pricePaise * unused) / total)));
}

/**
 * What deleting this account would refund (issue 20 #1), read in one place for the preview and for
 * the deletion itself (there inside its transaction, after the account row is locked, so the preview
 * and the refunds made follow one rule):
 * - every upcoming session of the account (as patient or therapist) is cancelled; a paid one gets back
 *   what is left on its payment — the refund every cancelled paid session gets (the ledger's
 *   'cancel:<appointment>' refund, which the refund sweep would also make);
 * - every live package with sessions left (the patient's own, or for a therapist every package bought
 *   from them): its unused sessions, counting those booked from it that deletion cancels (they go back
 *   to the package), are refunded pro rata (packageShare).
 * Deletion reads several features' tables here, like the erasure itself: it is the one operation that
 * crosses every feature, and the refunds are made by the payments and ledger services.
 */
export async function deletionRefunds(tx: DbOrTx, userId: string, at: Date): Promise<DeletionRefunds> {
  const now = at.toISOString();
  const sessionRows = rowsOf(
    await tx.execute(sql`
      select a.id, a.starts_at, a.patient_id,
        case when a.patient_id = ${userId} then t.name else p.name end as other_name,
        case when a.patient_id = ${userId} then t.first_name else p.first_name end as other_first,
        case when a.patient_id = ${userId} then t.last_name else p.last_name end as other_last,
        pay.id as payment_id, pay.total_paise, pay.refunded_paise, coalesce(pay.currency, a.currency) as currency,
        pps.patient_package_id
      from appointments a
      join users t on t.id = a.therapist_id
      join users p on p.id = a.patient_id
      left join payments pay on pay.appointment_id = a.id and pay.status in ('paid', 'partially_refunded')
      left join patient_package_sessions pps on pps.appointment_id = a.id
      where a.status = 'upcoming' and (a.patient_id = ${userId} or a.therapist_id = ${userId})
      order by a.starts_at`),
  );
  const sessions: SessionRefund[] = sessionRows.map((r) => ({
    appointmentId: String(r.id),
    startsAt: asDate(r.starts_at),
    withName: displayName({
      name: r.other_name as string | null,
      firstName: r.other_first as string | null,
      lastName: r.other_last as string | null,
    }),
    paymentId: r.payment_id ? String(r.payment_id) : null,
    refundPaise: r.payment_id ? Math.max(0, Number(r.total_paise) - Number(r.refunded_paise)) : 0,
    currency: String(r.currency ?? CURRENCY),
  }));
  // Sessions booked from a package and cancelled now go back to it before its share is worked out.
  const returning = new Map<string, number>();
  for (const r of sessionRows) {
    if (r.patient_package_id) {
      const id = String(r.patient_package_id);
      returning.set(id, (returning.get(id) ?? 0) + 1);
    }
  }

  const packageRows = rowsOf(
    await tx.execute(sql`
      select pp.id, pp.name, pp.sessions_total, pp.sessions_left, pp.price_minor, pp.currency,
        pay.id as payment_id, pay.total_paise, pay.refunded_paise,
        case when pp.patient_id = ${userId} then t.name else p.name end as other_name,
        case when pp.patient_id = ${userId} then t.first_name else p.first_name end as other_first,
        case when pp.patient_id = ${userId} then t.last_name else p.last_name end as other_last
      from patient_packages pp
      join payments pay on pay.id::text = pp.payment_ref and pay.status in ('paid', 'partially_refunded')
      join users t on t.id = pp.therapist_id
      join users p on p.id = pp.patient_id
      where (pp.patient_id = ${userId} or pp.therapist_id = ${userId}) and pp.expires_at > ${now}::timestamptz
      order by pp.purchased_at`),
  );
  const packages: PackageRefund[] = [];
  for (const r of packageRows) {
    const id = String(r.id);
    const total = Number(r.sessions_total);
    const unused = Math.min(total, Number(r.sessions_left) + (returning.get(id) ?? 0));
    const left = Number(r.total_paise) - Number(r.refunded_paise);
    if (unused <= 0) continue;
    packages.push({
      subscriptionId: id,
      planName: String(r.name),
      withName: displayName({
        name: r.other_name as string | null,
        firstName: r.other_first as string | null,
        lastName: r.other_last as string | null,
      }),
      unusedSessions: unused,
      sessionsTotal: total,
      paymentId: String(r.payment_id),
      refundPaise: packageShare(Number(r.price_minor), unused, total, left),
      currency: String(r.currency ?? CURRENCY),
    });
  }
  return { sessions, packages };
}

/** The preview's shape (the contract's deletionRefundsData). */
export function refundsView(r: DeletionRefunds): DeletionRefundsData {
  const total = [...r.sessions, ...r.packages].reduce((sum, x) => sum + x.refundPaise, 0);
  return {
    sessions: r.sessions.map((s) => ({
      appointmentId: s.appointmentId,
      startTime: s.startsAt.toISOString(),
      withName: s.withName,
      refundPaise: s.refundPaise,
      currency: s.currency,
    })),
    packages: r.packages.map(({ paymentId: _paymentId, ...p }) => p),
    totalRefundPaise: total,
    currency: r.sessions[0]?.currency ?? r.packages[0]?.currency ?? CURRENCY,
  };
}
