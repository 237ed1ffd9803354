import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { RouteError } from '../components/route-error';
import { adminRoutes } from '../features/admin/routes';
import { authRoutes, authShellRoutes } from '../features/auth/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { devRoutes } from '../features/dev/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { therapistProfileRoutes } from '../features/therapist-profile/routes';
import { RootLayout } from './root-layout';
import { ShellLayout } from './shell/shell-layout';
import { comingSoonRoutes } from './shell/shell-routes';

const toSignup = <Navigate to="/user/patient/signup" replace />;

/** Pages inside the signed-in shell (/user/base/...); features add theirs here. */
export const shellChildren: RouteObject[] = [
  ...dashboardRoutes,
  ...authShellRoutes,
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: toSignup },
      ...authRoutes,
      ...devRoutes,
      ...onboardingRoutes,
      ...therapistProfileRoutes,
      ...adminRoutes,
      {
        path: '/user/base',
        element: <ShellLayout />,
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
