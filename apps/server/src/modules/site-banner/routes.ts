import {
  adminBannersData,
  bannerBody,
  bannerContentData,
  bannerIdParams,
  bannerSaveResult,
  messageData,
  okEnvelope,
} from '@sahaj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, principalOf } from '../../lib/http';

const tags = ['site banner'];
const security = [{ bearer: [] }];
const signedIn = { access: 'signedIn' as const };
const admin = { access: ['admin'] as Array<'admin'> };

/** The site banner (issue 23): the spec's GET /admin/get-banner-content for the shell, and the admin's management. */
const siteBannerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = ctx.services.siteBanner;

  app.get(
    '/admin/get-banner-content',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: 'The banner for me now (any signed-in person), or null',
        description:
          "The newest banner whose window includes now, for my kind of account (patient, therapist, company), that I have not dismissed. The path is the spec's; admins get null.",
        response: { 200: okEnvelope(bannerContentData) },
      },
    },
    async (req) => {
      const me = principalOf(req);
      return ok(await service.current(me.userId, me.userType));
    },
  );

  app.post(
    '/user/banner/:bannerId/dismiss',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: 'Hide a banner for me (on every device)',
        params: bannerIdParams,
        response: { 200: okEnvelope(messageData) },
      },
    },
    async (req) => ok(await service.dismiss(principalOf(req).userId, req.params.bannerId)),
  );

  app.get(
    '/admin/banners',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Every banner, latest ending first',
        response: { 200: okEnvelope(adminBannersData) },
      },
    },
    async () => ok(await service.list()),
  );

  app.post(
    '/admin/banners',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Add a banner',
        body: bannerBody,
        response: { 200: okEnvelope(bannerSaveResult) },
      },
    },
    async (req) => ok(await service.create(principalOf(req).userId, req.body)),
  );

  app.put(
    '/admin/banners/:bannerId',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Change a banner',
        params: bannerIdParams,
        body: bannerBody,
        response: { 200: okEnvelope(bannerSaveResult) },
      },
    },
    async (req) => ok(await service.update(req.params.bannerId, req.body)),
  );

  app.delete(
    '/admin/banners/:bannerId',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Delete a banner',
        params: bannerIdParams,
        response: { 200: okEnvelope(messageData) },
      },
    },
    async (req) => ok(await service.remove(req.params.bannerId)),
  );
};

export default siteBannerRoutes;
