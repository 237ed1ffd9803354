import { Outlet, type RouteObject } from 'react-router';
import { RequireSession } from '../../lib/session';

/** appointments/{tab?}/{action?} (spec 03 §2), a child of /user/base; patients and therapists. */
export const appointmentsRoutes: RouteObject[] = [
  {
    path: 'home/appointments',
    element: (
      <RequireSession userTypes={['patient', 'doctor']}>
        <Outlet />
      </RequireSession>
    ),
    children: [
      {
        path: ':tab?/:action?',
        lazy: () => import('./pages/appointments-page').then((m) => ({ Component: m.AppointmentsPage })),
      },
    ],
  },
];
