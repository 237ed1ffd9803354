import {
  acceptInviteBody,
  buyConsultationBody,
  companyIdParams,
  companyPatientParams,
  companyPriceDetail,
  companyPrivacyBody,
  consultationBooked,
  invitePreview,
  inviteTokenParams,
  messageData,
  myCompany,
  okEnvelope,
  providerIdOnlyParams,
  selectedProvidersData,
  selectedProvidersQuery,
} from '@sahaj/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, principalOf } from '../../lib/http';

const security = [{ bearer: [] }];
/** Limits count per account (the access hook has read the caller by then), not per address: offices share one. */
const perAccount = (name: string) => (req: FastifyRequest) => `corporate-${name}:${req.principal?.userId ?? req.ip}`;
const tags = ['corporate'];
const patient = { access: ['patient'] as ['patient'] };

/**
 * An employee's routes (a patient who accepted a company's invite): the company's therapists, a
 * session's price in credits, booking on credits, the invite, and what the employer can see.
 */
const employeeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const corp = () => ctx.services.corporate;

  app.get(
    '/companies/employees/:companyId/companyselectedproviders',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: "My company's chosen therapists (the therapist list of a corporate patient)",
        description: 'Only for an employee of that company (404 otherwise).',
        params: companyIdParams,
        querystring: selectedProvidersQuery,
        response: { 200: okEnvelope(selectedProvidersData) },
      },
    },
    async (req) => {
      await corp().membership.membershipIn(req.params.companyId, principalOf(req).userId);
      return ok(await corp().providers.selected(req.params.companyId, req.query));
    },
  );
  app.get(
    '/companies/providers/:providerId/providerPriceDetail',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'What a session with this therapist costs in my company’s credits',
        description:
          'canBook is false, with the reason, when I am blocked, the therapist is not chosen, or the credits do not cover it.',
        params: providerIdOnlyParams,
        response: { 200: okEnvelope(companyPriceDetail) },
      },
    },
    async (req) => ok(await corp().consultations.priceDetail(principalOf(req).userId, req.params.providerId)),
  );
  app.post(
    '/companies/:companyId/patient/:patientId/buypatientconsultation',
    {
      config: { ...patient, rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: perAccount('employee') } },
      schema: {
        tags,
        security,
        summary: 'Book my held slot on company credits',
        description:
          'The hold (POST /patient/schedule-details) becomes the appointment through the one confirmation, paid by credits. 402 when the credits do not cover it, 403 when I am blocked or the therapist is not chosen, 409 when the slot was lost. Retrying the same hold answers the same booking.',
        params: companyPatientParams,
        body: buyConsultationBody,
        response: { 200: okEnvelope(consultationBooked) },
      },
    },
    async (req) =>
      ok(
        await corp().consultations.buy(
          req.params.companyId,
          req.params.patientId,
          principalOf(req).userId,
          req.body.scheduleId,
        ),
      ),
  );
  app.get(
    '/patient/company/invite/:token',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'The company that invited me (from the invite link)',
        params: inviteTokenParams,
        response: { 200: okEnvelope(invitePreview) },
      },
    },
    async (req) => ok(await corp().membership.preview(req.params.token)),
  );
  app.post(
    '/patient/company/invite/accept',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: "Accept my company's invite",
        description:
          'The invite must be for my e-mail address. shareUsage (default false) lets the company see my session count and credits used.',
        body: acceptInviteBody,
        response: { 200: okEnvelope(myCompany) },
      },
    },
    async (req) => ok(await corp().membership.accept(principalOf(req).userId, req.body.token, req.body.shareUsage)),
  );
  app.get(
    '/patient/company',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'My company plan: what my employer can see and when it last looked',
        response: { 200: okEnvelope(myCompany) },
      },
    },
    async (req) => ok(await corp().membership.mine(principalOf(req).userId)),
  );
  app.patch(
    '/patient/company/privacy',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'Choose whether my employer sees my session count and credits used',
        body: companyPrivacyBody,
        response: { 200: okEnvelope(myCompany) },
      },
    },
    async (req) => ok(await corp().membership.setSharing(principalOf(req).userId, req.body.shareUsage)),
  );
  app.patch(
    '/patient/company/leave',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: "Leave my company's plan (my account, sessions and records stay mine)",
        response: { 200: okEnvelope(messageData) },
      },
    },
    async (req) => ok(await corp().membership.leave(principalOf(req).userId)),
  );
};

export default employeeRoutes;
