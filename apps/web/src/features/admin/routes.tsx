import type { RouteObject } from 'react-router';
import { AdminLayout } from './components/admin-layout';
import { AdminLoginPage } from './pages/admin-login-page';
import { AdminTherapistPage } from './pages/admin-therapist-page';
import { AdminTherapistsPage } from './pages/admin-therapists-page';

/** The admin console: log in, therapists waiting for approval, one therapist's full profile. */
export const adminRoutes: RouteObject[] = [
  { path: '/admin/login', element: <AdminLoginPage /> },
  {
    path: '/admin',
    element: <AdminLayout />,
    children: [
      { index: true, element: <AdminTherapistsPage /> },
      { path: 'therapists/:therapistId', element: <AdminTherapistPage /> },
    ],
  },
];
