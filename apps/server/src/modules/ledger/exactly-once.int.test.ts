import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, invoices, ledgerEntries, payments } from '../../db/schema/index';
import type { GatewayEvent } from '../../integrations/payments/types';
import { createTestApp } from '../../test/test-app';
import { createUserWithToken } from '../../test/test-users';

const MINUTE = 60_000;

/** A seeded shuffle, so a failure can be replayed. */
function shuffle<T>(xs: T[], seed = 777): T[] {
  const a = [...xs];
  let s = seed;
  for (let i = a.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

describe('ledger through the payment core’s webhooks', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  }, 120_000);
  afterAll(async () => app?.close());

  it('each payment event delivered three times, out of order and concurrently, credits once and invoices once', async () => {
    const N = Number(process.env.P2_N ?? 100);
    const therapist = await createUserWithToken(app, { userType: 'doctor', firstName: 'Tara' });
    const patient = await createUserWithToken(app, { userType: 'patient', firstName: 'Pia' });
    const start = Date.now() + 3 * 24 * 60 * MINUTE;
    const holds = Array.from({ length: N }, (_, i) => ({
      id: randomUUID(),
      patientId: patient.id,
      therapistId: therapist.id,
      status: 'held' as const,
      startsAt: new Date(start + i * 30 * MINUTE),
      endsAt: new Date(start + (i + 1) * 30 * MINUTE),
      periodMinutes: 30,
      holdExpiresAt: new Date(Date.now() + 10 * MINUTE),
    }));
    await app.ctx.db.insert(appointments).values(holds);
    const rows = await app.ctx.db
      .insert(payments)
      .values(
        holds.map((h, i) => ({
          patientId: h.patientId,
          therapistId: h.therapistId,
          purpose: 'session' as const,
          gateway: 'test' as const,
          transactionId: `txn_ledger${i}x${randomUUID().replaceAll('-', '').slice(0, 12)}`,
          scheduleId: h.id,
          startsAt: h.startsAt,
          endsAt: h.endsAt,
          periodMinutes: 30,
          gatewayOrderId: `tord_${randomUUID()}`,
          subtotalPaise: 90_000,
          feesPaise: 1_800,
          taxPaise: 16_524,
          totalPaise: 108_324,
        })),
      )
      .returning();
    const event = (p: (typeof rows)[number]): GatewayEvent => ({
      eventId: `tevt_${p.id}`,
      type: 'payment.succeeded',
      outcome: 'paid',
      transactionId: p.transactionId,
      orderId: p.gatewayOrderId,
      gatewayPaymentId: `tpay_${p.id.replaceAll('-', '')}`,
      amountPaise: p.totalPaise,
      payload: { id: p.id },
    });
    const deliveries = shuffle(rows.flatMap((p) => [event(p), event(p), event(p)]));
    for (let i = 0; i < deliveries.length; i += 20) {
      await Promise.all(deliveries.slice(i, i + 20).map((e) => app.ctx.services.payments.webhook('test', e)));
    }

    const entries = await app.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.therapistId, therapist.id));
    expect(entries).toHaveLength(N);
    expect(new Set(entries.map((e) => e.paymentId)).size).toBe(N);
    expect(entries.every((e) => e.kind === 'payment' && e.grossPaise === 90_000 && e.netPaise === 72_000)).toBe(true);
    const issued = await app.ctx.db.select().from(invoices).where(eq(invoices.therapistId, therapist.id));
    expect(issued).toHaveLength(N);
    // The numbers are this file's only invoices: 1..N of the year, no gap, no repeat.
    expect(issued.map((x) => x.sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: N }, (_, i) => i + 1));

    const earnings = await app.ctx.services.ledger.earnings(therapist.id);
    expect(earnings.totals).toEqual({ gross: 900 * N, refunds: 0, commission: 180 * N, net: 720 * N, sessions: N });
  }, 600_000);
});
