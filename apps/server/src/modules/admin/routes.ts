import {
  adminRejectBody,
  adminReviewResult,
  adminTherapistDetail,
  adminTherapistParams,
  adminTherapistsData,
  adminTherapistsQuery,
  okEnvelope,
} from '@sahaj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, principalOf } from '../../lib/http';

const security = [{ bearer: [] }];
const tags = ['admin'];

/** Admin console: therapists waiting for approval, their full profiles, approve and reject. Admins only. */
const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = ctx.services.admin;
  // Admins only: checked onRequest by the app's access hook, before the body is read.
  const access = { access: ['admin'] } as const;

  app.get(
    '/admin/therapists',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Therapists by status (default: waiting for approval), oldest submission first',
        querystring: adminTherapistsQuery,
        response: { 200: okEnvelope(adminTherapistsData) },
      },
    },
    async (req) => ok(await service.list(req.query)),
  );

  app.get(
    '/admin/therapists/:therapistId',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: "A therapist's full profile with document links, treatments and earlier decisions",
        params: adminTherapistParams,
        response: { 200: okEnvelope(adminTherapistDetail) },
      },
    },
    async (req) => ok(await service.detail(req.params.therapistId, principalOf(req).userId)),
  );

  app.post(
    '/admin/therapists/:therapistId/approve',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: "Approve: status 'active'; e-mail, notification and audit log",
        params: adminTherapistParams,
        response: { 200: okEnvelope(adminReviewResult) },
      },
    },
    async (req) => ok(await service.approve(principalOf(req).userId, req.params.therapistId)),
  );

  app.post(
    '/admin/therapists/:therapistId/reject',
    {
      config: access,
      schema: {
        tags,
        security,
        summary:
          "Reject with a reason: status 'rejected', the reason shown to the therapist; e-mail, notification and audit log",
        params: adminTherapistParams,
        body: adminRejectBody,
        response: { 200: okEnvelope(adminReviewResult) },
      },
    },
    async (req) => ok(await service.reject(principalOf(req).userId, req.params.therapistId, req.body.reason)),
  );
};
export default adminRoutes;
