import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import adminRoutes from './admin/routes';
import authRoutes from './auth/routes';
import devRoutes from './dev/routes';
import geoRoutes from './geo/routes';
import lookupsRoutes from './lookups/routes';
import onboardingRoutes from './onboarding/routes';
import therapistProfileRoutes from './therapist-profile/routes';

/** Every feature's routes, mounted under /api/v1. Add a feature with one line here. */
export const apiModules: Array<FastifyPluginAsyncZod<{ ctx: AppContext }>> = [
  lookupsRoutes,
  authRoutes,
  geoRoutes,
  devRoutes,
  onboardingRoutes,
  therapistProfileRoutes,
  adminRoutes,
];
