import {
  earningsData,
  isIanaZone,
  okEnvelope,
  patientPaymentDetailsData,
  paymentDetailsQuery,
  paymentIdParams,
  providerPaymentDetailsData,
} from '@sahaj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, principalOf } from '../../lib/http';
import { invoicePdf } from './invoice-pdf';

const security = [{ bearer: [] }];
const tags = ['payments'];

/** Payment history and invoices (patients), earnings (therapists): issue 12, P2. Own records only. */
const ledgerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = ctx.services.ledger;

  app.get(
    '/patient/payment-details',
    {
      config: { access: ['patient'] },
      schema: {
        tags,
        security,
        summary: 'My payment history',
        description:
          'Newest first, 10 a page (page from 0). Each payment with its status, amounts, refunds and the invoice number (paid payments).',
        querystring: paymentDetailsQuery,
        response: { 200: okEnvelope(patientPaymentDetailsData) },
      },
    },
    async (req) => ok(await service.patientPayments(principalOf(req).userId, req.query)),
  );

  app.get(
    '/patient/payment-details/:id/invoice',
    {
      config: { access: ['patient'] },
      schema: {
        tags,
        security,
        summary: 'The tax invoice of one of my paid payments (PDF)',
        description: "Streamed as application/pdf. Another person's payment, or one without an invoice, answers 404.",
        params: paymentIdParams,
        produces: ['application/pdf'],
      },
    },
    async (req, reply) => {
      const me = principalOf(req).userId;
      const found = await service.invoiceFor(me, req.params.id);
      const zone = await ctx.services.ledger.zoneOf(me);
      const pdf = invoicePdf({ ...found, zone: zone && isIanaZone(zone) ? zone : 'Asia/Kolkata' });
      const file = `invoice-${found.invoice.number.replaceAll('/', '-')}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );

  app.get(
    '/provider/earnings',
    {
      config: { access: ['doctor'] },
      schema: {
        tags,
        security,
        summary: 'My earnings: totals and the last 12 months',
        description:
          "gross (session prices paid), refunds (given back), commission (the platform's, after refunds), net = gross − refunds − commission; months in the therapist's time zone.",
        response: { 200: okEnvelope(earningsData) },
      },
    },
    async (req) => ok(await service.earnings(principalOf(req).userId)),
  );

  app.get(
    '/provider/payment-details',
    {
      config: { access: ['doctor'] },
      schema: {
        tags,
        security,
        summary: 'My ledger: each paid session and refund with gross, commission and net',
        description: 'Newest first, 10 a page (page from 0).',
        querystring: paymentDetailsQuery,
        response: { 200: okEnvelope(providerPaymentDetailsData) },
      },
    },
    async (req) => ok(await service.providerEntries(principalOf(req).userId, req.query)),
  );
};
export default ledgerRoutes;
