import { addHours, addMinutes } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appointments, ledgerEntries, notifications, payments, refunds } from '../../db/schema/index';
import { body, createTestApp } from '../../test/test-app';
import { bearer } from '../../test/test-users';
import { approvedTherapist, insertAppointment, newPatient } from '../booking/test-helpers';
import { paidPayment } from './test-helpers';

describe('refunds on cancellation', () => {
  let app: FastifyInstance;
  let reasonId: string;
  beforeAll(async () => {
    app = await createTestApp();
    const reasons = await app.inject({ url: '/api/v1/public/cancellation-reasons' });
    reasonId = /"_id":"([0-9a-f-]{36})"/.exec(reasons.body)![1]!;
  }, 120_000);
  afterAll(async () => app?.close());
  afterEach(() => vi.restoreAllMocks());

  async function paidSession(startsAt: Date) {
    const t = await approvedTherapist(app);
    const p = await newPatient(app);
    const appt = await insertAppointment(app, { patientId: p.id, therapistId: t.id, startsAt });
    const payment = await paidPayment(app, {
      patientId: p.id,
      therapistId: t.id,
      appointmentId: appt.id,
      subtotalPaise: 120_000,
      startsAt,
    });
    return { t, p, appt, payment };
  }

  const refundsOf = (paymentId: string) => app.ctx.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
  const paymentRow = async (id: string) => (await app.ctx.db.select().from(payments).where(eq(payments.id, id)))[0]!;

  it('refunds the whole payment when the patient cancels inside the window, and shows it', async () => {
    const { p, t, appt, payment } = await paidSession(addHours(new Date(), 72));
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v1/patient/cancel-appointment',
      headers: bearer(p.token),
      payload: { appointmentId: appt.id, cancellationReasonId: reasonId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rs = await refundsOf(payment.id);
    expect(rs).toHaveLength(1);
    expect(rs[0]).toMatchObject({ amountPaise: payment.totalPaise, status: 'succeeded', key: `cancel:${appt.id}` });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', refundedPaise: payment.totalPaise });
    const entries = await app.ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.paymentId, payment.id), eq(ledgerEntries.kind, 'refund')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ grossPaise: 120_000, commissionPaise: 24_000, netPaise: 96_000 });
    const notes = await app.ctx.db.select().from(notifications).where(eq(notifications.userId, p.id));
    expect(notes.filter((n) => n.title === 'Payment Status' && /refunded/.test(n.msg))).toHaveLength(1);

    const history = await app.inject({ url: '/api/v1/patient/payment-details', headers: bearer(p.token) });
    const row = body<{ data: { paymentDetails: Array<Record<string, unknown>> } }>(history).data.paymentDetails[0]!;
    expect(row).toMatchObject({ paymentStatus: 'refunded', refundedAmount: payment.totalPaise / 100 });
    expect(row.refunds).toEqual([expect.objectContaining({ status: 'succeeded', amount: payment.totalPaise / 100 })]);

    const earnings = await app.inject({ url: '/api/v1/provider/earnings', headers: bearer(t.token) });
    expect(body<{ data: { totals: unknown } }>(earnings).data.totals).toEqual({
      gross: 1200,
      refunds: 1200,
      commission: 0,
      net: 0,
      sessions: 1,
    });

    // Asked again (a retry): the key answers the refund already made, nothing more goes back.
    await app.ctx.services.ledger.refundCancelled(app.ctx.services.payments.refund, {
      _id: appt.id,
      cancelledBy: 'patient',
    });
    expect(await refundsOf(payment.id)).toHaveLength(1);
  });

  it('refuses a patient’s cancellation after the window, so nothing is refunded', async () => {
    const { p, appt, payment } = await paidSession(addHours(new Date(), 5));
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v1/patient/cancel-appointment',
      headers: bearer(p.token),
      payload: { appointmentId: appt.id, cancellationReasonId: reasonId },
    });
    expect(res.statusCode).toBe(400);
    expect(await refundsOf(payment.id)).toHaveLength(0);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'paid', refundedPaise: 0 });
  });

  it('refunds in full when the therapist cancels, even an hour before the start', async () => {
    const { t, appt, payment } = await paidSession(addHours(new Date(), 1));
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v1/provider/cancel-appointment',
      headers: bearer(t.token),
      payload: { appointmentId: appt.id, cancellationReasonId: reasonId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rs = await refundsOf(payment.id);
    expect(rs).toEqual([expect.objectContaining({ amountPaise: payment.totalPaise, status: 'succeeded' })]);
    expect(rs[0]!.reason).toBe('Session cancelled by the therapist');
  });

  it('has nothing to refund for a free session', async () => {
    const t = await approvedTherapist(app);
    const p = await newPatient(app);
    const appt = await insertAppointment(app, {
      patientId: p.id,
      therapistId: t.id,
      startsAt: addHours(new Date(), 72),
    });
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v1/patient/cancel-appointment',
      headers: bearer(p.token),
      payload: { appointmentId: appt.id, cancellationReasonId: reasonId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const history = await app.inject({ url: '/api/v1/patient/payment-details', headers: bearer(p.token) });
    expect(body<{ data: { count: number } }>(history).data.count).toBe(0);
  });

  it('the sweep refunds a cancelled paid session whose refund was never asked for, once', async () => {
    const { appt, payment } = await paidSession(addHours(new Date(), 72));
    // As if the process stopped right after the cancellation committed.
    await app.ctx.db
      .update(appointments)
      .set({ status: 'cancelled', cancelledBy: 'doctor', cancelledAt: new Date() })
      .where(eq(appointments.id, appt.id));
    const refund = app.ctx.services.payments.refund;
    expect(await app.ctx.services.ledger.sweepCancelledRefunds(refund)).toBeGreaterThanOrEqual(1);
    expect(await app.ctx.services.ledger.sweepCancelledRefunds(refund)).toBe(0);
    expect(await refundsOf(payment.id)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
  });
  it('a refund the gateway refuses at cancellation is asked again by the sweep job, once', async () => {
    const { p, appt, payment } = await paidSession(addHours(new Date(), 72));
    const gateway = app.ctx.services.payments.adapters.test!;
    const refuse = vi.spyOn(gateway, 'refund').mockRejectedValueOnce(new Error('gateway unavailable'));
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v1/patient/cancel-appointment',
      headers: bearer(p.token),
      payload: { appointmentId: appt.id, cancellationReasonId: reasonId },
    });
    // The cancellation stands; the refused refund is recorded and the money is still owed.
    expect(res.statusCode, res.body).toBe(200);
    expect(refuse).toHaveBeenCalledTimes(1);
    expect(await refundsOf(payment.id)).toEqual([
      expect.objectContaining({ status: 'failed', key: expect.stringMatching(/^cancel:.*:failed:/) }),
    ]);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'paid', refundedPaise: 0 });

    // The pg-boss job the cluster runs every 10 minutes asks again (the gateway answers now) …
    await app.jobs.runNow('ledger.refund-cancelled');
    expect(refuse).toHaveBeenCalledTimes(2);
    const rs = await refundsOf(payment.id);
    expect(rs.filter((r) => r.status === 'succeeded')).toEqual([
      expect.objectContaining({ amountPaise: payment.totalPaise, key: `cancel:${appt.id}` }),
    ]);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', refundedPaise: payment.totalPaise });
    // … and never twice.
    await app.jobs.runNow('ledger.refund-cancelled');
    expect(refuse).toHaveBeenCalledTimes(2);
    expect(await refundsOf(payment.id)).toHaveLength(2);
  });

  it('a refund the gateway accepted, then failed by webhook, is owed again and retried by the sweep', async () => {
    const { t, appt, payment } = await paidSession(addHours(new Date(), 72));
    const gateway = app.ctx.services.payments.adapters.test!;
    const refundCall = vi
      .spyOn(gateway, 'refund')
      .mockResolvedValueOnce({ gatewayRefundId: `tref_pending_${payment.id}`, state: 'pending' });
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v1/provider/cancel-appointment',
      headers: bearer(t.token),
      payload: { appointmentId: appt.id, cancellationReasonId: reasonId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await paymentRow(payment.id)).toMatchObject({ refundedPaise: payment.totalPaise });
    const failedEvent = (id: string) => ({
      eventId: id,
      type: 'refund.failed',
      transactionId: payment.transactionId,
      orderId: null,
      gatewayPaymentId: payment.gatewayPaymentId,
      amountPaise: payment.totalPaise,
      outcome: 'refund' as const,
      refund: { gatewayRefundId: `tref_pending_${payment.id}`, state: 'failed' as const },
      payload: {},
    });
    await app.ctx.services.payments.webhook('test', failedEvent(`evt_fail_${payment.id}`));
    // A second, different failure event about the same refund gives nothing back twice.
    await app.ctx.services.payments.webhook('test', failedEvent(`evt_fail2_${payment.id}`));
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'paid', refundedPaise: 0 });
    expect(await refundsOf(payment.id)).toEqual([
      expect.objectContaining({ status: 'failed', key: expect.stringMatching(/:failed:/) }),
    ]);

    await app.jobs.runNow('ledger.refund-cancelled');
    expect(refundCall).toHaveBeenCalledTimes(2);
    expect((await refundsOf(payment.id)).filter((r) => r.status === 'succeeded')).toHaveLength(1);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', refundedPaise: payment.totalPaise });
  });

  it('a refund left pending without the gateway’s answer (the process stopped) is made by reconcile, once', async () => {
    const { p, payment } = await paidSession(addHours(new Date(), 72));
    // What refund() had written before the process stopped: the amount reserved, nobody asked yet.
    const [left] = await app.ctx.db
      .insert(refunds)
      .values({
        paymentId: payment.id,
        amountPaise: payment.totalPaise,
        reason: 'Cancelled by the patient',
        key: `stopped:${payment.id}`,
        createdAt: addMinutes(new Date(), -20),
      })
      .returning();
    await app.ctx.db
      .update(payments)
      .set({ refundedPaise: payment.totalPaise, status: 'refunded' })
      .where(eq(payments.id, payment.id));
    const ask = vi.spyOn(app.ctx.services.payments.adapters.test!, 'refund');

    await app.jobs.runNow('payments.reconcile');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask.mock.calls[0]![0]).toMatchObject({ refundId: left!.id, amountPaise: payment.totalPaise });
    expect(await refundsOf(payment.id)).toEqual([
      expect.objectContaining({ id: left!.id, status: 'succeeded', gatewayRefundId: expect.stringMatching(/^tref_/) }),
    ]);
    const refundEntries = () =>
      app.ctx.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.paymentId, payment.id), eq(ledgerEntries.kind, 'refund')));
    expect(await refundEntries()).toHaveLength(1);
    const told = async () =>
      (await app.ctx.db.select().from(notifications).where(eq(notifications.userId, p.id))).filter((n) =>
        /refund/i.test(n.msg),
      );
    expect(await told()).toHaveLength(1);

    // Settled: a second run asks nobody and records nothing twice.
    await app.jobs.runNow('payments.reconcile');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(await refundEntries()).toHaveLength(1);
    expect(await told()).toHaveLength(1);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', refundedPaise: payment.totalPaise });
  });

  it('a refund webhook that beats the gateway’s answer is matched by our refund id, and the answer does not undo it', async () => {
    const { payment } = await paidSession(addHours(new Date(), 72));
    const gateway = app.ctx.services.payments.adapters.test!;
    const early = `tref_early_${payment.id.slice(0, 8)}`;
    vi.spyOn(gateway, 'refund').mockImplementationOnce(async (input) => {
      // The gateway's webhook arrives while our call is still waiting for its answer.
      await app.ctx.services.payments.webhook('test', {
        eventId: `evt_early_${payment.id}`,
        type: 'refund.succeeded',
        transactionId: payment.transactionId,
        orderId: null,
        gatewayPaymentId: payment.gatewayPaymentId,
        amountPaise: input.amountPaise,
        outcome: 'refund',
        refund: { gatewayRefundId: early, state: 'succeeded', refundId: input.refundId },
        payload: {},
      });
      return { gatewayRefundId: early, state: 'pending' };
    });
    const r = await app.ctx.services.payments.refund(payment.id, { reason: 'test', key: `early:${payment.id}` });
    expect(r).toMatchObject({ status: 'succeeded', gatewayRefundId: early });
    expect(await refundsOf(payment.id)).toEqual([
      expect.objectContaining({ status: 'succeeded', gatewayRefundId: early }),
    ]);
    const entries = await app.ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.paymentId, payment.id), eq(ledgerEntries.kind, 'refund')));
    expect(entries).toHaveLength(1);
  });
});
