import type { RouteObject } from 'react-router';
import { CorporateDashboardPage, DashboardPage } from './pages/dashboard-page';

/** Shell landing pages (children of /user/base). */
export const dashboardRoutes: RouteObject[] = [
  { path: 'home/dashboard', element: <DashboardPage /> },
  { path: 'home/corporate/dashboard', element: <CorporateDashboardPage /> },
];
