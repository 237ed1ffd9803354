import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MSG } from '@sahaj/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, patientOnboarding, payments, refunds } from '../../db/schema/index';
import { body, createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';
import { approvedTherapist, freeSlots, holdSlot, newPatient } from '../booking/test-helpers';
import { api as companyApi, newCompany } from '../corporate/test-helpers';

/**
 * The Stripe and Razorpay adapters, through their official SDKs, against local HTTP servers that
 * answer in each provider's API shape, with real signatures (Stripe-Signature t=…,v1=… over
 * "t.body"; Razorpay HMAC-SHA256 over the raw body and over order_id|payment_id).
 */

const STRIPE_SECRET = 'sk_test_local_0123456789';
const STRIPE_WHSEC = 'whsec_local_0123456789abcdef';
const RZ_KEY = 'rzp_test_local';
const RZ_SECRET = 'rz_secret_0123456789';
const RZ_WHSEC = 'rz_webhook_secret_0123456789';

interface Seen {
  method: string;
  path: string;
  body: string;
  auth: string | undefined;
  idempotency: string | undefined;
}

/** A tiny HTTP server: answers with `reply(method, path, body)` and records every request. */
async function fakeProvider(reply: (method: string, path: string, body: string) => { status?: number; json: unknown }) {
  const seen: Seen[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      seen.push({
        method: req.method ?? '',
        path,
        body: raw,
        auth: req.headers.authorization,
        idempotency: req.headers['idempotency-key'] as string | undefined,
      });
      const r = reply(req.method ?? '', path, raw);
      res.writeHead(r.status ?? 200, { 'content-type': 'application/json', 'request-id': 'req_local' });
      res.end(JSON.stringify(r.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

// --- Stripe in its API shape -------------------------------------------------------------------------
/** `sessionId`: the id the next Checkout Session gets (a gateway's order ids are unique per payment). */
const stripeState = {
  intentStatus: 'requires_payment_method',
  amount: 0,
  sessionPaid: false,
  sessionId: 'cs_test_local1',
};
const stripeApi = await fakeProvider((method, path, raw) => {
  const form = new URLSearchParams(raw);
  if (method === 'POST' && path === '/v1/checkout/sessions') {
    stripeState.amount = Number(form.get('line_items[0][price_data][unit_amount]'));
    return {
      json: {
        id: stripeState.sessionId,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${stripeState.sessionId}`,
        amount_total: stripeState.amount,
        payment_status: 'unpaid',
        status: 'open',
        metadata: { transactionId: form.get('metadata[transactionId]') },
      },
    };
  }
  if (method === 'POST' && path === '/v1/payment_intents') {
    stripeState.amount = Number(form.get('amount'));
    return {
      json: {
        id: 'pi_local1',
        object: 'payment_intent',
        client_secret: 'pi_local1_secret_abc',
        amount: stripeState.amount,
        status: 'requires_payment_method',
      },
    };
  }
  if (method === 'GET' && path === `/v1/checkout/sessions/${stripeState.sessionId}`) {
    return {
      json: {
        id: stripeState.sessionId,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${stripeState.sessionId}`,
        payment_status: stripeState.sessionPaid ? 'paid' : 'unpaid',
        status: stripeState.sessionPaid ? 'complete' : 'open',
        payment_intent: stripeState.sessionPaid ? 'pi_local_cs1' : null,
        amount_total: stripeState.amount,
      },
    };
  }
  if (method === 'GET' && path === '/v1/payment_intents/pi_local1') {
    return {
      json: {
        id: 'pi_local1',
        object: 'payment_intent',
        client_secret: 'pi_local1_secret_abc',
        status: stripeState.intentStatus,
        amount: stripeState.amount,
        amount_received: stripeState.intentStatus === 'succeeded' ? stripeState.amount : 0,
      },
    };
  }
  if (method === 'POST' && path === '/v1/refunds') {
    return { json: { id: 're_local1', object: 'refund', status: 'succeeded', amount: Number(form.get('amount')) } };
  }
  // Asking about refunds: one by id (still pending there), and the payment's list with our ids in metadata.
  if (method === 'GET' && path === '/v1/refunds/re_local1') {
    return { json: { id: 're_local1', object: 'refund', status: 'pending', metadata: { refundId: 'ours-1' } } };
  }
  if (method === 'GET' && path === '/v1/refunds') {
    return {
      json: {
        object: 'list',
        has_more: false,
        data: [
          { id: 're_local9', object: 'refund', status: 'failed', metadata: { refundId: 'someone-else' } },
          { id: 're_local2', object: 'refund', status: 'succeeded', metadata: { refundId: 'ours-2' } },
        ],
      },
    };
  }
  return { status: 404, json: { error: { type: 'invalid_request_error', message: `No such route ${path}` } } };
});

// --- Razorpay in its API shape -----------------------------------------------------------------------
/** `orderId`: the id the next order gets (a gateway's order ids are unique per payment). */
const rzState = { amount: 0, orderId: 'order_local1' };
const razorpayApi = await fakeProvider((method, path, raw) => {
  if (method === 'POST' && path === '/v1/orders') {
    const b = JSON.parse(raw) as { amount: number; currency: string; receipt: string };
    rzState.amount = b.amount;
    return {
      json: {
        id: rzState.orderId,
        entity: 'order',
        amount: b.amount,
        currency: b.currency,
        receipt: b.receipt,
        status: 'created',
      },
    };
  }
  if (method === 'GET' && path === '/v1/payments/pay_local1') {
    return {
      json: {
        id: 'pay_local1',
        entity: 'payment',
        order_id: rzState.orderId,
        status: 'captured',
        amount: rzState.amount,
      },
    };
  }
  if (method === 'POST' && path === '/v1/payments/pay_local1/refund') {
    const b = JSON.parse(raw) as { amount: number };
    return {
      json: { id: 'rfnd_local1', entity: 'refund', payment_id: 'pay_local1', amount: b.amount, status: 'processed' },
    };
  }
  if (method === 'GET' && path === '/v1/payments/pay_local1/refunds/rfnd_local1') {
    return { json: { id: 'rfnd_local1', entity: 'refund', status: 'pending', notes: { refundId: 'ours-1' } } };
  }
  if (method === 'GET' && path === '/v1/payments/pay_local1/refunds') {
    return {
      json: {
        entity: 'collection',
        count: 2,
        items: [
          { id: 'rfnd_local9', entity: 'refund', status: 'failed', notes: { refundId: 'someone-else' } },
          { id: 'rfnd_local2', entity: 'refund', status: 'processed', notes: { refundId: 'ours-2' } },
        ],
      },
    };
  }
  return { status: 404, json: { error: { code: 'BAD_REQUEST_ERROR', description: `No such route ${path}` } } };
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({
    env: {
      PAYMENT_GATEWAYS: 'test,stripe,razorpay',
      STRIPE_SECRET_KEY: STRIPE_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
      STRIPE_WEBHOOK_SECRET: STRIPE_WHSEC,
      STRIPE_API_URL: stripeApi.url,
      RAZORPAY_KEY_ID: RZ_KEY,
      RAZORPAY_KEY_SECRET: RZ_SECRET,
      RAZORPAY_WEBHOOK_SECRET: RZ_WHSEC,
      RAZORPAY_API_URL: razorpayApi.url,
    },
  });
});
afterAll(async () => {
  await app.close();
  await stripeApi.close();
  await razorpayApi.close();
});

const api = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
type Data = { data: Record<string, unknown> };

async function held() {
  const t = await approvedTherapist(app, { feeMinor: 900_00 });
  const p = await newPatient(app);
  const slots = await freeSlots(app, p.token, t.id);
  const hold = await holdSlot(app, p.token, t.id, slots[0]!);
  return { t, p, scheduleId: body<Data>(hold).data._id as string };
}

const postWebhook = (gateway: string, payload: string, headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/payment/webhook/${gateway}`,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });

const stripeSigner = new Stripe('sk_test_signer');
const stripeSignature = (payload: string, secret = STRIPE_WHSEC, timestamp = Math.floor(Date.now() / 1000)) =>
  stripeSigner.webhooks.generateTestHeaderString({ payload, secret, timestamp });

describe('gateways the server offers', () => {
  it('lists the configured gateways with their public keys only', async () => {
    const p = await newPatient(app);
    const g = body<Data>(await api('GET', '/payment/gateways', p.token)).data;
    expect(g).toEqual({
      gateways: ['test', 'stripe', 'razorpay'],
      test: true,
      stripe: { publishableKey: 'pk_test_local' },
      razorpay: { keyId: RZ_KEY },
    });
  });
});

describe('Stripe adapter (stripe SDK) against a local server', () => {
  it('configure-payment creates a Checkout Session for the server’s total; a signed webhook confirms it once', async () => {
    const { p, scheduleId } = await held();
    const res = await api('POST', '/payment/patient/stripe/configure-payment', p.token, { scheduleId, amount: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const c = body<Data>(res).data;
    expect(c).toMatchObject({
      gateway: 'stripe',
      sessionId: 'cs_test_local1',
      publishableKey: 'pk_test_local',
      totalAmount: 1083.24,
    });
    const sent = stripeApi.seen.find((s) => s.path === '/v1/checkout/sessions')!;
    const form = new URLSearchParams(sent.body);
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('108324');
    expect(form.get('line_items[0][price_data][currency]')).toBe('inr');
    expect(form.get('metadata[transactionId]')).toBe(c.transactionId);
    expect(sent.auth).toBe(`Bearer ${STRIPE_SECRET}`);
    expect(sent.idempotency).toMatch(/^cs-/);

    const event = JSON.stringify({
      id: 'evt_local_paid1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_local1',
          object: 'checkout.session',
          payment_status: 'paid',
          status: 'complete',
          amount_total: 108_324,
          payment_intent: 'pi_from_checkout',
          client_reference_id: c.transactionId,
          metadata: { transactionId: c.transactionId },
        },
      },
    });
    // Wrong secret, and a timestamp older than 300 s, are refused without touching the payment.
    const wrong = await postWebhook('stripe', event, { 'stripe-signature': stripeSignature(event, 'whsec_wrong') });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).data.message).toBe(MSG.paymentInvalidSignature);
    const stale = await postWebhook('stripe', event, {
      'stripe-signature': stripeSignature(event, STRIPE_WHSEC, Math.floor(Date.now() / 1000) - 301),
    });
    expect(stale.statusCode).toBe(400);
    expect(body(stale).data.message).toBe(MSG.paymentStaleEvent);
    expect((await app.ctx.db.select().from(appointments).where(eq(appointments.id, scheduleId)))[0]?.status).toBe(
      'held',
    );

    const ok1 = await postWebhook('stripe', event, { 'stripe-signature': stripeSignature(event) });
    expect(body<Data>(ok1).data).toEqual({ received: true, duplicate: false });
    const replay = await postWebhook('stripe', event, { 'stripe-signature': stripeSignature(event) });
    expect(body<Data>(replay).data).toEqual({ received: true, duplicate: true });
    expect((await app.ctx.db.select().from(appointments).where(eq(appointments.id, scheduleId)))[0]?.status).toBe(
      'upcoming',
    );
    const v = body<Data>(await api('GET', `/payment/stripe/${c.transactionId}`, p.token)).data;
    expect(v).toMatchObject({ paymentStatus: 'payment-success', appointmentId: scheduleId });

    // A refund goes to Stripe with the payment intent and the amount in paise.
    const [row] = await app.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.transactionId, String(c.transactionId)));
    const r = await app.ctx.services.payments.refund(row!.id, { amountPaise: 50_000, reason: 'test' });
    expect(r).toMatchObject({ status: 'succeeded', gatewayRefundId: 're_local1' });
    const refundForm = new URLSearchParams(stripeApi.seen.find((s) => s.path === '/v1/refunds')!.body);
    expect(refundForm.get('payment_intent')).toBe('pi_from_checkout');
    expect(refundForm.get('amount')).toBe('50000');
  });

  it('createpaymentintent answers the client secret; verify asks Stripe and confirms when it succeeded', async () => {
    const { p, scheduleId } = await held();
    const c = body<Data>(await api('POST', '/payment/patient/createpaymentintent', p.token, { scheduleId })).data;
    expect(c).toMatchObject({ clientSecret: 'pi_local1_secret_abc', sessionId: null });
    expect(stripeState.amount).toBe(108_324);
    let v = body<Data>(await api('GET', `/payment/stripe/${c.transactionId}`, p.token)).data;
    expect(v.paymentStatus).toBe('payment-pending');
    stripeState.intentStatus = 'succeeded';
    v = body<Data>(await api('GET', `/payment/stripe/${c.transactionId}`, p.token)).data;
    expect(v).toMatchObject({ paymentStatus: 'payment-success', appointmentId: scheduleId });
  });
});

describe('Razorpay adapter (razorpay SDK) against a local server', () => {
  it('creates an order, checks the payment signature HMAC-SHA256(order_id|payment_id), then confirms once', async () => {
    const { p, scheduleId } = await held();
    // The place picked on onboarding is the address the checkout prefills.
    await app.ctx.db.insert(patientOnboarding).values({ userId: p.id, location: 'Salt Lake, Kolkata, India' });
    const c = body<Data>(
      await api('POST', '/payment/patient/razorpay/configure-payment', p.token, { scheduleId }),
    ).data;
    expect(c).toMatchObject({
      gateway: 'razorpay',
      orderId: 'order_local1',
      keyId: RZ_KEY,
      amount: 900,
      serviceTaxValue: 183.24,
      prefill: expect.objectContaining({ address: 'Salt Lake, Kolkata, India' }),
    });
    const order = razorpayApi.seen.find((s) => s.path === '/v1/orders')!;
    expect(JSON.parse(order.body)).toMatchObject({ amount: 108_324, currency: 'INR', receipt: c.transactionId });
    expect(order.auth).toBe(`Basic ${Buffer.from(`${RZ_KEY}:${RZ_SECRET}`).toString('base64')}`);

    const good = createHmac('sha256', RZ_SECRET).update('order_local1|pay_local1').digest('hex');
    const verify = (signature: string) =>
      api('POST', '/payment/patient/razorpay/verify-payment', p.token, {
        transactionId: c.transactionId,
        razorpay_order_id: 'order_local1',
        razorpay_payment_id: 'pay_local1',
        razorpay_signature: signature,
      });
    const bad = await verify(createHmac('sha256', 'not-the-secret').update('order_local1|pay_local1').digest('hex'));
    expect(bad.statusCode).toBe(400);
    expect(body(bad).data.message).toBe(MSG.paymentInvalidSignature);
    expect((await app.ctx.db.select().from(appointments).where(eq(appointments.id, scheduleId)))[0]?.status).toBe(
      'held',
    );
    const ok1 = await verify(good);
    expect(ok1.statusCode, ok1.body).toBe(200);
    expect(body<Data>(ok1).data).toMatchObject({ paymentStatus: 'payment-success', appointmentId: scheduleId });
    expect(body<Data>(await verify(good)).data.paymentStatus).toBe('payment-success');

    // The webhook for the same capture: refused when wrongly signed or stale, stored once, changes nothing more.
    const event = (createdAt: number) =>
      JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        created_at: createdAt,
        payload: {
          payment: {
            entity: {
              id: 'pay_local1',
              order_id: 'order_local1',
              amount: 108_324,
              status: 'captured',
              notes: { transactionId: c.transactionId },
            },
          },
        },
      });
    const now = Math.floor(Date.now() / 1000);
    const fresh = event(now);
    const sign = (b: string, secret = RZ_WHSEC) => createHmac('sha256', secret).update(b).digest('hex');
    const wrong = await postWebhook('razorpay', fresh, {
      'x-razorpay-signature': sign(fresh, 'nope'),
      'x-razorpay-event-id': 'evt_rz1',
    });
    expect(wrong.statusCode).toBe(400);
    const old = event(now - 2 * 24 * 60 * 60);
    const stale = await postWebhook('razorpay', old, {
      'x-razorpay-signature': sign(old),
      'x-razorpay-event-id': 'evt_rz0',
    });
    expect(stale.statusCode).toBe(400);
    expect(body(stale).data.message).toBe(MSG.paymentStaleEvent);
    const first = await postWebhook('razorpay', fresh, {
      'x-razorpay-signature': sign(fresh),
      'x-razorpay-event-id': 'evt_rz1',
    });
    expect(body<Data>(first).data).toEqual({ received: true, duplicate: false });
    const replay = await postWebhook('razorpay', fresh, {
      'x-razorpay-signature': sign(fresh),
      'x-razorpay-event-id': 'evt_rz1',
    });
    expect(body<Data>(replay).data).toEqual({ received: true, duplicate: true });
    const [row] = await app.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.transactionId, String(c.transactionId)));
    expect(row).toMatchObject({ status: 'paid', gatewayPaymentId: 'pay_local1', appointmentId: scheduleId });

    const r = await app.ctx.services.payments.refund(row!.id, { reason: 'therapist cancelled' });
    expect(r).toMatchObject({ status: 'succeeded', gatewayRefundId: 'rfnd_local1', amountPaise: 108_324 });
    expect(JSON.parse(razorpayApi.seen.find((s) => s.path.endsWith('/refund'))!.body)).toMatchObject({
      amount: 108_324,
    });
    expect(await app.ctx.db.select().from(refunds).where(eq(refunds.paymentId, row!.id))).toHaveLength(1);
  });

  it('a gateway that does not answer: 502 Payment configuration failed. and the payment is marked failed', async () => {
    const { p, scheduleId } = await held();
    const saved = razorpayApi.url;
    const adapter = app.ctx.services.payments.adapters.razorpay as unknown as { createOrder: unknown };
    const createOrder = adapter.createOrder;
    adapter.createOrder = async () => {
      throw new Error(`connect ECONNREFUSED ${saved}`);
    };
    const res = await api('POST', '/payment/patient/razorpay/configure-payment', p.token, { scheduleId }).finally(
      () => {
        adapter.createOrder = createOrder;
      },
    );
    expect(res.statusCode).toBe(502);
    expect(body(res).data.message).toBe(MSG.paymentConfigurationFailed);
    const rows = await app.ctx.db.select().from(payments).where(eq(payments.scheduleId, scheduleId));
    expect(rows.map((r) => r.status)).toEqual(['failed']);
  });
});

describe('an open checkout asked for again (configure is idempotent per hold)', () => {
  it('Stripe reads the Checkout Session and the PaymentIntent back (URL, client secret); Razorpay and the test gateway need only the ids', async () => {
    const stripe = app.ctx.services.payments.adapters.stripe!;
    const ref = { transactionId: 'txn_resume0000000000', orderId: null, intentId: null };
    expect(await stripe.resumeOrder({ ...ref, orderId: 'cs_test_local1', mode: 'checkout' })).toEqual({
      orderId: 'cs_test_local1',
      sessionId: 'cs_test_local1',
      intentId: null,
      clientSecret: null,
      checkoutUrl: 'https://checkout.stripe.test/c/pay/cs_test_local1',
    });
    expect(await stripe.resumeOrder({ ...ref, intentId: 'pi_local1', mode: 'intent' })).toEqual({
      orderId: null,
      sessionId: null,
      intentId: 'pi_local1',
      clientSecret: 'pi_local1_secret_abc',
      checkoutUrl: null,
    });
    expect(
      stripeApi.seen.filter((x) => x.method === 'GET' && x.path.startsWith('/v1/checkout/sessions/')),
    ).toHaveLength(1);
    const rz = app.ctx.services.payments.adapters.razorpay!;
    expect(await rz.resumeOrder({ ...ref, orderId: 'order_local1', mode: 'order' })).toMatchObject({
      orderId: 'order_local1',
      clientSecret: null,
    });
    const test = app.ctx.services.payments.adapters.test!;
    expect(await test.resumeOrder({ ...ref, orderId: 'tord_1', mode: 'checkout' })).toMatchObject({
      orderId: 'tord_1',
      checkoutUrl: '/user/base/home/test-checkout/txn_resume0000000000',
    });
  });
});

describe('asking a gateway what became of a refund left pending (reconcile)', () => {
  it('Stripe: by its id there, else found by our refund id in its metadata; null when it never made one', async () => {
    const stripe = app.ctx.services.payments.adapters.stripe!;
    const ask = (refundId: string, gatewayRefundId: string | null) =>
      stripe.refundState({ gatewayPaymentId: 'pi_local1', refundId, gatewayRefundId });
    expect(await ask('ours-1', 're_local1')).toEqual({ gatewayRefundId: 're_local1', state: 'pending' });
    expect(await ask('ours-2', null)).toEqual({ gatewayRefundId: 're_local2', state: 'succeeded' });
    expect(await ask('ours-3', null)).toBeNull();
  });

  it('Razorpay: by its id there, else found by our refund id in its notes; null when it never made one', async () => {
    const rz = app.ctx.services.payments.adapters.razorpay!;
    const ask = (refundId: string, gatewayRefundId: string | null) =>
      rz.refundState({ gatewayPaymentId: 'pay_local1', refundId, gatewayRefundId });
    expect(await ask('ours-1', 'rfnd_local1')).toEqual({ gatewayRefundId: 'rfnd_local1', state: 'pending' });
    expect(await ask('ours-2', null)).toEqual({ gatewayRefundId: 'rfnd_local2', state: 'succeeded' });
    expect(await ask('ours-3', null)).toBeNull();
  });
});

describe('a signed webhook whose order belongs to another payment (issue 20 item 14)', () => {
  /** Two open package payments at one gateway, with their own orders (written straight to the table). */
  async function twoOpen(gateway: 'stripe' | 'razorpay', orders: [string, string]) {
    const therapist = await createUserWithToken(app, { userType: 'doctor', firstName: 'Tara' });
    const patient = await createUserWithToken(app, { userType: 'patient', firstName: 'Pia' });
    return app.ctx.db
      .insert(payments)
      .values(
        orders.map((order, i) => ({
          patientId: patient.id,
          therapistId: therapist.id,
          purpose: 'package' as const,
          gateway,
          transactionId: `txn_cross${gateway}${i}${Date.now()}`,
          gatewayOrderId: order,
          subtotalPaise: 90_000,
          feesPaise: 1_800,
          taxPaise: 16_524,
          totalPaise: 108_324,
        })),
      )
      .returning();
  }
  const statusOf = async (id: string) =>
    (await app.ctx.db.select().from(payments).where(eq(payments.id, id)))[0]?.status;

  it('Stripe: a Checkout Session event naming transaction A with session B is refused; A with its own session confirms', async () => {
    const [a, b] = await twoOpen('stripe', ['cs_cross_a', 'cs_cross_b']);
    const event = (id: string, session: string) =>
      JSON.stringify({
        id,
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: session,
            object: 'checkout.session',
            payment_status: 'paid',
            amount_total: 108_324,
            payment_intent: `pi_${id}`,
            client_reference_id: a!.transactionId,
            metadata: { transactionId: a!.transactionId },
          },
        },
      });
    const crossed = event('evt_cross1', b!.gatewayOrderId!);
    const res = await postWebhook('stripe', crossed, { 'stripe-signature': stripeSignature(crossed) });
    expect(res.statusCode).toBe(400);
    expect(body(res).data.message).toBe(MSG.paymentEventMismatch);
    expect([await statusOf(a!.id), await statusOf(b!.id)]).toEqual(['created', 'created']);
    const right = event('evt_cross2', a!.gatewayOrderId!);
    const ok1 = await postWebhook('stripe', right, { 'stripe-signature': stripeSignature(right) });
    expect(ok1.statusCode, ok1.body).toBe(200);
    expect([await statusOf(a!.id), await statusOf(b!.id)]).toEqual(['paid', 'created']);
  });

  it('Razorpay: a captured payment naming transaction A in its notes but order B is refused; A’s own order confirms', async () => {
    const [a, b] = await twoOpen('razorpay', ['order_cross_a', 'order_cross_b']);
    const sign = (x: string) => createHmac('sha256', RZ_WHSEC).update(x).digest('hex');
    const event = (order: string) =>
      JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        created_at: Math.floor(Date.now() / 1000),
        payload: {
          payment: {
            entity: {
              id: `pay_${order}`,
              order_id: order,
              amount: 108_324,
              status: 'captured',
              notes: { transactionId: a!.transactionId },
            },
          },
        },
      });
    const crossed = event(b!.gatewayOrderId!);
    const res = await postWebhook('razorpay', crossed, {
      'x-razorpay-signature': sign(crossed),
      'x-razorpay-event-id': 'evt_rz_cross1',
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).data.message).toBe(MSG.paymentEventMismatch);
    expect([await statusOf(a!.id), await statusOf(b!.id)]).toEqual(['created', 'created']);
    const right = event(a!.gatewayOrderId!);
    const ok1 = await postWebhook('razorpay', right, {
      'x-razorpay-signature': sign(right),
      'x-razorpay-event-id': 'evt_rz_cross2',
    });
    expect(ok1.statusCode, ok1.body).toBe(200);
    expect([await statusOf(a!.id), await statusOf(b!.id)]).toEqual(['paid', 'created']);
  });
});

describe('a company pays with Stripe (issue 21)', () => {
  it('verify asks Stripe while the payment is open: the credits arrive though the webhook never came', async () => {
    const company = await newCompany(app);
    stripeState.sessionId = 'cs_test_company1';
    try {
      const buy = await companyApi(app, 'PATCH', `/companies/${company.id}/credits/buycredits`, company.token, {
        amount: '5000',
        gateway: 'stripe',
      });
      expect(buy.status, JSON.stringify(buy.body)).toBe(200);
      const txn = buy.body.data.transactionId as string;
      const verify = () => companyApi(app, 'GET', `/companies/payments/${txn}`, company.token);
      expect((await verify()).body.data.paymentStatus).toBe('payment-pending');
      stripeState.sessionPaid = true;
      expect((await verify()).body.data).toMatchObject({ paymentStatus: 'payment-success', credits: 5000 });
      const profile = await companyApi(app, 'GET', '/companies/mycompanyprofile', company.token);
      expect(profile.body.data.subscriptionCreditDetails.walletCredits).toBe(5000);
    } finally {
      stripeState.sessionPaid = false;
      stripeState.sessionId = 'cs_test_local1';
    }
  });
});

describe('a company pays with Razorpay (issue 21)', () => {
  it("the checkout's callback is checked (order, signature, captured amount) and the credits arrive once", async () => {
    const company = await newCompany(app);
    rzState.orderId = 'order_company1';
    try {
      const buy = await companyApi(app, 'PATCH', `/companies/${company.id}/credits/buycredits`, company.token, {
        amount: '2000',
        gateway: 'razorpay',
      });
      expect(buy.status, JSON.stringify(buy.body)).toBe(200);
      const txn = buy.body.data.transactionId as string;
      const callback = (orderId: string, secret = RZ_SECRET) =>
        companyApi(app, 'POST', '/companies/payments/razorpay/verify', company.token, {
          transactionId: txn,
          razorpay_order_id: orderId,
          razorpay_payment_id: 'pay_local1',
          razorpay_signature: createHmac('sha256', secret).update(`${orderId}|pay_local1`).digest('hex'),
        });
      // A forged signature, and another payment's order, are refused; nothing is credited.
      expect((await callback('order_company1', 'not-the-secret')).status).toBe(400);
      expect((await callback('order_local1')).status).toBe(400);
      const wallet = async () =>
        (await companyApi(app, 'GET', '/companies/mycompanyprofile', company.token)).body.data.subscriptionCreditDetails
          .walletCredits;
      expect(await wallet()).toBe(0);
      // The real callback settles it; a repeat changes nothing.
      for (let i = 0; i < 2; i++) {
        const ok = await callback('order_company1');
        expect(ok.status, JSON.stringify(ok.body)).toBe(200);
        expect(ok.body.data).toMatchObject({ paymentStatus: 'payment-success', credits: 2000 });
      }
      expect(await wallet()).toBe(2000);
    } finally {
      rzState.orderId = 'order_local1';
    }
  });
});
