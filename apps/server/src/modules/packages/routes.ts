import {
  bookFromSubscriptionBody,
  bookFromSubscriptionResult,
  configureSubscriptionPaymentBody,
  messageData,
  okEnvelope,
  type PaymentGateway,
  packageBody,
  packageIdQuery,
  packageResult,
  packagesData,
  packageUpdateBody,
  patientSubscriptionsData,
  paymentConfigurationResult,
  providerIdParams,
  subscriptionDetails,
  subscriptionIdParams,
  subscriptionPlansData,
  subscriptionPlansQuery,
} from '@sahaj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, principalOf } from '../../lib/http';

const security = [{ bearer: [] }];
const tags = ['packages'];
const patient = { access: ['patient'] as ['patient'] };
const doctor = { access: ['doctor'] as ['doctor'] };

/** Packages with a therapist: the therapist's offers and the patient's "subscriptions" (issue 12). */
const packageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = ctx.services.packages;

  app.get(
    '/provider/packages',
    {
      config: doctor,
      schema: { tags, security, summary: 'My packages on offer', response: { 200: okEnvelope(packagesData) } },
    },
    async (req) => ok(await service.listOwn(principalOf(req).userId)),
  );
  app.post(
    '/provider/packages',
    {
      config: doctor,
      schema: {
        tags,
        security,
        summary: "Offer a package ('Package saved')",
        description:
          'For example 4 sessions within 30 days for a price in whole rupees; optionally of one of my treatments.',
        body: packageBody,
        response: { 200: okEnvelope(packageResult) },
      },
    },
    async (req) => ok(await service.create(principalOf(req).userId, req.body)),
  );
  app.patch(
    '/provider/packages',
    {
      config: doctor,
      schema: {
        tags,
        security,
        summary: 'Change a package I offer (packageId in the body)',
        description: 'Packages already bought keep what was bought. 404 for another therapist’s package.',
        body: packageUpdateBody,
        response: { 200: okEnvelope(packageResult) },
      },
    },
    async (req) => ok(await service.update(principalOf(req).userId, req.body)),
  );
  app.delete(
    '/provider/packages',
    {
      config: doctor,
      schema: {
        tags,
        security,
        summary: 'Stop offering a package',
        description: 'Packages already bought go on. 404 for another therapist’s package.',
        querystring: packageIdQuery,
        response: { 200: okEnvelope(messageData) },
      },
    },
    async (req) => ok(await service.remove(principalOf(req).userId, req.query.packageId)),
  );

  app.get(
    '/patient/doctor-subscription-plans/:id',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: "A therapist's packages ({id} = the therapist), optionally of one treatment",
        params: providerIdParams,
        querystring: subscriptionPlansQuery,
        response: { 200: okEnvelope(subscriptionPlansData) },
      },
    },
    async (req) => ok(await service.plans(req.params.id, req.query.treatmentId)),
  );

  const configure = (gateway: PaymentGateway, mode: 'checkout' | 'order') =>
    app.post(
      `/payment/patient/${gateway}/configure-subscription-payment`,
      {
        config: patient,
        schema: {
          tags,
          security,
          summary: `Buy a package through ${gateway === 'test' ? 'the test gateway' : gateway}`,
          description:
            "Creates a payment of purpose 'package' priced by the server (the plan's price + processing fee + GST) and the gateway's checkout; when it is paid the package is mine (once, however often the payment is reported). 404 for a plan no longer offered.",
          body: configureSubscriptionPaymentBody,
          response: { 200: okEnvelope(paymentConfigurationResult) },
        },
      },
      async (req) => ok(await service.configurePurchase(principalOf(req).userId, gateway, mode, req.body)),
    );
  configure('test', 'checkout');
  configure('stripe', 'checkout');
  configure('razorpay', 'order');

  for (const tab of ['active', 'completed'] as const) {
    app.get(
      `/patient/subscription/${tab}`,
      {
        config: patient,
        schema: {
          tags,
          security,
          summary: tab === 'active' ? 'My packages with sessions left' : 'My packages used up or expired',
          response: { 200: okEnvelope(patientSubscriptionsData) },
        },
      },
      async (req) => ok(await service.list(principalOf(req).userId, tab)),
    );
  }

  app.get(
    '/patient/subscription/provider/:id',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'My active packages with this therapist ({id})',
        params: providerIdParams,
        response: { 200: okEnvelope(patientSubscriptionsData) },
      },
    },
    async (req) => ok(await service.list(principalOf(req).userId, 'active', req.params.id)),
  );

  app.get(
    '/patient/:id/subscriptiondetails',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'One of my packages ({id}) with the sessions booked from it',
        description: '404 for another patient’s package.',
        params: subscriptionIdParams,
        response: { 200: okEnvelope(subscriptionDetails) },
      },
    },
    async (req) => ok(await service.details(principalOf(req).userId, req.params.id)),
  );

  app.post(
    '/patient/subscription/appointments',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'Book my held slot with one session of my package (no payment)',
        description:
          "The hold becomes an appointment and the package loses one session in the same transaction. 409 'This package has no sessions left' / 'This package has expired'; 400 when the hold is with another therapist or after the package ends; 404 for another patient's package or hold.",
        body: bookFromSubscriptionBody,
        response: { 200: okEnvelope(bookFromSubscriptionResult) },
      },
    },
    async (req) => ok(await service.bookSession(principalOf(req).userId, req.body)),
  );
};

export default packageRoutes;
