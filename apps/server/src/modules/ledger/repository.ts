import { APPOINTMENT_STATUS } from '@sahaj/contract';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import {
  appointments,
  familyMembers,
  invoiceCounters,
  invoiceLines,
  invoices,
  ledgerEntries,
  payments,
  refunds,
  users,
} from '../../db/schema/index';

export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;
export type NewInvoice = typeof invoices.$inferInsert;
export type NewInvoiceLine = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;

const therapist = alias(users, 'therapist');
const patient = alias(users, 'patient');

/** Queries of the money record (ledger, invoices) and the payment history read from P1's tables. */
export function ledgerRepository(db: Db) {
  return {
    /** Inserts unless this payment / refund already has its entry; undefined when it had. */
    async insertEntry(tx: DbOrTx, entry: NewLedgerEntry) {
      const [row] = await tx.insert(ledgerEntries).values(entry).onConflictDoNothing().returning();
      return row;
    },

    /** The payment's own entry, locked: refunds of one payment are recorded one after another. */
    async lockPaymentEntry(tx: DbOrTx, paymentId: string) {
      const [row] = await tx
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.paymentId, paymentId), eq(ledgerEntries.kind, 'payment')))
        .for('update');
      return row;
    },

    /** What earlier refunds of one payment already reversed. */
    async refundedSoFar(tx: DbOrTx, paymentId: string) {
      const [row] = await tx
        .select({
          amountPaise: sql<number>`coalesce(sum(${ledgerEntries.amountPaise}), 0)::int`,
          grossPaise: sql<number>`coalesce(sum(${ledgerEntries.grossPaise}), 0)::int`,
          commissionPaise: sql<number>`coalesce(sum(${ledgerEntries.commissionPaise}), 0)::int`,
        })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.paymentId, paymentId), eq(ledgerEntries.kind, 'refund')));
      return row ?? { amountPaise: 0, grossPaise: 0, commissionPaise: 0 };
    },

    async person(tx: DbOrTx, id: string) {
      const [row] = await tx
        .select({ name: users.name, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    /** The next number of a series, under the counter row's lock (gapless: it rolls back with the caller). */
    async nextInvoiceSequence(tx: DbOrTx, series: string): Promise<number> {
      const [row] = await tx
        .insert(invoiceCounters)
        .values({ series, lastNumber: 1 })
        .onConflictDoUpdate({
          target: invoiceCounters.series,
          set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
        })
        .returning({ n: invoiceCounters.lastNumber });
      return row!.n;
    },

    async insertInvoice(tx: DbOrTx, invoice: NewInvoice, lines: NewInvoiceLine[]) {
      const [row] = await tx.insert(invoices).values(invoice).returning();
      if (lines.length) await tx.insert(invoiceLines).values(lines.map((l) => ({ ...l, invoiceId: row!.id })));
      return row!;
    },

    async invoiceOfPayment(paymentId: string) {
      const [row] = await db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
      if (!row) return undefined;
      const lines = await db
        .select()
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, row.id))
        .orderBy(asc(invoiceLines.position));
      return { invoice: row, lines };
    },

    /**
     * What an invoice says about the session bought: when it is (the appointment's time, which a
     * reschedule moves, else the slot paid for) and whom it is for when a family member (issue 20 #5).
     */
    async invoiceSessionOf(paymentId: string) {
      const [row] = await db
        .select({
          startsAt: sql<Date | null>`coalesce(${appointments.startsAt}, ${payments.startsAt})`,
          forName: familyMembers.name,
        })
        .from(payments)
        .leftJoin(appointments, eq(appointments.id, payments.appointmentId))
        .leftJoin(familyMembers, eq(familyMembers.id, payments.familyMemberId))
        .where(eq(payments.id, paymentId));
      return row;
    },

    /** A patient's own payment (undefined for anybody else's). */
    async ownPayment(patientId: string, paymentId: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.id, paymentId), eq(payments.patientId, patientId)));
      return row;
    },

    /** The patient's payments, newest first; abandoned checkouts ('created') are not history. */
    async patientPayments(patientId: string, page: number, limit: number) {
      const where = and(eq(payments.patientId, patientId), ne(payments.status, 'created'));
      const rows = await db
        .select({
          payment: payments,
          therapistName: therapist.name,
          therapistFirstName: therapist.firstName,
          therapistLastName: therapist.lastName,
          appointmentStartsAt: appointments.startsAt,
          invoiceNumber: invoices.number,
        })
        .from(payments)
        .innerJoin(therapist, eq(therapist.id, payments.therapistId))
        .leftJoin(appointments, eq(appointments.id, payments.appointmentId))
        .leftJoin(invoices, eq(invoices.paymentId, payments.id))
        .where(where)
        .orderBy(
          desc(sql`coalesce(${payments.paidAt}, ${payments.failedAt}, ${payments.createdAt})`),
          desc(payments.id),
        )
        .limit(limit)
        .offset(page * limit);
      const [total] = await db.select({ n: count() }).from(payments).where(where);
      return { rows, count: total?.n ?? 0 };
    },

    async refundsOf(paymentIds: string[]) {
      if (!paymentIds.length) return [];
      return db.select().from(refunds).where(inArray(refunds.paymentId, paymentIds)).orderBy(asc(refunds.createdAt));
    },

    /** A therapist's entries, newest first. */
    async therapistEntries(therapistId: string, page: number, limit: number) {
      const where = eq(ledgerEntries.therapistId, therapistId);
      const rows = await db
        .select({
          entry: ledgerEntries,
          transactionId: payments.transactionId,
          purpose: payments.purpose,
          startsAt: sql<Date | null>`coalesce(${appointments.startsAt}, ${payments.startsAt})`,
          patientName: patient.name,
          patientFirstName: patient.firstName,
          patientLastName: patient.lastName,
        })
        .from(ledgerEntries)
        .innerJoin(payments, eq(payments.id, ledgerEntries.paymentId))
        .innerJoin(patient, eq(patient.id, ledgerEntries.patientId))
        .leftJoin(appointments, eq(appointments.id, ledgerEntries.appointmentId))
        .where(where)
        .orderBy(desc(ledgerEntries.occurredAt), desc(ledgerEntries.id))
        .limit(limit)
        .offset(page * limit);
      const [total] = await db.select({ n: count() }).from(ledgerEntries).where(where);
      return { rows, count: total?.n ?? 0 };
    },

    /** Sums per kind, overall and per month ('YYYY-MM' in the zone) since `from`. */
    async therapistTotals(therapistId: string, zone: string, from: Date) {
      const sums = {
        amountPaise: sql<number>`coalesce(sum(${ledgerEntries.amountPaise}), 0)::int`,
        grossPaise: sql<number>`coalesce(sum(${ledgerEntries.grossPaise}), 0)::int`,
        commissionPaise: sql<number>`coalesce(sum(${ledgerEntries.commissionPaise}), 0)::int`,
        netPaise: sql<number>`coalesce(sum(${ledgerEntries.netPaise}), 0)::int`,
        entries: sql<number>`count(*)::int`,
      };
      const all = await db
        .select({ kind: ledgerEntries.kind, ...sums })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.therapistId, therapistId))
        .groupBy(ledgerEntries.kind);
      const month = sql<string>`to_char(${ledgerEntries.occurredAt} at time zone ${zone}, 'YYYY-MM')`;
      const months = await db
        .select({ kind: ledgerEntries.kind, month, ...sums })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.therapistId, therapistId),
            sql`${ledgerEntries.occurredAt} >= ${from.toISOString()}::timestamptz`,
          ),
        )
        // By position: the month expression carries the zone as a parameter, which GROUP BY cannot match.
        .groupBy(sql`1`, sql`2`);
      return { all, months };
    },

    /** The paid (not wholly refunded) payment that booked an appointment. */
    async refundablePaymentOf(appointmentId: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(eq(payments.appointmentId, appointmentId), inArray(payments.status, ['paid', 'partially_refunded'])),
        );
      return row;
    },

    /** Cancelled appointments with money still held and no cancellation refund asked for. */
    async cancelledWithoutRefund(limit: number) {
      return db
        .select({ appointmentId: appointments.id, cancelledBy: appointments.cancelledBy })
        .from(payments)
        .innerJoin(appointments, eq(appointments.id, payments.appointmentId))
        .where(
          and(
            eq(appointments.status, APPOINTMENT_STATUS.cancelled),
            inArray(payments.status, ['paid', 'partially_refunded']),
            sql`${payments.totalPaise} > ${payments.refundedPaise}`,
            sql`not exists (select 1 from ${refunds} where ${refunds.key} = 'cancel:' || ${appointments.id}::text)`,
          ),
        )
        .limit(limit);
    },

    async timeZoneOf(userId: string) {
      const [row] = await db.select({ zone: users.timeZone }).from(users).where(eq(users.id, userId));
      return row?.zone;
    },
  };
}
export type LedgerRepository = ReturnType<typeof ledgerRepository>;
