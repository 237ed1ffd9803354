import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import accountRoutes from './account/routes';
import adminRoutes from './admin/routes';
import appointmentPreferencesRoutes from './appointment-preferences/routes';
import appointmentsRoutes from './appointments/routes';
import { articlesFeedRoutes, articlesRoutes } from './articles/routes';
import authRoutes from './auth/routes';
import bookingRoutes from './booking/routes';
import chatRoutes from './chat/routes';
import contentRoutes from './content/routes';
import corporateRoutes from './corporate/routes';
import couponRoutes from './coupons/routes';
import devRoutes from './dev/routes';
import discoveryRoutes from './discovery/routes';
import familyRoutes from './family/routes';
import formsRoutes from './forms/routes';
import geoRoutes from './geo/routes';
import healthRecordsRoutes from './health-records/routes';
import issueReportsRoutes from './issue-reports/routes';
import ledgerRoutes from './ledger/routes';
import lookupsRoutes from './lookups/routes';
import medicationsRoutes from './medications/routes';
import notificationsRoutes from './notifications/routes';
import onboardingRoutes from './onboarding/routes';
import packageRoutes from './packages/routes';
import paymentsRoutes from './payments/routes';
import providerWorkspaceAdminRoutes from './provider-workspace/admin-routes';
import providerWorkspaceRoutes from './provider-workspace/routes';
import reviewsRoutes from './reviews/routes';
import siteBannerRoutes from './site-banner/routes';
import symptomCheckerRoutes from './symptom-checker/routes';
import therapistProfileRoutes from './therapist-profile/routes';

/** Every feature's routes, mounted under /api/v1. Add a feature with one line here. */
export const apiModules: Array<FastifyPluginAsyncZod<{ ctx: AppContext }>> = [
  lookupsRoutes,
  contentRoutes,
  authRoutes,
  geoRoutes,
  devRoutes,
  onboardingRoutes,
  therapistProfileRoutes,
  adminRoutes,
  discoveryRoutes,
  bookingRoutes,
  paymentsRoutes,
  appointmentsRoutes,
  reviewsRoutes,
  chatRoutes,
  ledgerRoutes,
  accountRoutes,
  familyRoutes,
  notificationsRoutes,
  couponRoutes,
  packageRoutes,
  healthRecordsRoutes,
  formsRoutes,
  medicationsRoutes,
  issueReportsRoutes,
  corporateRoutes,
  providerWorkspaceRoutes,
  providerWorkspaceAdminRoutes,
  symptomCheckerRoutes,
  articlesRoutes,
  siteBannerRoutes,
  appointmentPreferencesRoutes,
];

/** Routes at the site's root, outside /api/v1: the WordPress-shaped articles feed at /wp-json/wp/v2 (issue 23). */
export const rootModules: Array<FastifyPluginAsyncZod<{ ctx: AppContext }>> = [articlesFeedRoutes];
