import {
  configureSessionPaymentBody,
  MSG,
  okEnvelope,
  type PaymentGateway,
  paiseToRupees,
  paymentConfigurationResult,
  paymentFailurePath,
  paymentGateways,
  paymentSuccessPath,
  paymentVerification,
  razorpayVerifyBody,
  testCheckout,
  testCheckoutCompleteBody,
  testCheckoutResult,
  transactionIdParams,
} from '@sahaj/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { WebhookRejected } from '../../integrations/payments/index';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { ok, principalOf } from '../../lib/http';
import { playTestOutcome } from './test-checkout';

const security = [{ bearer: [] }];
const tags = ['payments'];
const patient = { access: ['patient'] as ['patient'] };

/**
 * Payment routes (issue 12, helper P1): checkout configuration per gateway, verification by
 * transaction, our test gateway's checkout, and the gateways' webhooks (raw body, signature checked).
 */
const paymentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = ctx.services.payments;

  app.get(
    '/payment/gateways',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        security,
        summary: 'Which checkouts the server offers',
        description:
          'The configured gateways, the preferred first: the test gateway (never in production), Stripe (with its publishable key) and Razorpay (with its key id). The web shows only these.',
        response: { 200: okEnvelope(paymentGateways) },
      },
    },
    async () => ok(service.gateways()),
  );

  const configure = (gateway: PaymentGateway, mode: 'checkout' | 'intent' | 'order', summary: string, path: string) =>
    app.post(
      path,
      {
        config: patient,
        schema: {
          tags,
          security,
          summary,
          description:
            "Creates a payment for the caller's live hold with amounts computed by the server in integer paise (fee or treatment price − coupon + processing fee + GST; a client-sent amount is never read) and asks the gateway for its checkout. 404 for another's or an expired hold, 409 when already booked, 400 when the session has no fee (use the zero-charge path) or the gateway is not configured, 502 'Payment configuration failed.' when the gateway does not answer.",
          body: configureSessionPaymentBody,
          response: { 200: okEnvelope(paymentConfigurationResult) },
        },
      },
      async (req) => ok(await service.configureSession(principalOf(req).userId, gateway, mode, req.body)),
    );
  configure(
    'test',
    'checkout',
    'Pay for a held session through the test gateway',
    '/payment/patient/test/configure-payment',
  );
  configure(
    'stripe',
    'checkout',
    'Pay for a held session through Stripe Checkout (sessionId)',
    '/payment/patient/stripe/configure-payment',
  );
  configure(
    'stripe',
    'intent',
    'Pay for a held session with a Stripe PaymentIntent (clientSecret)',
    '/payment/patient/createpaymentintent',
  );
  configure(
    'razorpay',
    'order',
    'Pay for a held session through Razorpay (orderId)',
    '/payment/patient/razorpay/configure-payment',
  );

  app.post(
    '/payment/patient/razorpay/verify-payment',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'Confirm a Razorpay checkout from its handler',
        description:
          "The checkout handler's razorpay_order_id, razorpay_payment_id and razorpay_signature: the signature HMAC-SHA256(order_id|payment_id) with the key secret is checked (400 when wrong), the payment is read from Razorpay and confirmed once when captured for the whole total.",
        body: razorpayVerifyBody,
        response: { 200: okEnvelope(paymentVerification) },
      },
    },
    async (req) => ok(await service.verifyRazorpay(principalOf(req).userId, req.body)),
  );

  for (const gateway of ['test', 'stripe', 'razorpay'] as const) {
    app.get(
      `/payment/${gateway}/:id`,
      {
        config: patient,
        schema: {
          tags,
          security,
          summary: `Verify a ${gateway} payment by its transactionId`,
          description:
            "The caller's payment ({id} = transactionId): while still open the gateway is asked and its answer applied (exactly once, however often this is called). 404 for another person's payment.",
          params: transactionIdParams,
          response: { 200: okEnvelope(paymentVerification) },
        },
      },
      async (req) => ok(await service.verify(principalOf(req).userId, gateway, req.params.id)),
    );
  }

  // --- Our test gateway's checkout page (the web shows it labelled TEST MODE) -----------------------
  const testOnly = () => {
    const t = service.adapters.test;
    if (!t || !ctx.config.payments.gateways.includes('test')) {
      throw new AppError('GATEWAY_UNAVAILABLE', 404, MSG.paymentGatewayUnavailable);
    }
    return t;
  };

  app.get(
    '/payment/test/checkout/:id',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: "The test gateway's checkout for one of my payments",
        description:
          'What the TEST MODE checkout page shows. 404 in production (no test gateway) and for another person’s payment.',
        params: transactionIdParams,
        response: { 200: okEnvelope(testCheckout) },
      },
    },
    async (req) => {
      testOnly();
      const p = await service.ownPayment(principalOf(req).userId, req.params.id, 'test');
      const v = await service.view(p);
      return ok({
        transactionId: p.transactionId,
        status: p.status,
        purpose: p.purpose,
        scheduleId: p.scheduleId,
        providerId: p.therapistId,
        providerName: v.providerName,
        startTime: v.startTime,
        amount: paiseToRupees(p.subtotalPaise - p.discountPaise),
        serviceTaxValue: paiseToRupees(p.feesPaise + p.taxPaise),
        totalAmount: paiseToRupees(p.totalPaise),
        currency: p.currency,
      });
    },
  );

  /** Posts a signed event to our own webhook, through the whole HTTP pipeline, as a gateway would. */
  const deliverTestEvent = async (body: string, headers: Record<string, string>) => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/payment/webhook/test', payload: body, headers });
    if (res.statusCode !== 200) ctx.log.error({ status: res.statusCode, body: res.body }, 'test webhook refused');
    return res.statusCode;
  };

  app.post(
    '/payment/test/checkout/:id/complete',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'Pay (or fail) one of my test-gateway payments',
        description:
          "The payer's choice on the TEST MODE page: 'success' and 'failure' post the signed webhook before answering; 'delayed' answers at once and posts the success webhook a few seconds later (the success page waits for it). Answers where the browser goes next.",
        params: transactionIdParams,
        body: testCheckoutCompleteBody,
        response: { 200: okEnvelope(testCheckoutResult) },
      },
    },
    async (req) => {
      const gw = testOnly();
      const p = await service.ownPayment(principalOf(req).userId, req.params.id, 'test');
      const back = p.scheduleId ?? p.id;
      if (p.status !== 'created') {
        const v = await service.view(p);
        return ok({
          paymentStatus: v.paymentStatus,
          redirectTo:
            v.paymentStatus === 'payment-failed'
              ? paymentFailurePath(back, p.transactionId)
              : paymentSuccessPath(back, p.transactionId),
        });
      }
      const success = req.body.outcome !== 'failure';
      const played = await playTestOutcome({
        gateway: gw,
        payment: {
          id: p.id,
          transactionId: p.transactionId,
          gatewayOrderId: p.gatewayOrderId!,
          totalPaise: p.totalPaise,
        },
        outcome: req.body.outcome,
        deliver: deliverTestEvent,
        log: ctx.log,
      });
      if (played === 'pending') {
        return ok({ paymentStatus: 'payment-pending' as const, redirectTo: paymentSuccessPath(back, p.transactionId) });
      }
      if (played !== 200) throw new AppError('WEBHOOK_FAILED', 502, MSG.paymentConfigurationFailed);
      return ok({
        paymentStatus: success ? ('payment-success' as const) : ('payment-failed' as const),
        redirectTo: success ? paymentSuccessPath(back, p.transactionId) : paymentFailurePath(back, p.transactionId),
      });
    },
  );

  // --- Webhooks: raw body (the signature is over the exact bytes), public, signature-checked ---------
  await app.register(async (plain) => {
    const hooks = plain.withTypeProvider<ZodTypeProvider>();
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    hooks.post(
      '/payment/webhook/:gateway',
      {
        config: { access: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: "A payment gateway's webhook (test, stripe or razorpay)",
          description:
            'Checked over the raw body: the test gateway and Stripe sign `t.body` with HMAC-SHA256 (300 s tolerance), Razorpay signs the body with the webhook secret. A wrong signature, a stale timestamp or an unknown gateway answers 400; a repeated event id is acknowledged and ignored.',
          params: z.object({ gateway: z.enum(['test', 'stripe', 'razorpay']) }),
          response: { 200: okEnvelope(z.object({ received: z.literal(true), duplicate: z.boolean() })) },
        },
      },
      async (req) => {
        const gateway = req.params.gateway;
        const adapter = service.adapters[gateway];
        if (!adapter || !ctx.config.payments.gateways.includes(gateway)) throw notFound(MSG.paymentGatewayUnavailable);
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        let event: ReturnType<typeof adapter.parseWebhook>;
        try {
          event = adapter.parseWebhook(raw, req.headers);
        } catch (err) {
          if (err instanceof WebhookRejected) {
            throw badRequest(
              err.code === 'STALE_EVENT' ? MSG.paymentStaleEvent : MSG.paymentInvalidSignature,
              err.code,
            );
          }
          throw err;
        }
        return ok(await service.webhook(gateway, event));
      },
    );
  });
};

export default paymentsRoutes;
