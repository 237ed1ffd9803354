import { Outlet, type RouteObject } from 'react-router';
import { RequireSession } from '../../lib/session';

/** my-doctors ('My Therapists', spec 03 §2), a child of /user/base; patients only. */
export const myDoctorsRoutes: RouteObject[] = [
  {
    path: 'home/my-doctors',
    element: (
      <RequireSession userTypes={['patient']}>
        <Outlet />
      </RequireSession>
    ),
    children: [
      { index: true, lazy: () => import('./pages/my-doctors-page').then((m) => ({ Component: m.MyDoctorsPage })) },
    ],
  },
];
