import { randomUUID } from 'node:crypto';
import { MSG } from '@sahaj/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions } from '../../db/schema/index';
import { body, createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';
import { approvedTherapist, newPatient } from '../booking/test-helpers';

let app: FastifyInstance;
let admin: { id: string; token: string };
beforeAll(async () => {
  app = await createTestApp();
  admin = await createUserWithToken(app, { userType: 'admin' });
});
afterAll(async () => {
  await app.close();
});

// biome-ignore lint/suspicious/noExplicitAny: replies are read loosely in these tests
type Loose = { data: any };
const data = (res: { body: string }) => body<Loose>(res).data;

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const past = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const future = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
let seq = 0;
const code = (prefix = 'SAVE') => `${prefix}${Date.now() % 100000}${seq++}`;

async function createCoupon(payload: Record<string, unknown>) {
  const res = await api('POST', '/admin/coupons', admin.token, {
    code: code(),
    kind: 'percent',
    value: 20,
    validFrom: past(60),
    ...payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return body<{ data: { coupon: { _id: string; code: string } } }>(res).data.coupon;
}

describe('admin coupons', () => {
  it('creates, lists, edits, disables; codes are unique whatever their case; clear messages', async () => {
    const c = code('Welcome');
    const res = await api('POST', '/admin/coupons', admin.token, {
      code: c.toLowerCase(),
      kind: 'flat',
      value: '200',
      validFrom: past(5),
      validUntil: future(60 * 24),
      totalLimit: 10,
      perPatientLimit: '1',
      description: 'First session',
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = data(res);
    expect(created.message).toBe(MSG.couponCreated);
    expect(created.coupon).toMatchObject({
      code: c.toUpperCase(),
      kind: 'flat',
      value: 200,
      label: '₹200 off',
      totalLimit: 10,
      perPatientLimit: 1,
      used: 0,
      active: true,
    });
    const dup = await api('POST', '/admin/coupons', admin.token, {
      code: c.toUpperCase(),
      kind: 'percent',
      value: 5,
      validFrom: past(1),
    });
    expect(dup.statusCode).toBe(409);
    expect(data(dup)).toMatchObject({ message: MSG.couponCodeTaken, field: 'code' });

    for (const [payload, message, field] of [
      [{ code: 'a', kind: 'percent', value: 5, validFrom: past(1) }, MSG.couponCodeFormat, 'code'],
      [{ code: 'OKCODE', kind: 'percent', value: 150, validFrom: past(1) }, MSG.couponPercentRange, 'value'],
      [{ code: 'OKCODE', kind: 'percent', value: '12.5', validFrom: past(1) }, MSG.couponWholeNumber, 'value'],
      [
        { code: 'OKCODE', kind: 'flat', value: 100, validFrom: future(10), validUntil: future(5) },
        MSG.couponWindowOrder,
        'validUntil',
      ],
      [
        { code: 'OKCODE', kind: 'flat', value: 100, validFrom: past(1), totalLimit: 0 },
        MSG.couponLimitPositive,
        'totalLimit',
      ],
      [
        { code: 'OKCODE', kind: 'flat', value: 100, validFrom: past(1), totalLimit: 2, perPatientLimit: 3 },
        MSG.couponPatientLimitAboveTotal,
        'perPatientLimit',
      ],
      [{ code: 'OKCODE', value: 100, validFrom: past(1) }, MSG.couponKindRequired, 'kind'],
    ] as const) {
      const bad = await api('POST', '/admin/coupons', admin.token, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(data(bad)).toMatchObject({ message, field });
    }

    const id = created.coupon._id;
    const edit = await api('PATCH', `/admin/coupons/${id}`, admin.token, {
      code: c,
      kind: 'percent',
      value: 15,
      validFrom: past(5),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(data(edit).coupon).toMatchObject({
      kind: 'percent',
      value: 15,
      label: '15% off',
      totalLimit: null,
      validUntil: null,
    });
    const off = await api('PATCH', `/admin/coupons/${id}/status`, admin.token, { active: false });
    expect(data(off)).toMatchObject({ message: MSG.couponDisabled, coupon: { active: false } });
    const list = await api('GET', `/admin/coupons?status=disabled&searchKey=${c.slice(0, 7)}`, admin.token);
    expect(data(list).coupons.map((x: { _id: string }) => x._id)).toContain(id);
    expect(
      (await api('PATCH', `/admin/coupons/${randomUUID()}/status`, admin.token, { active: true })).statusCode,
    ).toBe(404);
    const patient = await newPatient(app);
    expect((await api('GET', '/admin/coupons', patient.token)).statusCode).toBe(403);
    expect((await api('POST', '/admin/coupons', patient.token, { code: 'X' })).statusCode).toBe(403);
  });
});

describe('patient coupons and apply', () => {
  it('lists the coupons usable with a therapist and applies one: the server computes the price', async () => {
    const t = await approvedTherapist(app, { feeMinor: 150_000, treatments: [{ name: 'CBT', priceMinor: 200_000 }] });
    const other = await approvedTherapist(app, { feeMinor: 100_000 });
    const p = await newPatient(app);
    const general = await createCoupon({ kind: 'percent', value: 20 });
    const scoped = await createCoupon({ kind: 'flat', value: 300, therapistId: t.id });
    const elsewhere = await createCoupon({ kind: 'flat', value: 300, therapistId: other.id });
    const expired = await createCoupon({ validFrom: past(60), validUntil: past(1) });
    const later = await createCoupon({ validFrom: future(60) });
    const disabled = await createCoupon({});
    await api('PATCH', `/admin/coupons/${disabled._id}/status`, admin.token, { active: false });

    const res = await api('GET', `/patient/coupons/${t.id}`, p.token);
    expect(res.statusCode).toBe(200);
    const ids = data(res).coupons.map((c: { _id: string }) => c._id);
    expect(ids).toEqual(expect.arrayContaining([general._id, scoped._id]));
    for (const hidden of [elsewhere, expired, later, disabled]) expect(ids).not.toContain(hidden._id);

    const applied = await api('POST', '/payment/patient/coupon/apply', p.token, {
      providerId: t.id,
      couponCode: general.code.toLowerCase(),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const a = data(applied);
    expect(a).toMatchObject({
      message: MSG.couponApplied,
      couponApplied: true,
      couponCode: general.code,
      subTotal: 1500,
      discountAmount: 300,
    });
    expect(a.totalAmount).toBeCloseTo(1200 + a.feesAndTaxes, 2);
    // Fees and GST are charged on the discounted amount, less than on the full fee.
    const plain = data(await api('GET', `/patient/doctor-price-details/${t.id}`, p.token));
    expect(a.feesAndTaxes).toBeLessThan(plain.feesAndTaxes);
    expect(a.totalAmountPaise).toBe(Math.round(a.totalAmount * 100));
    const treatment = await api('POST', '/payment/patient/coupon/apply', p.token, {
      providerId: t.id,
      treatmentId: t.treatments[0]!.id,
      couponCode: scoped.code,
    });
    const tr = data(treatment);
    expect(tr).toMatchObject({ subTotal: 2000, discountAmount: 300 });
    expect(tr.totalAmount).toBeCloseTo(1700 + tr.feesAndTaxes, 2);

    for (const [c, message] of [
      [elsewhere.code, MSG.couponWrongTherapist],
      [expired.code, MSG.couponExpired],
      [later.code, MSG.couponNotStarted],
      [disabled.code, MSG.couponInvalid],
      ['NOSUCHCODE', MSG.couponInvalid],
    ] as const) {
      const bad = await api('POST', '/payment/patient/coupon/apply', p.token, { providerId: t.id, couponCode: c });
      expect(bad.statusCode, c).toBe(400);
      expect(data(bad)).toMatchObject({ message, field: 'couponCode' });
    }
    const empty = await api('POST', '/payment/patient/coupon/apply', p.token, { providerId: t.id, couponCode: '' });
    expect(data(empty).message).toBe(MSG.couponCodeRequired);
    expect((await api('GET', `/patient/coupons/${randomUUID()}`, p.token)).statusCode).toBe(404);
    expect((await api('GET', `/patient/coupons/${t.id}`, t.token)).statusCode).toBe(403);
  });

  it('a free session has nothing to discount; a flat coupon never makes a price negative', async () => {
    const free = await approvedTherapist(app, { feeMinor: 0 });
    const cheap = await approvedTherapist(app, { feeMinor: 10_000 });
    const p = await newPatient(app);
    const flat = await createCoupon({ kind: 'flat', value: 500 });
    const none = await api('POST', '/payment/patient/coupon/apply', p.token, {
      providerId: free.id,
      couponCode: flat.code,
    });
    expect(data(none).message).toBe(MSG.couponNothingToDiscount);
    const all = await api('POST', '/payment/patient/coupon/apply', p.token, {
      providerId: cheap.id,
      couponCode: flat.code,
    });
    expect(data(all)).toMatchObject({ subTotal: 100, discountAmount: 100, feesAndTaxes: 0, totalAmount: 0 });
  });
});

describe('reserve, confirm, release', () => {
  const coupons = () => app.ctx.services.coupons;
  const reserve = (input: { code: string; patientId: string; therapistId: string; paymentId?: string }) =>
    app.ctx.db.transaction((tx) =>
      coupons().reserve(tx, {
        paymentId: input.paymentId ?? randomUUID(),
        subTotalMinor: 100_000,
        currency: 'INR',
        expiresAt: new Date(Date.now() + 10 * 60_000),
        ...input,
      }),
    );

  it('20 concurrent payments with a coupon limited to 5 uses: exactly 5 reserved, the others refused with a clear 409', async () => {
    const t = await approvedTherapist(app, { feeMinor: 100_000 });
    const c = await createCoupon({ kind: 'percent', value: 50, totalLimit: 5 });
    const patients = await Promise.all(Array.from({ length: 20 }, (_, i) => newPatient(app, `Racer${i}`)));
    const results = await Promise.allSettled(
      patients.map((p) => reserve({ code: c.code, patientId: p.id, therapistId: t.id })),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(5);
    for (const r of won)
      expect((r as PromiseFulfilledResult<{ discountMinor: number }>).value.discountMinor).toBe(50_000);
    for (const r of results.filter((x) => x.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ httpStatus: 409, message: MSG.couponLimitReached });
    }
    const rows = await app.ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, c._id));
    expect(rows.filter((r) => r.status === 'reserved')).toHaveLength(5);
  });

  it('a failed payment gives its use back, a paid one keeps it; both are idempotent; per-patient limit holds', async () => {
    const t = await approvedTherapist(app, { feeMinor: 100_000 });
    const c = await createCoupon({ kind: 'flat', value: 100, totalLimit: 2, perPatientLimit: 1 });
    const [a, b, d] = [await newPatient(app), await newPatient(app), await newPatient(app)];
    const payA = randomUUID();
    const payB = randomUUID();
    await reserve({ code: c.code, patientId: a.id, therapistId: t.id, paymentId: payA });
    // The same payment asking again gets the same reservation, not a second use.
    expect(await reserve({ code: c.code, patientId: a.id, therapistId: t.id, paymentId: payA })).toMatchObject({
      discountMinor: 10_000,
    });
    await expect(reserve({ code: c.code, patientId: a.id, therapistId: t.id })).rejects.toMatchObject({
      message: MSG.couponPatientLimitReached,
    });
    await reserve({ code: c.code, patientId: b.id, therapistId: t.id, paymentId: payB });
    await expect(reserve({ code: c.code, patientId: d.id, therapistId: t.id })).rejects.toMatchObject({
      message: MSG.couponLimitReached,
    });
    // B's payment fails: its use comes back and D can take it. A's succeeds (reported twice).
    await app.ctx.db.transaction((tx) => coupons().release(tx, payB));
    await app.ctx.db.transaction((tx) => coupons().release(tx, payB));
    await app.ctx.db.transaction((tx) => coupons().confirm(tx, payA));
    await app.ctx.db.transaction((tx) => coupons().confirm(tx, payA));
    await app.ctx.db.transaction((tx) => coupons().release(tx, payA)); // never undoes a paid use
    await reserve({ code: c.code, patientId: d.id, therapistId: t.id });
    const list = await api('GET', `/admin/coupons?searchKey=${c.code}`, admin.token);
    expect(data(list).coupons[0]).toMatchObject({ used: 1, reserved: 1 });
    // No coupon on a payment: confirm and release do nothing.
    await app.ctx.db.transaction((tx) => coupons().confirm(tx, randomUUID()));
    await app.ctx.db.transaction((tx) => coupons().release(tx, randomUUID()));
  });

  it('a reservation whose payment hold ended is given back to the next payment', async () => {
    const t = await approvedTherapist(app, { feeMinor: 100_000 });
    const c = await createCoupon({ totalLimit: 1 });
    const [a, b] = [await newPatient(app), await newPatient(app)];
    await app.ctx.db.transaction((tx) =>
      coupons().reserve(tx, {
        code: c.code,
        patientId: a.id,
        therapistId: t.id,
        paymentId: randomUUID(),
        subTotalMinor: 100_000,
        currency: 'INR',
        expiresAt: new Date(Date.now() - 1000),
      }),
    );
    expect(await reserve({ code: c.code, patientId: b.id, therapistId: t.id })).toMatchObject({ couponId: c._id });
  });
});
