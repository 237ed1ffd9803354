import { Outlet, type RouteObject } from 'react-router';
import { RequireSession } from '../../lib/session';

/** book-appointment/{scheduleId} (spec 03 §2), a child of /user/base; patients only. */
export const bookingRoutes: RouteObject[] = [
  {
    path: 'home/book-appointment',
    element: (
      <RequireSession userTypes={['patient']}>
        <Outlet />
      </RequireSession>
    ),
    children: [
      {
        path: ':scheduleId',
        lazy: () => import('./pages/book-appointment-page').then((m) => ({ Component: m.BookAppointmentPage })),
      },
    ],
  },
];
