import { MSG } from '@sahaj/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, couponRedemptions, payments } from '../../db/schema/index';
import { body, createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';
import { approvedTherapist, freeSlots, holdSlot, newPatient } from '../booking/test-helpers';

/**
 * Payment setup is idempotent per checkout (issue 19, issue 20 item 2): parallel configure calls
 * for one hold make one payment and one gateway order; a coupon reserved by a checkout never paid is
 * given back when its hold expires; a signed event naming another payment's order is refused.
 */
let app: FastifyInstance;
let admin: { token: string };
beforeAll(async () => {
  app = await createTestApp();
  admin = await createUserWithToken(app, { userType: 'admin' });
});
afterAll(async () => {
  await app.close();
});

// biome-ignore lint/suspicious/noExplicitAny: replies are read loosely in these tests
const data = (res: { body: string }) => body<{ data: any }>(res).data;
const api = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const MINUTE = 60_000;
let seq = 0;

async function heldSession() {
  const t = await approvedTherapist(app, { feeMinor: 100_000 });
  const p = await newPatient(app, `Idem${seq++}`);
  const slots = await freeSlots(app, p.token, t.id);
  const res = await holdSlot(app, p.token, t.id, slots[0]!);
  expect(res.statusCode, res.body).toBe(200);
  return { t, p, slots, scheduleId: data(res)._id as string };
}

async function onceCoupon() {
  const res = await api('POST', '/admin/coupons', admin.token, {
    code: `ONCE${Date.now() % 100000}${seq++}`,
    kind: 'percent',
    value: 50,
    perPatientLimit: 1,
    validFrom: new Date(Date.now() - MINUTE).toISOString(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return data(res).coupon as { _id: string; code: string };
}

const paymentsOf = (scheduleId: string) =>
  app.ctx.db.select().from(payments).where(eq(payments.scheduleId, scheduleId));

describe('configure-payment is idempotent per hold', () => {
  it('20 parallel calls for one hold (with a once-per-patient coupon): one payment, one order, the same answer', async () => {
    const { p, scheduleId } = await heldSession();
    const c = await onceCoupon();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        api('POST', '/payment/patient/test/configure-payment', p.token, { scheduleId, couponCode: c.code }),
      ),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const answers = results.map(data);
    expect(new Set(answers.map((a) => a.transactionId)).size).toBe(1);
    expect(new Set(answers.map((a) => a.orderId)).size).toBe(1);
    expect(answers[0]!.orderId).toMatch(/^tord_/);
    for (const a of answers) expect(a).toMatchObject({ couponApplied: true, discountAmount: 500 });
    const rows = await paymentsOf(scheduleId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'created', checkoutKey: `hold:${scheduleId}`, checkoutMode: 'checkout' });
    const uses = await app.ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, c._id));
    expect(uses.map((u) => u.status)).toEqual(['reserved']);
  });

  it('another gateway, mode or coupon for the same hold closes the open checkout (its coupon use given back) and opens one', async () => {
    const { p, scheduleId } = await heldSession();
    const c = await onceCoupon();
    const first = data(
      await api('POST', '/payment/patient/test/configure-payment', p.token, { scheduleId, couponCode: c.code }),
    );
    const plain = await api('POST', '/payment/patient/test/configure-payment', p.token, { scheduleId });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(data(plain).transactionId).not.toBe(first.transactionId);
    expect(data(plain).couponApplied).toBe(false);
    const rows = await paymentsOf(scheduleId);
    expect(rows.map((r) => r.status).sort()).toEqual(['created', 'failed']);
    const uses = await app.ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, c._id));
    expect(uses.map((u) => u.status)).toEqual(['released']);
    // The coupon is the patient's to use again.
    const again = await api('POST', '/payment/patient/test/configure-payment', p.token, {
      scheduleId,
      couponCode: c.code,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(data(again).couponApplied).toBe(true);
  });

  it('the database allows one open payment per checkout key', async () => {
    const { p, scheduleId } = await heldSession();
    const first = data(await api('POST', '/payment/patient/test/configure-payment', p.token, { scheduleId }));
    const [row] = await app.ctx.db.select().from(payments).where(eq(payments.transactionId, first.transactionId));
    const { id: _id, transactionId: _t, gatewayOrderId: _o, ...copy } = row!;
    await expect(
      app.ctx.db.insert(payments).values({ ...copy, transactionId: 'txn_second0000000000' }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) });
  });
});

describe('a coupon reserved by a checkout that was never paid', () => {
  it('is given back by the hold sweep once the hold expires, and the patient can use it again', async () => {
    const { t, p, slots, scheduleId } = await heldSession();
    const c = await onceCoupon();
    const paid = await api('POST', '/payment/patient/test/configure-payment', p.token, {
      scheduleId,
      couponCode: c.code,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // Still within the hold: the patient's one use is taken, so another hold cannot use it.
    const other = data(await holdSlot(app, p.token, t.id, slots[2]!))._id as string;
    const refused = await api('POST', '/payment/patient/test/configure-payment', p.token, {
      scheduleId: other,
      couponCode: c.code,
    });
    expect(refused.statusCode).toBe(409);
    await app.jobs.runNow('booking.sweep-holds');
    let uses = await app.ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, c._id));
    expect(uses.map((u) => u.status)).toEqual(['reserved']);

    // The first hold lapses (the patient walked away from the checkout) and the sweep runs.
    await app.ctx.db
      .update(appointments)
      .set({ holdExpiresAt: new Date(Date.now() - MINUTE) })
      .where(eq(appointments.id, scheduleId));
    await app.ctx.db
      .update(couponRedemptions)
      .set({ expiresAt: new Date(Date.now() - MINUTE) })
      .where(eq(couponRedemptions.couponId, c._id));
    await app.jobs.runNow('booking.sweep-holds');
    uses = await app.ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, c._id));
    expect(uses.map((u) => u.status)).toEqual(['released']);
    const third = data(await holdSlot(app, p.token, t.id, slots[4]!))._id as string;
    const ok = await api('POST', '/payment/patient/test/configure-payment', p.token, {
      scheduleId: third,
      couponCode: c.code,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(data(ok).couponApplied).toBe(true);
  });
});

describe('a signed test-gateway event naming another payment’s order', () => {
  it('is refused (400) and confirms nothing; the right order still confirms', async () => {
    const a = await heldSession();
    const b = await heldSession();
    const ca = data(
      await api('POST', '/payment/patient/test/configure-payment', a.p.token, { scheduleId: a.scheduleId }),
    );
    const cb = data(
      await api('POST', '/payment/patient/test/configure-payment', b.p.token, { scheduleId: b.scheduleId }),
    );
    const gw = app.ctx.services.payments.adapters.test!;
    const post = (e: { body: string; headers: Record<string, string> }) =>
      app.inject({ method: 'POST', url: '/api/v1/payment/webhook/test', payload: e.body, headers: e.headers });
    const [rowA] = await app.ctx.db.select().from(payments).where(eq(payments.transactionId, ca.transactionId));
    const crossed = gw.signedEvent({
      type: 'payment.succeeded',
      data: {
        transactionId: ca.transactionId,
        orderId: cb.orderId,
        paymentId: 'tpay_x',
        amountPaise: rowA!.totalPaise,
      },
    });
    const res = await post(crossed);
    expect(res.statusCode).toBe(400);
    expect(data(res)).toMatchObject({ message: MSG.paymentEventMismatch });
    // An order id that is nobody's is refused too (ours is known and differs).
    const unknown = gw.signedEvent({
      type: 'payment.succeeded',
      data: { transactionId: ca.transactionId, orderId: 'tord_nobody', amountPaise: rowA!.totalPaise },
    });
    expect((await post(unknown)).statusCode).toBe(400);
    for (const s of [a.scheduleId, b.scheduleId]) {
      const [appt] = await app.ctx.db.select().from(appointments).where(eq(appointments.id, s));
      expect(appt?.status).toBe('held');
    }
    expect((await paymentsOf(a.scheduleId))[0]?.status).toBe('created');
    const right = gw.signedEvent({
      type: 'payment.succeeded',
      data: {
        transactionId: ca.transactionId,
        orderId: ca.orderId,
        paymentId: 'tpay_y',
        amountPaise: rowA!.totalPaise,
      },
    });
    expect((await post(right)).statusCode).toBe(200);
    const [appt] = await app.ctx.db.select().from(appointments).where(eq(appointments.id, a.scheduleId));
    expect(appt?.status).toBe('upcoming');
  });
});
