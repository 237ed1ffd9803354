import { Outlet, type RouteObject } from 'react-router';
import { RequireSession } from '../../lib/session';

/** medication (spec 03 route list), a child of /user/base; patients only. */
export const medicationsRoutes: RouteObject[] = [
  {
    path: 'home/medication',
    element: (
      <RequireSession userTypes={['patient']}>
        <Outlet />
      </RequireSession>
    ),
    children: [
      { index: true, lazy: () => import('./pages/medication-page').then((m) => ({ Component: m.MedicationPage })) },
    ],
  },
];
