import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { RouteError } from '../components/route-error';
import { accountRoutes } from '../features/account/routes';
import { adminRoutes } from '../features/admin/routes';
import { appointmentsRoutes } from '../features/appointments/routes';
import { authRoutes, authShellRoutes } from '../features/auth/routes';
import { bookingRoutes } from '../features/booking/routes';
import { chatRoutes } from '../features/chat/routes';
import { contentRoutes, contentShellRoutes } from '../features/content/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { devRoutes } from '../features/dev/routes';
import { discoveryRoutes } from '../features/discovery/routes';
import { earningsRoutes } from '../features/earnings/routes';
import { familyRoutes } from '../features/family/routes';
import { formsRoutes } from '../features/forms/routes';
import { healthRecordsRoutes } from '../features/health-records/routes';
import { medicationsRoutes } from '../features/medications/routes';
import { myDoctorsRoutes } from '../features/my-doctors/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { paymentsRoutes } from '../features/payments/routes';
import { paymentHistoryRoutes } from '../features/payment-history/routes';
import { subscriptionsRoutes } from '../features/subscriptions/routes';
import { therapistProfileRoutes } from '../features/therapist-profile/routes';
import { PageLoading, RootLayout } from './root-layout';
import { comingSoonRoutes } from './shell/shell-routes';

const toSignup = <Navigate to="/user/patient/signup" replace />;

/*
 * Pages load on demand: a route names its page with React Router's `lazy`, so its code (and the
 * libraries only it uses) stays out of the first download:
 *   { path: 'home/example', lazy: () => import('./pages/example-page').then((m) => ({ Component: m.ExamplePage })) }
 * Use this function form, not `lazy: { Component: ... }`: React Router empties a lazy *object* once
 * it has loaded it, so a second router built from the same route array (every test does that) gets
 * a route with no page.
 * Import a page statically here or in a feature's routes.tsx only if every first screen needs it;
 * the byte-budget test (apps/web/build/route-budget.test.ts) fails when sign-up or login grows.
 */

/** Pages inside the signed-in shell (/user/base/...); features add theirs here. */
export const shellChildren: RouteObject[] = [
  ...dashboardRoutes,
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
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // The first load waits for the matched page's code (lazy routes); a spinner meanwhile.
    HydrateFallback: PageLoading,
    children: [
      { path: '/', element: toSignup },
      ...authRoutes,
      ...contentRoutes,
      ...devRoutes,
      ...onboardingRoutes,
      ...therapistProfileRoutes,
      ...adminRoutes,
      {
        path: '/user/base',
        lazy: () => import('./shell/shell-layout').then((m) => ({ Component: m.ShellLayout })),
        errorElement: <RouteError />,
        // Menu targets no feature has built yet show "coming soon" inside the shell, not a 404.
        children: [...shellChildren, ...comingSoonRoutes(shellChildren)],
      },
      // Anything else under /user, and any other path, goes to patient sign-up (spec document 1 §2).
      { path: '/user/*', element: toSignup },
      { path: '*', element: toSignup },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
