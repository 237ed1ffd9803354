import { MSG } from '@sahaj/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, couponRedemptions, payments } from '../../db/schema/index';
import { body, createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';
import { approvedTherapist, freeSlots, holdSlot, newPatient } from '../booking/test-helpers';

/** Coupons through the real payment calls: the test gateway's configure and the zero-charge path. */
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
const api = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
let seq = 0;

async function coupon(payload: Record<string, unknown>) {
  const res = await api('POST', '/admin/coupons', admin.token, {
    code: `PAY${Date.now() % 100000}${seq++}`,
    kind: 'percent',
    value: 50,
    validFrom: new Date(Date.now() - 60_000).toISOString(),
    ...payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return data(res).coupon as { _id: string; code: string };
}

async function hold(token: string, therapistId: string, slot: string) {
  const res = await holdSlot(app, token, therapistId, slot);
  expect(res.statusCode, res.body).toBe(200);
  return data(res)._id as string;
}

const uses = (couponId: string) =>
  app.ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId));

describe('coupons with payments', () => {
  it('20 patients configure payments at once with a coupon limited to 5 uses: exactly 5 discounted; failed ones give their use back', async () => {
    const t = await approvedTherapist(app, { feeMinor: 100_000 });
    const c = await coupon({ totalLimit: 5 });
    const patients = await Promise.all(Array.from({ length: 20 }, (_, i) => newPatient(app, `Payer${i}`)));
    const slots = await freeSlots(app, patients[0]!.token, t.id);
    const holds = await Promise.all(patients.map((p, i) => hold(p.token, t.id, slots[i]!)));
    const results = await Promise.all(
      patients.map((p, i) =>
        api('POST', '/payment/patient/test/configure-payment', p.token, { scheduleId: holds[i], couponCode: c.code }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(5);
    for (const r of ok) expect(data(r)).toMatchObject({ discountAmount: 500, couponApplied: true, amount: 500 });
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode, r.body).toBe(409);
      expect(data(r)).toMatchObject({ message: MSG.couponLimitReached, field: 'couponCode' });
    }
    expect((await uses(c._id)).filter((u) => u.status === 'reserved')).toHaveLength(5);

    // Three pay, two fail: 3 uses counted, 2 given back (and taken by the next payers).
    const paid = ok.slice(0, 3).map((r) => data(r).transactionId as string);
    const failed = ok.slice(3).map((r) => data(r).transactionId as string);
    const ownerOf = async (txn: string) => {
      const [row] = await app.ctx.db.select().from(payments).where(eq(payments.transactionId, txn));
      return patients.find((p) => p.id === row!.patientId)!;
    };
    for (const [txn, outcome] of [...paid.map((x) => [x, 'success']), ...failed.map((x) => [x, 'failure'])]) {
      const owner = await ownerOf(txn!);
      const done = await api('POST', `/payment/test/checkout/${txn}/complete`, owner.token, { outcome });
      expect(done.statusCode, done.body).toBe(200);
    }
    const after = await uses(c._id);
    expect(after.filter((u) => u.status === 'redeemed')).toHaveLength(3);
    expect(after.filter((u) => u.status === 'released')).toHaveLength(2);
    const list = data(await api('GET', `/admin/coupons?searchKey=${c.code}`, admin.token));
    expect(list.coupons[0]).toMatchObject({ used: 3, reserved: 0 });
    const refused = results.findIndex((r) => r.statusCode === 409);
    const again = await api('POST', '/payment/patient/test/configure-payment', patients[refused]!.token, {
      scheduleId: holds[refused],
      couponCode: c.code,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(data(again)).toMatchObject({ discountAmount: 500 });
  }, 120_000);

  it('a 100 % coupon books through the zero-charge path and its use is counted; a smaller one does not and takes no use', async () => {
    const t = await approvedTherapist(app, { feeMinor: 80_000 });
    const p = await newPatient(app);
    const [s1, s2] = await freeSlots(app, p.token, t.id);
    const full = await coupon({ value: 100, totalLimit: 1 });
    const half = await coupon({ value: 50 });
    const applied = data(
      await api('POST', '/payment/patient/coupon/apply', p.token, { providerId: t.id, couponCode: full.code }),
    );
    expect(applied).toMatchObject({ subTotal: 800, discountAmount: 800, feesAndTaxes: 0, totalAmount: 0 });

    const h1 = await hold(p.token, t.id, s1!);
    const noCoupon = await api('POST', '/payment/patient/zeroconsultationcharges/configure-payment', p.token, {
      scheduleId: h1,
    });
    expect(noCoupon.statusCode).toBe(400);
    const halfOff = await api('POST', '/payment/patient/zeroconsultationcharges/configure-payment', p.token, {
      scheduleId: h1,
      couponCode: half.code,
    });
    expect(halfOff.statusCode, halfOff.body).toBe(400);
    expect(data(halfOff).message).toBe(MSG.paymentRequired);
    expect(await uses(half._id)).toHaveLength(0);

    const booked = await api('POST', '/payment/patient/zeroconsultationcharges/configure-payment', p.token, {
      scheduleId: h1,
      couponCode: full.code.toLowerCase(),
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(data(booked)).toMatchObject({ paymentStatus: 'payment-success', amount: 0, appointmentId: h1 });
    const [appt] = await app.ctx.db.select().from(appointments).where(eq(appointments.id, h1));
    expect(appt).toMatchObject({ status: 'upcoming', amountMinor: 0 });
    const [use] = await uses(full._id);
    expect(use).toMatchObject({ status: 'redeemed', discountMinor: 80_000, paymentRef: appt!.transactionId });

    // The only use is gone: the next booking with it is refused and stays a hold.
    const h2 = await hold(p.token, t.id, s2!);
    const second = await api('POST', '/payment/patient/zeroconsultationcharges/configure-payment', p.token, {
      scheduleId: h2,
      couponCode: full.code,
    });
    expect(second.statusCode).toBe(409);
    expect(data(second).message).toBe(MSG.couponLimitReached);
    const [still] = await app.ctx.db.select().from(appointments).where(eq(appointments.id, h2));
    expect(still!.status).toBe('held');
  });
  it('a coupon on a package: apply answers the package’s price with it off, the purchase charges that, one use counted', async () => {
    const t = await approvedTherapist(app, { feeMinor: 100_000 });
    const other = await approvedTherapist(app);
    const p = await newPatient(app);
    const offered = await api('POST', '/provider/packages', t.token, {
      name: '4 sessions in a month',
      sessionCount: 4,
      validityDays: 30,
      price: 3000,
    });
    expect(offered.statusCode, offered.body).toBe(200);
    const planId = data(offered).package._id as string;
    const c = await coupon({ kind: 'percent', value: 10 });

    const applied = await api('POST', '/payment/patient/coupon/apply', p.token, {
      providerId: t.id,
      subscriptionPlanId: planId,
      couponCode: c.code.toLowerCase(),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    // ₹3,000 − 10 % = ₹2,700; + 2 % fee (₹54) + 18 % GST on ₹2,754 (₹495.72) = ₹3,249.72.
    expect(data(applied)).toMatchObject({
      subTotal: 3000,
      discountAmount: 300,
      amount: 2700,
      integratorprocessingFeeValue: 54,
      totalAmount: 3249.72,
      couponApplied: true,
      couponCode: c.code,
      message: MSG.couponApplied,
    });
    // The session price is another thing: without the plan the same code is taken off one session.
    const session = await api('POST', '/payment/patient/coupon/apply', p.token, {
      providerId: t.id,
      couponCode: c.code,
    });
    expect(data(session)).toMatchObject({ subTotal: 1000, discountAmount: 100 });
    // A plan of another therapist, or an id that is no plan, is refused with the package's words.
    for (const bad of [planId, '5b0d3a52-0000-4000-8000-00000000dead']) {
      const res = await api('POST', '/payment/patient/coupon/apply', p.token, {
        providerId: other.id,
        subscriptionPlanId: bad,
        couponCode: c.code,
      });
      expect(res.statusCode, res.body).toBe(404);
      expect(body(res).data.message).toBe(MSG.packageNotFound);
    }
    const notUuid = await api('POST', '/payment/patient/coupon/apply', p.token, {
      providerId: t.id,
      subscriptionPlanId: 'plan-1',
      couponCode: c.code,
    });
    expect(notUuid.statusCode).toBe(400);

    const configured = await api('POST', '/payment/patient/test/configure-subscription-payment', p.token, {
      planId,
      couponCode: c.code,
    });
    expect(configured.statusCode, configured.body).toBe(200);
    expect(data(configured)).toMatchObject({ discountAmount: 300, totalAmount: 3249.72, couponApplied: true });
    const txn = data(configured).transactionId as string;
    const done = await api('POST', `/payment/test/checkout/${txn}/complete`, p.token, { outcome: 'success' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await uses(c._id)).map((u) => u.status)).toEqual(['redeemed']);
    const active = data(await api('GET', '/patient/subscription/active', p.token)).subscriptions;
    expect(active).toEqual([expect.objectContaining({ planId, amountPaid: 3249.72 })]);
  });
});
