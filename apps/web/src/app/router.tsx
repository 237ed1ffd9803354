import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteError } from '../components/route-error';
import { adminRoutes } from '../features/admin/routes';
import { authRoutes } from '../features/auth/routes';
import { contentRoutes } from '../features/content/routes';
import { corporatePublicRoutes } from '../features/corporate/routes';
import { devRoutes } from '../features/dev/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { therapistProfileRoutes } from '../features/therapist-profile/routes';
import { PageLoading, RootLayout } from './root-layout';

/** The signed-in shell's route id (its children are patched in later). */
const SHELL_ROUTE_ID = 'shell';

const toSignup = <Navigate to="/user/patient/signup" replace />;

/*
 * Pages load on demand: a route names its page with React Router's `lazy`, so its code (and the
 * libraries only it uses) stays out of the first download:
 *   { path: 'home/example', lazy: () => import('./pages/example-page').then((m) => ({ Component: m.ExamplePage })) }
 * Use this function form, not `lazy: { Component: ... }`: React Router empties a lazy *object* once
 * it has loaded it, so a second router built from the same route array (every test does that) gets
 * a route with no page.
 * Import a page statically here or in a feature's routes.tsx only if every first screen needs it;
 * the byte-budget test (apps/web/build/route-budget.test.ts) fails when a budgeted route grows.
 */

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
      ...corporatePublicRoutes,
      ...devRoutes,
      ...onboardingRoutes,
      ...therapistProfileRoutes,
      ...adminRoutes,
      {
        id: SHELL_ROUTE_ID,
        path: '/user/base',
        lazy: () => import('./shell/shell-layout').then((m) => ({ Component: m.ShellLayout })),
        errorElement: <RouteError />,
        // Its pages (app/shell/shell-children.tsx) are patched in on the first visit under /user/base.
        children: [],
      },
      // Anything else under /user, and any other path, goes to patient sign-up (spec document 1 §2).
      { path: '/user/*', element: toSignup },
      { path: '*', element: toSignup },
    ],
  },
];

/**
 * The router. The shell's route table loads with the first address under /user/base: until then
 * such an address matches only the '/user/*' catch-all, and React Router asks
 * patchRoutesOnNavigation for more routes whenever a match has parameters, before it acts on it.
 */
export function createRouter() {
  let shellPatched: Promise<void> | undefined;
  return createBrowserRouter(routes, {
    async patchRoutesOnNavigation({ path, patch }) {
      if (!path.startsWith('/user/base')) return;
      // The frame's code is fetched meanwhile, not after the table has arrived.
      void import('./shell/shell-layout');
      shellPatched ??= import('./shell/shell-children').then((m) => patch(SHELL_ROUTE_ID, m.shellRoutes));
      await shellPatched;
    },
  });
}
