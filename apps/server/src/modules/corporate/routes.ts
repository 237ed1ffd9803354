import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import adminPlanRoutes from './routes-admin';
import companyRoutes from './routes-company';
import employeeRoutes from './routes-employee';
import companyTestCheckoutRoutes from './routes-test-checkout';

/** Companies (issue 21): the company's routes, the employee's, and the admin's plan catalogue. */
const corporateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(companyRoutes, { ctx });
  await app.register(employeeRoutes, { ctx });
  await app.register(adminPlanRoutes, { ctx });
  await app.register(companyTestCheckoutRoutes, { ctx });
};

export default corporateRoutes;
