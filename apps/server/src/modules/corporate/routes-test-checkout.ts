import {
  companyPaymentReturnPath,
  companyTestCheckout,
  companyTransactionParams,
  MSG,
  okEnvelope,
  paiseToRupees,
  testCheckoutCompleteBody,
  testCheckoutResult,
} from '@sahaj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { ok, principalOf } from '../../lib/http';
import { playTestOutcome } from '../payments';

const security = [{ bearer: [] }];
const tags = ['corporate'];
const company = { access: ['company'] as ['company'] };

/**
 * Our TEST MODE gateway's checkout for a company purchase (development and tests only): the same
 * play as the patients' page (decide, sign, post the webhook through the whole pipeline), for the
 * company's own payment. The browser then goes back to the plans or wallet page, which verifies.
 */
const companyTestCheckoutRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const payments = () => ctx.services.payments;
  const testOnly = () => {
    const t = payments().adapters.test;
    if (!t || !ctx.config.payments.gateways.includes('test')) {
      throw new AppError('GATEWAY_UNAVAILABLE', 404, MSG.paymentGatewayUnavailable);
    }
    return t;
  };

  app.get(
    '/companies/payments/test/checkout/:transactionId',
    {
      config: company,
      schema: {
        tags,
        security,
        summary: "The test gateway's checkout for one of my company's purchases",
        description: "404 in production (no test gateway) and for another company's payment.",
        params: companyTransactionParams,
        response: { 200: okEnvelope(companyTestCheckout) },
      },
    },
    async (req) => {
      testOnly();
      const p = await payments().ownCompanyPayment(principalOf(req).userId, req.params.transactionId, 'test');
      return ok({
        transactionId: p.transactionId,
        status: p.status,
        purpose: p.purpose === 'company_plan' ? ('company_plan' as const) : ('company_credits' as const),
        description: await ctx.services.corporate.purchases.describe(p),
        amount: paiseToRupees(p.subtotalPaise - p.discountPaise),
        serviceTaxValue: paiseToRupees(p.feesPaise + p.taxPaise),
        totalAmount: paiseToRupees(p.totalPaise),
        currency: p.currency,
      });
    },
  );

  const deliverTestEvent = async (body: string, headers: Record<string, string>) => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/payment/webhook/test', payload: body, headers });
    if (res.statusCode !== 200) ctx.log.error({ status: res.statusCode, body: res.body }, 'test webhook refused');
    return res.statusCode;
  };
  app.post(
    '/companies/payments/test/checkout/:transactionId/complete',
    {
      config: company,
      schema: {
        tags,
        security,
        summary: "Pay (or fail) one of my company's test-gateway purchases",
        description:
          "'success' and 'failure' post the signed webhook before answering; 'delayed' answers at once and posts the success a few seconds later. redirectTo is the plans or wallet page with ?transactionId=, which verifies.",
        params: companyTransactionParams,
        body: testCheckoutCompleteBody,
        response: { 200: okEnvelope(testCheckoutResult) },
      },
    },
    async (req) => {
      const gw = testOnly();
      const p = await payments().ownCompanyPayment(principalOf(req).userId, req.params.transactionId, 'test');
      const purpose = p.purpose === 'company_plan' ? 'company_plan' : 'company_credits';
      const back = companyPaymentReturnPath(purpose, p.transactionId);
      if (p.status !== 'created') {
        const v = await payments().view(p);
        return ok({ paymentStatus: v.paymentStatus, redirectTo: back });
      }
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
      if (played === 'pending') return ok({ paymentStatus: 'payment-pending' as const, redirectTo: back });
      if (played !== 200) throw new AppError('WEBHOOK_FAILED', 502, MSG.paymentConfigurationFailed);
      const v = await payments().view((await payments().ownCompanyPayment(principalOf(req).userId, p.transactionId))!);
      return ok({ paymentStatus: v.paymentStatus, redirectTo: back });
    },
  );
};

export default companyTestCheckoutRoutes;
