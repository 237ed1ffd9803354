import { randomBytes } from 'node:crypto';
import { addDays } from 'date-fns';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  ledgerEntries,
  patientPackageSessions,
  patientPackages,
  payments,
  therapistPackages,
} from '../../db/schema/index';
import { createTestApp } from '../../test/test-app';
import { bearer } from '../../test/test-users';
import { data, get, lastCode, patch, post } from '../auth/auth-test-helpers';
import { approvedTherapist, insertAppointment, newPatient } from '../booking/test-helpers';
import { paidPayment } from '../ledger/test-helpers';
import { packageShare } from './deletion-refunds';

/**
 * Issue 20 #1: deleting an account refunds what cancelling would — paid upcoming sessions in full, a
 * package's unused sessions pro rata — the preview says so before the code is asked for, and the
 * payments, the ledger (the therapist's earnings) and the package follow.
 */
describe('account deletion refunds', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  /** A package of 4 sessions bought for `pricePaise`, one used in the past and one booked ahead. */
  async function packageWithBooking(patientId: string, therapistId: string, pricePaise: number) {
    const db = app.ctx.db;
    const [plan] = await db
      .insert(therapistPackages)
      .values({ therapistId, name: '4 sessions in a month', sessionCount: 4, validityDays: 30, priceMinor: pricePaise })
      .returning();
    const [payment] = await db
      .insert(payments)
      .values({
        patientId,
        therapistId,
        purpose: 'package',
        packagePlanId: plan!.id,
        gateway: 'test',
        gatewayPaymentId: `tpay_${randomBytes(12).toString('hex')}`,
        transactionId: `txn_${randomBytes(8).toString('hex')}`,
        subtotalPaise: pricePaise,
        totalPaise: pricePaise,
        status: 'paid',
        paidAt: new Date(),
      })
      .returning();
    await db.transaction((tx) => app.ctx.services.ledger.recordPayment(tx, payment!));
    const [sub] = await db
      .insert(patientPackages)
      .values({
        patientId,
        therapistId,
        planId: plan!.id,
        name: plan!.name,
        sessionsTotal: 4,
        sessionsLeft: 2,
        priceMinor: pricePaise,
        currency: 'INR',
        paymentRef: payment!.id,
        expiresAt: addDays(new Date(), 30),
      })
      .returning();
    const used = await insertAppointment(app, {
      patientId,
      therapistId,
      startsAt: addDays(new Date(), -3),
      status: 'completed',
    });
    const booked = await insertAppointment(app, { patientId, therapistId, startsAt: addDays(new Date(), 6) });
    await db.insert(patientPackageSessions).values([
      { patientPackageId: sub!.id, appointmentId: used.id },
      { patientPackageId: sub!.id, appointmentId: booked.id },
    ]);
    return { sub: sub!, payment: payment!, booked };
  }

  it('the package share: price × unused ÷ total, rounded down, never more than is left to refund', () => {
    expect(packageShare(320_000, 3, 4, 320_000)).toBe(240_000);
    expect(packageShare(100_001, 1, 3, 100_001)).toBe(33_333);
    expect(packageShare(320_000, 3, 4, 100_000)).toBe(100_000);
    expect(packageShare(320_000, 0, 4, 320_000)).toBe(0);
    expect(packageShare(0, 3, 4, 0)).toBe(0);
  });

  it('a patient: the preview states the refunds, deletion makes them, the ledger and the package follow', async () => {
    const t = await approvedTherapist(app, { feeMinor: 150_000, firstName: 'Nila', lastName: 'Rao' });
    const p = await newPatient(app);
    // A paid session in 3 days, a paid one already over, a free one in 4 days.
    const paidAhead = await insertAppointment(app, {
      patientId: p.id,
      therapistId: t.id,
      startsAt: addDays(new Date(), 3),
    });
    const pay = await paidPayment(app, {
      patientId: p.id,
      therapistId: t.id,
      appointmentId: paidAhead.id,
      subtotalPaise: 150_000,
    });
    const past = await insertAppointment(app, {
      patientId: p.id,
      therapistId: t.id,
      startsAt: addDays(new Date(), -2),
      status: 'completed',
    });
    const pastPay = await paidPayment(app, {
      patientId: p.id,
      therapistId: t.id,
      appointmentId: past.id,
      subtotalPaise: 150_000,
    });
    const free = await insertAppointment(app, { patientId: p.id, therapistId: t.id, startsAt: addDays(new Date(), 4) });
    const pkg = await packageWithBooking(p.id, t.id, 320_000);

    const preview = await get(app, '/user/account/delete-profile/refunds', bearer(p.token));
    expect(preview.statusCode, preview.body).toBe(200);
    const d = data(preview) as unknown as {
      sessions: Array<{ appointmentId: string; refundPaise: number; withName: string }>;
      packages: Array<{ subscriptionId: string; unusedSessions: number; refundPaise: number }>;
      totalRefundPaise: number;
    };
    const byId = new Map(d.sessions.map((s) => [s.appointmentId, s]));
    expect(byId.get(paidAhead.id)).toMatchObject({ refundPaise: pay.totalPaise, withName: 'Nila Rao' });
    expect(byId.get(free.id)?.refundPaise).toBe(0);
    expect(byId.get(pkg.booked.id)?.refundPaise).toBe(0);
    expect(byId.has(past.id)).toBe(false);
    // 2 left + the booked one that deletion cancels = 3 of 4 unused.
    expect(d.packages).toEqual([
      expect.objectContaining({ subscriptionId: pkg.sub.id, unusedSessions: 3, refundPaise: 240_000 }),
    ]);
    expect(d.totalRefundPaise).toBe(pay.totalPaise + 240_000);

    await post(app, '/user/account/delete-profile/send-verification', {}, bearer(p.token));
    const code = await lastCode(app, p.email!);
    const res = await patch(app, '/user/account/delete-profile', { code }, bearer(p.token));
    expect(res.statusCode, res.body).toBe(200);

    const paid = async (id: string) => (await app.ctx.db.select().from(payments).where(eq(payments.id, id)))[0]!;
    // The upcoming paid session: refunded in full; the one already over: untouched.
    expect(await paid(pay.id)).toMatchObject({ status: 'refunded', refundedPaise: pay.totalPaise });
    expect((await paid(pastPay.id)).refundedPaise).toBe(0);
    // The package: its unused share refunded, nothing left to book, the booked session given back to it.
    expect(await paid(pkg.payment.id)).toMatchObject({ status: 'partially_refunded', refundedPaise: 240_000 });
    const [sub] = await app.ctx.db.select().from(patientPackages).where(eq(patientPackages.id, pkg.sub.id));
    expect(sub!.sessionsLeft).toBe(0);
    const [booked] = await app.ctx.db.select().from(appointments).where(eq(appointments.id, pkg.booked.id));
    expect(booked!.status).toBe('cancelled');
    // The ledger has a refund entry for each, so the therapist's earnings no longer count them.
    const refunds = await app.ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'refund'), inArray(ledgerEntries.paymentId, [pay.id, pkg.payment.id])));
    expect(refunds.map((r) => r.amountPaise).sort((a, b) => a - b)).toEqual(
      [240_000, pay.totalPaise].sort((a, b) => a - b),
    );
  });

  it("a therapist: their patients' paid sessions and packages with them are refunded", async () => {
    const t = await approvedTherapist(app, { feeMinor: 100_000 });
    const p = await newPatient(app, 'Ravi');
    const ahead = await insertAppointment(app, {
      patientId: p.id,
      therapistId: t.id,
      startsAt: addDays(new Date(), 2),
    });
    const pay = await paidPayment(app, {
      patientId: p.id,
      therapistId: t.id,
      appointmentId: ahead.id,
      subtotalPaise: 100_000,
    });
    const pkg = await packageWithBooking(p.id, t.id, 400_000);

    const d = data(await get(app, '/user/account/delete-profile/refunds', bearer(t.token))) as unknown as {
      sessions: Array<{ appointmentId: string; refundPaise: number; withName: string }>;
      packages: Array<{ refundPaise: number; withName: string }>;
      totalRefundPaise: number;
    };
    expect(d.sessions.find((s) => s.appointmentId === ahead.id)).toMatchObject({
      refundPaise: pay.totalPaise,
      withName: 'Ravi Patient',
    });
    expect(d.packages).toEqual([expect.objectContaining({ refundPaise: 300_000, withName: 'Ravi Patient' })]);

    await post(app, '/user/account/delete-profile/send-verification', {}, bearer(t.token));
    const res = await patch(
      app,
      '/user/account/delete-profile',
      { code: await lastCode(app, t.email!) },
      bearer(t.token),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await app.ctx.db.select().from(payments).where(eq(payments.id, pay.id));
    expect(after).toMatchObject({ status: 'refunded', refundedPaise: pay.totalPaise });
    const [pkgPay] = await app.ctx.db.select().from(payments).where(eq(payments.id, pkg.payment.id));
    expect(pkgPay!.refundedPaise).toBe(300_000);
    const [cancelled] = await app.ctx.db.select().from(appointments).where(eq(appointments.id, ahead.id));
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'doctor' });
  });

  it('the preview is the caller’s own: nothing to refund for a new account', async () => {
    const p = await newPatient(app);
    const res = await get(app, '/user/account/delete-profile/refunds', bearer(p.token));
    expect(res.statusCode).toBe(200);
    expect(data(res)).toEqual({ sessions: [], packages: [], totalRefundPaise: 0, currency: 'INR' });
    expect((await get(app, '/user/account/delete-profile/refunds')).statusCode).toBe(401);
  });
});
