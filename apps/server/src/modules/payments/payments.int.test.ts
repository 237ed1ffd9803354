import { MSG } from '@sahaj/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, notifications, paymentEvents, payments } from '../../db/schema/index';
import { testGateway } from '../../integrations/payments/test-gateway';
import { body, createTestApp } from '../../test/test-app';
import { bearer } from '../../test/test-users';
import { approvedTherapist, freeSlots, holdSlot, newPatient } from '../booking/test-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

type Data = { data: Record<string, unknown> };

async function heldSession(feeMinor = 900_00) {
  const t = await approvedTherapist(app, { feeMinor });
  const p = await newPatient(app);
  const slots = await freeSlots(app, p.token, t.id);
  const hold = await holdSlot(app, p.token, t.id, slots[0]!);
  expect(hold.statusCode).toBe(200);
  return { t, p, slots, scheduleId: body<Data>(hold).data._id as string };
}

async function configureTest(token: string, scheduleId: string, extra: object = {}) {
  const res = await api('POST', '/payment/patient/test/configure-payment', token, { scheduleId, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return body<Data>(res).data as Record<string, unknown> & { transactionId: string; checkoutUrl: string };
}

describe('prices', () => {
  it('price details carry the processing fee and GST computed by the server', async () => {
    const { t, p } = await heldSession();
    const d = body<Data>(await api('GET', `/patient/doctor-price-details/${t.id}`, p.token)).data;
    // ₹900 + 2 % fee ₹18 + 18 % GST of ₹918 = ₹165.24 → ₹1,083.24
    expect(d).toMatchObject({
      subTotal: 900,
      amount: 900,
      integratorprocessingFeeValue: 18,
      taxAmount: 165.24,
      serviceTaxValue: 183.24,
      feesAndTaxes: 183.24,
      totalAmount: 1083.24,
      totalAmountPaise: 108_324,
    });
  });

  it('configure ignores any amount the client sends and answers the order response fields', async () => {
    const { p, scheduleId } = await heldSession();
    const c = await configureTest(p.token, scheduleId, { amount: 1, totalAmount: 1 });
    expect(c).toMatchObject({
      gateway: 'test',
      amount: 900,
      serviceTaxValue: 183.24,
      integratorprocessingFeeValue: 18,
      totalAmount: 1083.24,
      currency: 'INR',
      clientSecret: null,
      creditPurchaseAmount: null,
    });
    expect(c.transactionId).toMatch(/^txn_/);
    expect(c.checkoutUrl).toBe(`/user/base/home/test-checkout/${c.transactionId}`);
    const [row] = await app.ctx.db.select().from(payments).where(eq(payments.transactionId, c.transactionId));
    expect(row).toMatchObject({
      status: 'created',
      totalPaise: 108_324,
      subtotalPaise: 90_000,
      feesPaise: 1_800,
      taxPaise: 16_524,
    });
  });

  it('refuses a free session (zero-charge path), another patient’s hold and an unknown gateway', async () => {
    const free = await heldSession(0);
    const res = await api('POST', '/payment/patient/test/configure-payment', free.p.token, {
      scheduleId: free.scheduleId,
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).data.message).toBe(MSG.paymentNothingToPay);
    const paid = await heldSession();
    const other = await newPatient(app, 'Olga');
    expect(
      (await api('POST', '/payment/patient/test/configure-payment', other.token, { scheduleId: paid.scheduleId }))
        .statusCode,
    ).toBe(404);
    const stripe = await api('POST', '/payment/patient/stripe/configure-payment', paid.p.token, {
      scheduleId: paid.scheduleId,
    });
    expect(stripe.statusCode).toBe(400);
    expect(body(stripe).data.message).toBe(MSG.paymentGatewayUnavailable);
  });
});

describe('test gateway checkout', () => {
  it('success: the signed webhook confirms the appointment once; verify answers payment-success', async () => {
    const { t, p, scheduleId } = await heldSession();
    const c = await configureTest(p.token, scheduleId);
    const page = body<Data>(await api('GET', `/payment/test/checkout/${c.transactionId}`, p.token)).data;
    expect(page).toMatchObject({ status: 'created', totalAmount: 1083.24, providerName: 'Tara Therapist' });
    const done = await api('POST', `/payment/test/checkout/${c.transactionId}/complete`, p.token, {
      outcome: 'success',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(body<Data>(done).data).toEqual({
      paymentStatus: 'payment-success',
      redirectTo: `/user/base/home/booking-status/${scheduleId}/${c.transactionId}`,
    });
    const [appt] = await app.ctx.db.select().from(appointments).where(eq(appointments.id, scheduleId));
    expect(appt).toMatchObject({ status: 'upcoming', amountMinor: 108_324, transactionId: c.transactionId });
    for (let i = 0; i < 3; i++) {
      const v = body<Data>(await api('GET', `/payment/test/${c.transactionId}`, p.token)).data;
      expect(v).toMatchObject({
        paymentStatus: 'payment-success',
        appointmentId: scheduleId,
        providerId: t.id,
        amount: 1083.24,
      });
    }
    // Paying again is answered with where to go, nothing more happens.
    const again = await api('POST', `/payment/test/checkout/${c.transactionId}/complete`, p.token, {
      outcome: 'success',
    });
    expect(body<Data>(again).data.paymentStatus).toBe('payment-success');
    const notes = await app.ctx.db.select().from(notifications).where(eq(notifications.userId, p.id));
    expect(notes.filter((n) => n.title === MSG.paymentStatusTitle)).toHaveLength(1);
    // Another patient cannot read it.
    const other = await newPatient(app, 'Olga');
    expect((await api('GET', `/payment/test/${c.transactionId}`, other.token)).statusCode).toBe(404);
    expect((await api('GET', `/payment/test/checkout/${c.transactionId}`, other.token)).statusCode).toBe(404);
  });

  it('failure: the payment fails, the hold stays until it lapses, the failure path is answered', async () => {
    const { p, scheduleId } = await heldSession();
    const c = await configureTest(p.token, scheduleId);
    const done = await api('POST', `/payment/test/checkout/${c.transactionId}/complete`, p.token, {
      outcome: 'failure',
    });
    expect(body<Data>(done).data).toEqual({
      paymentStatus: 'payment-failed',
      redirectTo: `/user/base/home/booking/failure/${scheduleId}/${c.transactionId}`,
    });
    const v = body<Data>(await api('GET', `/payment/test/${c.transactionId}`, p.token)).data;
    expect(v).toMatchObject({ paymentStatus: 'payment-failed', status: 'failed', appointmentId: null });
    const [appt] = await app.ctx.db.select().from(appointments).where(eq(appointments.id, scheduleId));
    expect(appt?.status).toBe('held');
  });

  it('the webhook refuses a wrong signature and a stale timestamp, and ignores a repeated event', async () => {
    const { p, scheduleId } = await heldSession();
    const c = await configureTest(p.token, scheduleId);
    const [row] = await app.ctx.db.select().from(payments).where(eq(payments.transactionId, c.transactionId));
    const data = {
      transactionId: c.transactionId,
      orderId: row!.gatewayOrderId!,
      paymentId: 'tpay_x',
      amountPaise: row!.totalPaise,
    };
    const wrong = testGateway({ secret: 'x'.repeat(40) }).signedEvent({ type: 'payment.succeeded', data });
    const post = (b: string, h: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/v1/payment/webhook/test', payload: b, headers: h });
    const bad = await post(wrong.body, wrong.headers);
    expect(bad.statusCode).toBe(400);
    expect(body(bad).data.message).toBe(MSG.paymentInvalidSignature);
    const gw = app.ctx.services.payments.adapters.test!;
    const stale = gw.signedEvent({ type: 'payment.succeeded', data }, new Date(Date.now() - 301_000));
    const old = await post(stale.body, stale.headers);
    expect(old.statusCode).toBe(400);
    expect(body(old).data.message).toBe(MSG.paymentStaleEvent);
    const tampered = gw.signedEvent({ type: 'payment.succeeded', data });
    expect((await post(tampered.body.replace('tpay_x', 'tpay_y'), tampered.headers)).statusCode).toBe(400);
    expect((await app.ctx.db.select().from(payments).where(eq(payments.id, row!.id)))[0]?.status).toBe('created');

    const good = gw.signedEvent({ type: 'payment.succeeded', data });
    const first = await post(good.body, good.headers);
    expect(body<Data>(first).data).toEqual({ received: true, duplicate: false });
    const replay = await post(good.body, good.headers);
    expect(body<Data>(replay).data).toEqual({ received: true, duplicate: true });
    const events = await app.ctx.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, row!.id));
    expect(events).toHaveLength(1);
    expect((await app.ctx.db.select().from(appointments).where(eq(appointments.id, scheduleId)))[0]?.status).toBe(
      'upcoming',
    );
  });
});
