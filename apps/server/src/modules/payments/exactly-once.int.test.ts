import { randomUUID } from 'node:crypto';
import { MSG } from '@sahaj/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  ledgerEntries,
  notifications,
  patientPackages,
  paymentEvents,
  payments,
  refunds,
} from '../../db/schema/index';
import type { GatewayEvent } from '../../integrations/payments/types';
import { createTestApp } from '../../test/test-app';
import { createUserWithToken } from '../../test/test-users';
import { approvedTherapist, freeSlots, holdSlot, newPatient } from '../booking/test-helpers';
import { type PaymentDeps, paymentsService } from './service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const MINUTE = 60_000;

/** A deterministic shuffle (seeded), so a failure can be replayed. */
function shuffle<T>(xs: T[], seed = 12345): T[] {
  const a = [...xs];
  let s = seed;
  for (let i = a.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** n held slots of one therapist and n payments for them ('created'), written straight to the database. */
async function heldPayments(n: number, opts: { expired?: boolean } = {}) {
  const therapist = await createUserWithToken(app, { userType: 'doctor', firstName: 'Tara' });
  const patients = await Promise.all(
    Array.from({ length: 10 }, (_, i) => createUserWithToken(app, { userType: 'patient', firstName: `P${i}` })),
  );
  const start = Date.now() + 3 * 24 * 60 * MINUTE;
  const holds = Array.from({ length: n }, (_, i) => ({
    id: randomUUID(),
    patientId: patients[i % patients.length]!.id,
    therapistId: therapist.id,
    status: 'held' as const,
    startsAt: new Date(start + i * 30 * MINUTE),
    endsAt: new Date(start + (i + 1) * 30 * MINUTE),
    periodMinutes: 30,
    holdExpiresAt: new Date(Date.now() + (opts.expired ? -1 : 10) * MINUTE),
  }));
  for (let i = 0; i < holds.length; i += 500) await app.ctx.db.insert(appointments).values(holds.slice(i, i + 500));
  const rows = holds.map((h, i) => ({
    patientId: h.patientId,
    therapistId: h.therapistId,
    purpose: 'session' as const,
    gateway: 'test' as const,
    transactionId: `txn_bulk${i}x${randomUUID().replaceAll('-', '').slice(0, 12)}`,
    scheduleId: h.id,
    startsAt: h.startsAt,
    endsAt: h.endsAt,
    periodMinutes: 30,
    gatewayOrderId: `tord_${randomUUID()}`,
    subtotalPaise: 90_000,
    feesPaise: 1_800,
    taxPaise: 16_524,
    totalPaise: 108_324,
  }));
  const inserted = [];
  for (let i = 0; i < rows.length; i += 500) {
    inserted.push(
      ...(await app.ctx.db
        .insert(payments)
        .values(rows.slice(i, i + 500))
        .returning()),
    );
  }
  return { therapist, patients, payments: inserted };
}

const paidEvent = (
  p: { transactionId: string; gatewayOrderId: string | null; totalPaise: number },
  eventId: string,
): GatewayEvent => ({
  eventId,
  type: 'payment.succeeded',
  outcome: 'paid',
  transactionId: p.transactionId,
  orderId: p.gatewayOrderId,
  gatewayPaymentId: `tpay_${eventId}`,
  amountPaise: p.totalPaise,
  payload: { id: eventId },
});

describe('exactly-once confirmation', () => {
  it('1,000 payment events delivered three times each in random order → exactly 1,000 confirmed appointments', async () => {
    // Every confirmation does its full work (appointment, notices, ledger, notification): about
    // 30-50 ms each on PGlite, so this test takes tens of seconds. P1_N shortens it while developing.
    const N = Number(process.env.P1_N ?? 1000);
    const { therapist, payments: rows } = await heldPayments(N);
    const service = app.ctx.services.payments;
    const deliveries = shuffle(rows.flatMap((p) => [0, 1, 2].map(() => paidEvent(p, `tevt_${p.id}`))));
    expect(deliveries).toHaveLength(3 * N);
    const BATCH = Number(process.env.P1_B ?? 25);
    let duplicates = 0;
    for (let i = 0; i < deliveries.length; i += BATCH) {
      const results = await Promise.all(deliveries.slice(i, i + BATCH).map((e) => service.webhook('test', e)));
      duplicates += results.filter((r) => r.duplicate).length;
    }
    expect(duplicates).toBe(2 * N);

    const ids = rows.map((p) => p.id);
    const [{ paid }] = (await app.ctx.db
      .select({ paid: sql<number>`count(*)::int` })
      .from(payments)
      .where(and(eq(payments.status, 'paid'), eq(payments.therapistId, therapist.id)))) as [{ paid: number }];
    expect(paid).toBe(N);
    const booked = await app.ctx.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.therapistId, therapist.id), eq(appointments.status, 'upcoming')));
    expect(booked).toHaveLength(N);
    const events = await app.ctx.db
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(inArray(paymentEvents.paymentId, ids));
    expect(events).toHaveLength(N);
    const statusNotes = await app.ctx.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.title, MSG.paymentStatusTitle));
    expect(statusNotes).toHaveLength(N);
    // Each payment points at its own appointment.
    const linked = await app.ctx.db.select().from(payments).where(inArray(payments.id, ids));
    expect(new Set(linked.map((p) => p.appointmentId)).size).toBe(N);
    expect(linked.every((p) => p.appointmentId === p.scheduleId)).toBe(true);
  }, 600_000);

  it('the browser’s verify, the webhook and the success page racing on one payment confirm it once', async () => {
    const {
      payments: [p],
    } = await heldPayments(1);
    const service = app.ctx.services.payments;
    const e = paidEvent(p!, `tevt_${p!.id}`);
    const results = await Promise.all([
      service.settle(p!, { kind: 'paid', gatewayPaymentId: 'tpay_a' }),
      service.webhook('test', e),
      service.settle(p!, { kind: 'paid', gatewayPaymentId: 'tpay_a' }),
      service.webhook('test', { ...e, eventId: `${e.eventId}-retry` }),
    ]);
    // At most one settle call did the work; the others saw it done.
    const settled = [results[0], results[2]] as Array<{ kind: string }>;
    expect(settled.filter((r) => r.kind === 'paid').length).toBeLessThanOrEqual(1);
    expect(settled.filter((r) => r.kind === 'unchanged').length).toBeGreaterThanOrEqual(1);
    const [appt] = await app.ctx.db.select().from(appointments).where(eq(appointments.id, p!.scheduleId!));
    expect(appt?.status).toBe('upcoming');
    const notes = await app.ctx.db.select().from(notifications).where(eq(notifications.userId, p!.patientId!));
    expect(notes.filter((n) => n.title === MSG.paymentStatusTitle)).toHaveLength(1);
    expect(notes.filter((n) => n.title === MSG.notifyBookedTitle)).toHaveLength(1);
    // A failure reported after the success changes nothing.
    const late = await service.webhook('test', {
      ...e,
      eventId: `${e.eventId}-failed`,
      outcome: 'failed',
      type: 'payment.failed',
    });
    expect(late.duplicate).toBe(false);
    const [row] = await app.ctx.db.select().from(payments).where(eq(payments.id, p!.id));
    expect(row?.status).toBe('paid');
  });
});

describe('a payment that succeeds after its hold expired', () => {
  it('books the slot when it is still free (the lapsed hold was already swept)', async () => {
    const {
      payments: [p],
    } = await heldPayments(1, { expired: true });
    await app.ctx.services.booking.sweepExpiredHolds();
    expect(await app.ctx.db.select().from(appointments).where(eq(appointments.id, p!.scheduleId!))).toHaveLength(0);
    const r = await app.ctx.services.payments.webhook('test', paidEvent(p!, `tevt_${p!.id}`));
    expect(r.duplicate).toBe(false);
    const [appt] = await app.ctx.db.select().from(appointments).where(eq(appointments.id, p!.scheduleId!));
    expect(appt).toMatchObject({ status: 'upcoming', transactionId: p!.transactionId, patientId: p!.patientId });
    const [row] = await app.ctx.db.select().from(payments).where(eq(payments.id, p!.id));
    expect(row).toMatchObject({ status: 'paid', appointmentId: p!.scheduleId });
  });

  it('refunds in full automatically and tells the patient when someone else took the slot', async () => {
    const t = await approvedTherapist(app, { feeMinor: 900_00 });
    const first = await newPatient(app, 'Late');
    const slots = await freeSlots(app, first.token, t.id);
    const hold = await holdSlot(app, first.token, t.id, slots[0]!);
    const scheduleId = JSON.parse(hold.body).data._id as string;
    const c = await app.inject({
      method: 'POST',
      url: '/api/v1/payment/patient/test/configure-payment',
      headers: { authorization: `Bearer ${first.token}` },
      payload: { scheduleId },
    });
    const transactionId = JSON.parse(c.body).data.transactionId as string;
    // The hold lapses and another patient books the same slot.
    await app.ctx.db
      .update(appointments)
      .set({ holdExpiresAt: new Date(Date.now() - MINUTE) })
      .where(eq(appointments.id, scheduleId));
    const second = await newPatient(app, 'Quick');
    expect((await holdSlot(app, second.token, t.id, slots[0]!)).statusCode).toBe(200);

    const [p] = await app.ctx.db.select().from(payments).where(eq(payments.transactionId, transactionId));
    await app.ctx.services.payments.webhook('test', paidEvent(p!, `tevt_${p!.id}`));
    const [after] = await app.ctx.db.select().from(payments).where(eq(payments.id, p!.id));
    expect(after).toMatchObject({ status: 'refunded', refundedPaise: 108_324, appointmentId: null });
    const rs = await app.ctx.db.select().from(refunds).where(eq(refunds.paymentId, p!.id));
    expect(rs).toHaveLength(1);
    expect(rs[0]).toMatchObject({ status: 'succeeded', amountPaise: 108_324, key: `unbooked:${p!.id}` });
    const notes = await app.ctx.db.select().from(notifications).where(eq(notifications.userId, first.id));
    expect(notes.map((n) => n.msg)).toContain(MSG.notifyPaymentRefundedSlotTaken);
    expect(notes.map((n) => n.msg)).not.toContain(MSG.notifyPaymentSuccess);
    const v = await app.inject({
      method: 'GET',
      url: `/api/v1/payment/test/${transactionId}`,
      headers: { authorization: `Bearer ${first.token}` },
    });
    expect(JSON.parse(v.body).data).toMatchObject({
      paymentStatus: 'payment-failed',
      status: 'refunded',
      refundedAmount: 1083.24,
    });
  });
});

describe('refunds', () => {
  it('partial then the rest; never more than paid; the same key refunds once', async () => {
    const {
      payments: [p],
    } = await heldPayments(1);
    const service = app.ctx.services.payments;
    await service.settle(p!, { kind: 'paid', gatewayPaymentId: 'tpay_r' });
    const half = await service.refund(p!.id, { amountPaise: 50_000, reason: 'late cancel', key: `cancel:${p!.id}` });
    expect(half).toMatchObject({ status: 'succeeded', amountPaise: 50_000 });
    const again = await service.refund(p!.id, { amountPaise: 50_000, reason: 'late cancel', key: `cancel:${p!.id}` });
    expect(again.id).toBe(half.id);
    let [row] = await app.ctx.db.select().from(payments).where(eq(payments.id, p!.id));
    expect(row).toMatchObject({ status: 'partially_refunded', refundedPaise: 50_000 });
    await expect(service.refund(p!.id, { amountPaise: 60_000, reason: 'too much' })).rejects.toMatchObject({
      message: MSG.refundTooLarge,
    });
    const rest = await service.refund(p!.id, { reason: 'therapist cancelled' });
    expect(rest.amountPaise).toBe(58_324);
    [row] = await app.ctx.db.select().from(payments).where(eq(payments.id, p!.id));
    expect(row).toMatchObject({ status: 'refunded', refundedPaise: 108_324 });
    await expect(service.refund(p!.id, { reason: 'again' })).rejects.toMatchObject({ message: MSG.refundNotPaid });
  });

  it('concurrent refunds of one payment never exceed its total', async () => {
    const {
      payments: [p],
    } = await heldPayments(1);
    const service = app.ctx.services.payments;
    await service.settle(p!, { kind: 'paid', gatewayPaymentId: 'tpay_c' });
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => service.refund(p!.id, { amountPaise: 40_000, reason: 'race' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const [row] = await app.ctx.db.select().from(payments).where(eq(payments.id, p!.id));
    expect(row?.refundedPaise).toBe(80_000);
  });
});

describe('reconcile job', () => {
  it('refunds again a paid session that booked nothing when the automatic refund had failed, once', async () => {
    const {
      payments: [p],
    } = await heldPayments(1, { expired: true });
    // Someone else now has the slot; the gateway refuses refunds for a while.
    await app.ctx.db.delete(appointments).where(eq(appointments.id, p!.scheduleId!));
    const other = await createUserWithToken(app, { userType: 'patient', firstName: 'Quick' });
    await app.ctx.db.insert(appointments).values({
      patientId: other.id,
      therapistId: p!.therapistId!,
      status: 'upcoming',
      startsAt: p!.startsAt!,
      endsAt: p!.endsAt!,
      periodMinutes: 30,
      confirmedAt: new Date(),
    });
    const gw = app.ctx.services.payments.adapters.test!;
    const realRefund = gw.refund;
    gw.refund = async () => {
      throw new Error('gateway down');
    };
    try {
      await app.ctx.services.payments.webhook('test', paidEvent(p!, `tevt_${p!.id}`));
    } finally {
      gw.refund = realRefund;
    }
    let [row] = await app.ctx.db.select().from(payments).where(eq(payments.id, p!.id));
    expect(row).toMatchObject({ status: 'paid', refundedPaise: 0, appointmentId: null });
    expect((await app.ctx.db.select().from(refunds).where(eq(refunds.paymentId, p!.id)))[0]?.status).toBe('failed');

    // Paid more than 2 minutes ago: the job gives the money back, and only once.
    await app.ctx.db
      .update(payments)
      .set({ paidAt: new Date(Date.now() - 5 * MINUTE) })
      .where(eq(payments.id, p!.id));
    expect((await app.ctx.services.payments.reconcile()).refunded).toBeGreaterThanOrEqual(1);
    await app.ctx.services.payments.reconcile();
    [row] = await app.ctx.db.select().from(payments).where(eq(payments.id, p!.id));
    expect(row).toMatchObject({ status: 'refunded', refundedPaise: 108_324 });
    const rs = await app.ctx.db.select().from(refunds).where(eq(refunds.paymentId, p!.id));
    expect(rs.map((r) => r.status).sort()).toEqual(['failed', 'succeeded']);
  });
});

describe('every purpose confirms exactly once (issue 19: any payer, any purpose)', () => {
  /**
   * A payments service of its own (same database and hooks as the app's), so this test registers
   * its own company handlers whatever the corporate feature registers on the app's.
   */
  function serviceWithCompanyHandlers() {
    const calls: Record<string, string[]> = { company_plan: [], company_credits: [] };
    const service = paymentsService(app.ctx, app.ctx.services.booking, (): PaymentDeps => app.ctx.services);
    for (const purpose of ['company_plan', 'company_credits'] as const) {
      service.fulfilments.register(purpose, {
        async onPaid(tx, payment) {
          calls[purpose]!.push(payment.id);
          // Work in the confirmation's transaction: rolled back with it, committed with it.
          await tx.execute(sql`select 1`);
          return { delivered: true };
        },
      });
    }
    return { service, calls };
  }

  it('session, package, company plan and company credits: each event three times at once books, delivers and records once', async () => {
    const { service, calls } = serviceWithCompanyHandlers();
    const {
      payments: [session],
    } = await heldPayments(1);
    const t = await approvedTherapist(app, { feeMinor: 90_000 });
    const buyer = await newPatient(app, 'Packer');
    const plan = await app.inject({
      method: 'POST',
      url: '/api/v1/provider/packages',
      headers: { authorization: `Bearer ${t.token}` },
      payload: { name: 'Four talks', sessionCount: 4, validityDays: 30, price: 3200 },
    });
    expect(plan.statusCode, plan.body).toBe(200);
    const planId = JSON.parse(plan.body).data.package._id as string;
    const companyId = randomUUID();
    const base = {
      gateway: 'test' as const,
      subtotalPaise: 90_000,
      feesPaise: 1_800,
      taxPaise: 16_524,
      totalPaise: 108_324,
    };
    const txn = (k: string) => `txn_${k}${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const others = await app.ctx.db
      .insert(payments)
      .values([
        {
          ...base,
          purpose: 'package',
          patientId: buyer.id,
          therapistId: t.id,
          packagePlanId: planId,
          transactionId: txn('pkg'),
        },
        { ...base, purpose: 'company_plan', companyId, companyPlanId: randomUUID(), transactionId: txn('plan') },
        { ...base, purpose: 'company_credits', companyId, transactionId: txn('cred') },
      ])
      .returning();
    const all = [session!, ...others];
    const deliveries = shuffle(all.flatMap((p) => [0, 1, 2].map((i) => paidEvent(p, `tevt_${p.id}_${i % 2}`))));
    await Promise.all(deliveries.map((e) => service.webhook('test', e)));

    const rows = await app.ctx.db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.id,
          all.map((p) => p.id),
        ),
      );
    expect(rows.map((r) => r.status)).toEqual(['paid', 'paid', 'paid', 'paid']);
    const [appt] = await app.ctx.db.select().from(appointments).where(eq(appointments.id, session!.scheduleId!));
    expect(appt).toMatchObject({ status: 'upcoming', transactionId: session!.transactionId });
    const subs = await app.ctx.db.select().from(patientPackages).where(eq(patientPackages.paymentRef, others[0]!.id));
    expect(subs).toHaveLength(1);
    expect(calls).toEqual({ company_plan: [others[1]!.id], company_credits: [others[2]!.id] });
    const entries = await app.ctx.db
      .select()
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.paymentId,
          all.map((p) => p.id),
        ),
      );
    expect(entries).toHaveLength(4);
    const company = entries.filter((e) => e.companyId === companyId);
    expect(company).toHaveLength(2);
    for (const e of company) {
      expect(e).toMatchObject({
        patientId: null,
        therapistId: null,
        grossPaise: 90_000,
        commissionPaise: 90_000,
        netPaise: 0,
      });
    }
    const events = await app.ctx.db
      .select()
      .from(paymentEvents)
      .where(
        inArray(
          paymentEvents.paymentId,
          all.map((p) => p.id),
        ),
      );
    expect(events).toHaveLength(8);
  });
});
