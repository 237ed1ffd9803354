import { Outlet, type RouteObject } from 'react-router';
import { RequireSession } from '../../lib/session';

/** earnings (provider menu), a child of /user/base; the page and its chart library load on demand. */
export const earningsRoutes: RouteObject[] = [
  {
    path: 'home/earnings',
    element: (
      <RequireSession userTypes={['doctor']}>
        <Outlet />
      </RequireSession>
    ),
    children: [
      {
        index: true,
        lazy: () => import('./pages/earnings-page').then((m) => ({ Component: m.EarningsPage })),
      },
    ],
  },
];
