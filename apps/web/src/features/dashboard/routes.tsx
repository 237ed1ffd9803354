import type { RouteObject } from 'react-router';

/** Shell landing pages (children of /user/base). */
export const dashboardRoutes: RouteObject[] = [
  {
    path: 'home/dashboard',
    lazy: () => import('./pages/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  },
  {
    path: 'home/corporate/dashboard',
    lazy: () => import('./pages/dashboard-page').then((m) => ({ Component: m.CorporateDashboardPage })),
  },
];
