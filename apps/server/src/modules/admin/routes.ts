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
import { createFileStorage } from '../../integrations/storage/index';
import { ok, principalOf, requireUser } from '../../lib/http';
import { therapistProfileService } from '../therapist-profile/service';
import { fileLinkSigner } from '../therapist-profile/uploads';
import { adminService } from './service';

const security = [{ bearer: [] }];
const tags = ['admin'];

/** Admin console: therapists waiting for approval, their full profiles, approve and reject. Admins only. */
const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const links = fileLinkSigner(ctx.config.jwtSecret);
  const profiles = therapistProfileService(ctx, createFileStorage(ctx.config), links);
  const service = adminService(ctx, profiles, links);
  // Checked onRequest, before the body is read: strangers get 401/403, never validation details or a parsed upload.
  const admin = requireUser((t) => ctx.tokens.verify(t), 'admin');

  app.get(
    '/admin/therapists',
    {
      onRequest: admin,
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
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: "A therapist's full profile with document links, treatments and earlier decisions",
        params: adminTherapistParams,
        response: { 200: okEnvelope(adminTherapistDetail) },
      },
    },
    async (req) => ok(await service.detail(req.params.therapistId)),
  );

  app.post(
    '/admin/therapists/:therapistId/approve',
    {
      onRequest: admin,
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
      onRequest: admin,
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
