import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  type PaymentGatewayName,
  type PaymentRow,
  patientOnboarding,
  paymentEvents,
  payments,
  type RefundRow,
  refunds,
  users,
} from '../../db/schema/index';

/** failure_reason of a paid purchase its feature could not deliver (refunded in full, again by reconcile until done). */
export const UNDELIVERED = 'Not delivered';

/** Queries of payments, their gateway events and refunds (no rules). */
export function paymentsRepository(db: DbOrTx) {
  return {
    async insert(tx: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [row] = await tx.insert(payments).values(values).returning();
      return row!;
    },

    async byId(tx: DbOrTx, id: string) {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id)).limit(1);
      return row;
    },

    async lock(tx: DbOrTx, id: string) {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update').limit(1);
      return row;
    },

    async byTransaction(transactionId: string) {
      const [row] = await db.select().from(payments).where(eq(payments.transactionId, transactionId)).limit(1);
      return row;
    },

    /** Finds the payment a gateway event is about by any id it carries. */
    async byReference(
      gateway: PaymentGatewayName,
      ref: { transactionId?: string | null; orderId?: string | null; intentId?: string | null },
    ) {
      const where = ref.transactionId
        ? eq(payments.transactionId, ref.transactionId)
        : ref.orderId
          ? and(eq(payments.gateway, gateway), eq(payments.gatewayOrderId, ref.orderId))
          : ref.intentId
            ? and(eq(payments.gateway, gateway), eq(payments.gatewayIntentId, ref.intentId))
            : undefined;
      if (!where) return undefined;
      const [row] = await db.select().from(payments).where(where).limit(1);
      return row?.gateway === gateway ? row : undefined;
    },

    async setGatewayIds(
      tx: DbOrTx,
      id: string,
      ids: { gatewayOrderId: string | null; gatewayIntentId: string | null },
    ): Promise<PaymentRow> {
      const [row] = await tx
        .update(payments)
        .set({ ...ids, updatedAt: new Date() })
        .where(eq(payments.id, id))
        .returning();
      return row!;
    },

    /**
     * Queues the checkouts of one key (the same hold, the same company purchase) one after another
     * until the transaction ends: a transaction-level advisory lock on the key's hash.
     */
    async lockCheckoutKey(tx: DbOrTx, key: string) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`checkout:${key}`}, 0))`);
    },

    /** The open payment of a checkout key, if any (at most one: payments_open_checkout_unique). */
    async openByCheckoutKey(tx: DbOrTx, key: string) {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.checkoutKey, key), eq(payments.status, 'created')))
        .limit(1);
      return row;
    },

    /** A paid purchase its feature could not deliver: reconcile refunds it (again) until given back. */
    async markUndelivered(tx: DbOrTx, id: string) {
      await tx.update(payments).set({ failureReason: UNDELIVERED, updatedAt: new Date() }).where(eq(payments.id, id));
    },

    /** The one step to 'paid': only from 'created' or 'failed' (a gateway may let an order be retried). */
    async markPaid(tx: DbOrTx, id: string, at: Date, gatewayPaymentId: string | null) {
      const [row] = await tx
        .update(payments)
        .set({
          status: 'paid',
          paidAt: at,
          failureReason: null,
          gatewayPaymentId: gatewayPaymentId ?? sql`${payments.gatewayPaymentId}`,
          updatedAt: at,
        })
        .where(and(eq(payments.id, id), inArray(payments.status, ['created', 'failed'])))
        .returning();
      return row;
    },

    async markFailed(tx: DbOrTx, id: string, at: Date, reason: string) {
      const [row] = await tx
        .update(payments)
        .set({ status: 'failed', failedAt: at, failureReason: reason.slice(0, 500), updatedAt: at })
        .where(and(eq(payments.id, id), eq(payments.status, 'created')))
        .returning();
      return row;
    },

    async setAppointment(tx: DbOrTx, id: string, appointmentId: string) {
      const [row] = await tx
        .update(payments)
        .set({ appointmentId, updatedAt: new Date() })
        .where(eq(payments.id, id))
        .returning();
      return row!;
    },

    /** Stores a gateway event once; false when it was seen before (a repeat). */
    async recordEvent(
      tx: DbOrTx,
      e: { gateway: PaymentGatewayName; eventId: string; type: string; paymentId: string | null; payload: unknown },
    ): Promise<boolean> {
      const rows = await tx
        .insert(paymentEvents)
        .values({ ...e, payload: e.payload as object })
        .onConflictDoNothing({ target: [paymentEvents.gateway, paymentEvents.eventId] })
        .returning({ id: paymentEvents.id });
      return rows.length > 0;
    },

    async refundByKey(tx: DbOrTx, key: string) {
      const [row] = await tx.select().from(refunds).where(eq(refunds.key, key)).limit(1);
      return row;
    },

    async refundById(tx: DbOrTx, id: string) {
      const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).limit(1);
      return row;
    },

    /** Refunds still pending since before this instant (the gateway's answer or webhook was lost). */
    async pendingRefundsBefore(before: Date, limit: number) {
      return db
        .select()
        .from(refunds)
        .where(and(eq(refunds.status, 'pending'), lt(refunds.createdAt, before)))
        .orderBy(refunds.createdAt)
        .limit(limit);
    },

    async refundByGatewayId(tx: DbOrTx, gatewayRefundId: string) {
      const [row] = await tx.select().from(refunds).where(eq(refunds.gatewayRefundId, gatewayRefundId)).limit(1);
      return row;
    },

    async insertRefund(tx: DbOrTx, values: typeof refunds.$inferInsert): Promise<RefundRow> {
      const [row] = await tx.insert(refunds).values(values).returning();
      return row!;
    },

    async updateRefund(
      tx: DbOrTx,
      id: string,
      set: Partial<Pick<RefundRow, 'status' | 'gatewayRefundId' | 'failureReason' | 'key'>>,
      onlyFrom?: RefundRow['status'],
    ) {
      const [row] = await tx
        .update(refunds)
        .set({ ...set, updatedAt: new Date() })
        .where(onlyFrom ? and(eq(refunds.id, id), eq(refunds.status, onlyFrom)) : eq(refunds.id, id))
        .returning();
      return row;
    },

    /** Adds (or, with a negative amount, gives back) refunded paise and sets the status to match. */
    async addRefunded(tx: DbOrTx, id: string, amountPaise: number) {
      const [row] = await tx
        .update(payments)
        .set({
          refundedPaise: sql`${payments.refundedPaise} + ${amountPaise}`,
          status: sql`case when ${payments.refundedPaise} + ${amountPaise} >= ${payments.totalPaise} then 'refunded' when ${payments.refundedPaise} + ${amountPaise} > 0 then 'partially_refunded' else 'paid' end`,
          updatedAt: new Date(),
        })
        .where(eq(payments.id, id))
        .returning();
      return row!;
    },

    /**
     * Paid payments that delivered nothing and were never refunded (an automatic refund failed): a
     * session that booked no appointment, or a purchase its feature marked undelivered.
     */
    async unbookedUnrefunded(before: Date, limit: number) {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.status, 'paid'),
            or(
              and(eq(payments.purpose, 'session'), isNull(payments.appointmentId)),
              and(ne(payments.purpose, 'session'), eq(payments.failureReason, UNDELIVERED)),
            ),
            eq(payments.refundedPaise, 0),
            lt(payments.paidAt, before),
          ),
        )
        .limit(limit);
    },

    /** Payments still open since before this instant (their webhook may have been lost). */
    async openSince(before: Date, limit: number) {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.status, 'created'), lt(payments.createdAt, before)))
        .orderBy(payments.createdAt)
        .limit(limit);
    },

    async person(tx: DbOrTx, id: string) {
      const [u] = await tx
        .select({
          name: users.name,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          phone: users.phone,
          /** The place a patient picked on onboarding's time-zone page: the address a checkout prefills. */
          location: patientOnboarding.location,
        })
        .from(users)
        .leftJoin(patientOnboarding, eq(patientOnboarding.userId, users.id))
        .where(eq(users.id, id))
        .limit(1);
      return u;
    },
  };
}
export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
