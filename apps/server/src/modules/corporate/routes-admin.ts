import {
  adminCompanyPlans,
  companyPlan,
  companyPlanBody,
  companyPlanPatchBody,
  okEnvelope,
  planIdParams,
} from '@sahaj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';

const security = [{ bearer: [] }];
const tags = ['corporate', 'admin'];
const admin = { access: ['admin'] as ['admin'] };

/** The admin console's plan catalogue (name, doctorCount, price, duration, credits). */
const adminPlanRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const plans = () => ctx.services.corporate.plans;
  app.get(
    '/admin/company-plans',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Every company plan (offered or retired)',
        response: { 200: okEnvelope(adminCompanyPlans) },
      },
    },
    async () => ok(await plans().adminList()),
  );
  app.post(
    '/admin/company-plans',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Add a company plan',
        body: companyPlanBody,
        response: { 200: okEnvelope(companyPlan) },
      },
    },
    async (req) => ok(await plans().create(req.body)),
  );
  app.patch(
    '/admin/company-plans/:planId',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Change or retire a company plan',
        description: 'Applies to later purchases; a company keeps the terms it bought.',
        params: planIdParams,
        body: companyPlanPatchBody,
        response: { 200: okEnvelope(companyPlan) },
      },
    },
    async (req) => ok(await plans().update(req.params.planId, req.body)),
  );
};

export default adminPlanRoutes;
