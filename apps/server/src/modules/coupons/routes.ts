import {
  adminCouponsData,
  adminCouponsQuery,
  couponApplyBody,
  couponApplyResult,
  couponBody,
  couponIdParams,
  couponResult,
  couponStatusBody,
  okEnvelope,
  patientCouponsData,
  providerIdParams,
} from '@sahaj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, principalOf } from '../../lib/http';

const security = [{ bearer: [] }];
const tags = ['coupons'];
const admin = { access: ['admin'] as ['admin'] };
const patient = { access: ['patient'] as ['patient'] };

/** Coupons: the admin's list and form, the patient's list per therapist and the apply call (issue 12). */
const couponRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = ctx.services.coupons;

  app.get(
    '/admin/coupons',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Coupons, newest first, with their uses',
        querystring: adminCouponsQuery,
        response: { 200: okEnvelope(adminCouponsData) },
      },
    },
    async (req) => ok(await service.list(req.query)),
  );

  app.post(
    '/admin/coupons',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Create a coupon',
        description:
          "The code is stored upper-case and unique whatever its case (409 'A coupon with this code already exists'). value: percent 1–100, or whole rupees for flat.",
        body: couponBody,
        response: { 200: okEnvelope(couponResult) },
      },
    },
    async (req) => ok(await service.create(principalOf(req).userId, req.body)),
  );

  app.patch(
    '/admin/coupons/:couponId',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Edit a coupon (every field)',
        description: 'Uses already taken stay counted against the new limits.',
        params: couponIdParams,
        body: couponBody,
        response: { 200: okEnvelope(couponResult) },
      },
    },
    async (req) => ok(await service.update(req.params.couponId, req.body)),
  );

  app.patch(
    '/admin/coupons/:couponId/status',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Disable or enable a coupon',
        description: 'A disabled coupon takes no new uses; payments already configured keep theirs.',
        params: couponIdParams,
        body: couponStatusBody,
        response: { 200: okEnvelope(couponResult) },
      },
    },
    async (req) => ok(await service.setActive(req.params.couponId, req.body.active)),
  );

  app.get(
    '/patient/coupons/:id',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'Coupons I can use with this therapist ({id}) now',
        description: 'Active, inside their window, for any therapist or this one, with uses left in all and for me.',
        params: providerIdParams,
        response: { 200: okEnvelope(patientCouponsData) },
      },
    },
    async (req) => ok(await service.usable(principalOf(req).userId, req.params.id)),
  );

  app.post(
    '/payment/patient/coupon/apply',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: "Price details with a coupon taken off ('Coupon applied')",
        description:
          'Computed by the server from the therapist’s fee or the treatment’s price; takes no use (the configure call reserves it). 400 with field couponCode when the code is unknown, disabled, outside its window, for another therapist; 409 when its limit (in all or for me) is reached.',
        body: couponApplyBody,
        response: { 200: okEnvelope(couponApplyResult) },
      },
    },
    async (req) => ok(await service.apply(principalOf(req).userId, req.body)),
  );
};

export default couponRoutes;
