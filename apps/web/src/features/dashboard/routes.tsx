import type { RouteObject } from 'react-router';

/** Shell landing pages (children of /user/base); the company dashboard is the corporate feature's. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: 'home/dashboard',
    lazy: () => import('./pages/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  },
];
