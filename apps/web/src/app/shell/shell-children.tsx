import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { accountRoutes } from '../../features/account/routes';
import { appointmentsRoutes } from '../../features/appointments/routes';
import { articlesRoutes } from '../../features/articles';
import { authShellRoutes } from '../../features/auth/routes';
import { bookingRoutes } from '../../features/booking/routes';
import { chatRoutes } from '../../features/chat/routes';
import { contentShellRoutes } from '../../features/content/routes';
import { corporateRoutes } from '../../features/corporate/routes';
import { dashboardRoutes } from '../../features/dashboard/routes';
import { discoveryRoutes } from '../../features/discovery/routes';
import { earningsRoutes } from '../../features/earnings/routes';
import { familyRoutes } from '../../features/family/routes';
import { formsRoutes } from '../../features/forms/routes';
import { healthRecordsRoutes } from '../../features/health-records/routes';
import { installRoutes } from '../../features/install';
import { medicationsRoutes } from '../../features/medications/routes';
import { myDoctorsRoutes } from '../../features/my-doctors/routes';
import { paymentHistoryRoutes } from '../../features/payment-history/routes';
import { paymentsRoutes } from '../../features/payments/routes';
import { providerWorkspaceRoutes } from '../../features/provider-workspace/routes';
import { subscriptionsRoutes } from '../../features/subscriptions/routes';
import { symptomCheckerRoutes } from '../../features/symptom-checker';
import { comingSoonRoutes } from './shell-routes';

/*
 * The signed-in shell's route table. It is not part of the first download: the router patches it in
 * (React Router's patchRoutesOnNavigation, see app/router.tsx) the first time an address under
 * /user/base is opened, so sign-up and login do not pay for every feature's routes.
 */

/** Pages inside the signed-in shell (/user/base/...); features add theirs here. */
export const shellChildren: RouteObject[] = [
  ...dashboardRoutes,
  ...corporateRoutes,
  ...discoveryRoutes,
  ...bookingRoutes,
  ...paymentsRoutes,
  ...subscriptionsRoutes,
  ...appointmentsRoutes,
  ...chatRoutes,
  ...paymentHistoryRoutes,
  ...earningsRoutes,
  ...myDoctorsRoutes,
  ...healthRecordsRoutes,
  ...formsRoutes,
  ...medicationsRoutes,
  ...authShellRoutes,
  ...contentShellRoutes,
  ...accountRoutes,
  ...familyRoutes,
  ...symptomCheckerRoutes,
  ...articlesRoutes,
  ...installRoutes,
  ...providerWorkspaceRoutes,
  { path: '*', element: <NotFoundPage /> },
];

/** The shell's children as the router patches them in: the pages, then 'coming soon' for unbuilt menu targets. */
export const shellRoutes: RouteObject[] = [...shellChildren, ...comingSoonRoutes(shellChildren)];
