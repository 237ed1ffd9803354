import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { articlesAdminRoutes } from '../articles';
import { siteBannerAdminRoutes } from '../site-banner';

// Loaded on demand: only admins open the console, so its code stays out of everyone else's download.
const AdminLayout = lazy(() => import('./components/admin-layout').then((m) => ({ default: m.AdminLayout })));
const AdminLoginPage = lazy(() => import('./pages/admin-login-page').then((m) => ({ default: m.AdminLoginPage })));
const AdminTherapistPage = lazy(() =>
  import('./pages/admin-therapist-page').then((m) => ({ default: m.AdminTherapistPage })),
);
const AdminCouponsPage = lazy(() =>
  import('./pages/admin-coupons-page').then((m) => ({ default: m.AdminCouponsPage })),
);
const AdminIssuesPage = lazy(() => import('./pages/admin-issues-page').then((m) => ({ default: m.AdminIssuesPage })));
const AdminMedicinesPage = lazy(() =>
  import('./pages/admin-medicines-page').then((m) => ({ default: m.AdminMedicinesPage })),
);
const AdminFormsPage = lazy(() => import('./pages/admin-forms-page').then((m) => ({ default: m.AdminFormsPage })));
const AdminTherapistsPage = lazy(() =>
  import('./pages/admin-therapists-page').then((m) => ({ default: m.AdminTherapistsPage })),
);

/** The admin console: log in, therapists waiting for approval, one therapist's full profile. */
export const adminRoutes: RouteObject[] = [
  { path: '/admin/login', element: <AdminLoginPage /> },
  {
    path: '/admin',
    element: <AdminLayout />,
    children: [
      { index: true, element: <AdminTherapistsPage /> },
      { path: 'therapists/:therapistId', element: <AdminTherapistPage /> },
      { path: 'coupons', element: <AdminCouponsPage /> },
      { path: 'medicines', element: <AdminMedicinesPage /> },
      { path: 'forms', element: <AdminFormsPage /> },
      { path: 'issues', element: <AdminIssuesPage /> },
      ...articlesAdminRoutes,
      ...siteBannerAdminRoutes,
    ],
  },
];
