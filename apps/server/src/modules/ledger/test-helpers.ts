import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type PaymentRow, payments, type RefundRow, refunds } from '../../db/schema/index';

/**
 * A paid session payment written the way the payment core confirms one: the row turns 'paid' and
 * the ledger records it in the same transaction. For tests that need money without a gateway.
 */
export async function paidPayment(
  app: FastifyInstance,
  p: {
    patientId: string;
    therapistId: string;
    appointmentId?: string | null;
    subtotalPaise: number;
    discountPaise?: number;
    startsAt?: Date;
    paidAt?: Date;
    record?: boolean;
    purpose?: 'session' | 'package';
  },
): Promise<PaymentRow> {
  // The payment core's arithmetic (payments/pricing.ts) at 2 % processing fee and 18 % GST.
  const discountPaise = p.discountPaise ?? 0;
  const amount = p.subtotalPaise - discountPaise;
  const feesPaise = Math.round((amount * 2) / 100);
  const taxPaise = Math.round(((amount + feesPaise) * 18) / 100);
  const a = {
    subtotalPaise: p.subtotalPaise,
    discountPaise,
    feesPaise,
    taxPaise,
    totalPaise: amount + feesPaise + taxPaise,
  };
  return app.ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        patientId: p.patientId,
        therapistId: p.therapistId,
        purpose: p.purpose ?? 'session',
        gateway: 'test',
        gatewayPaymentId: `tpay_${randomBytes(12).toString('hex')}`,
        transactionId: `txn_${randomBytes(8).toString('hex')}`,
        scheduleId: p.appointmentId ?? crypto.randomUUID(),
        appointmentId: p.appointmentId ?? null,
        startsAt: p.startsAt ?? null,
        subtotalPaise: a.subtotalPaise,
        discountPaise: a.discountPaise,
        feesPaise: a.feesPaise,
        taxPaise: a.taxPaise,
        totalPaise: a.totalPaise,
        couponCode: a.discountPaise ? 'WELCOME10' : null,
        status: 'paid',
        paidAt: p.paidAt ?? new Date(),
      })
      .returning();
    if (p.record !== false) await app.ctx.services.ledger.recordPayment(tx, row!);
    return row!;
  });
}

/** A succeeded refund of part or all of a payment, recorded in the ledger in its transaction. */
export async function succeededRefund(
  app: FastifyInstance,
  payment: PaymentRow,
  amountPaise: number,
): Promise<RefundRow> {
  return app.ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(refunds)
      .values({ paymentId: payment.id, amountPaise, reason: 'test refund', status: 'succeeded' })
      .returning();
    const [cur] = await tx.select().from(payments).where(eq(payments.id, payment.id));
    const refunded = cur!.refundedPaise + amountPaise;
    await tx
      .update(payments)
      .set({ refundedPaise: refunded, status: refunded >= cur!.totalPaise ? 'refunded' : 'partially_refunded' })
      .where(eq(payments.id, payment.id));
    await app.ctx.services.ledger.recordRefund(tx, row!);
    return row!;
  });
}
