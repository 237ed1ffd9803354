import { Outlet, type RouteObject } from 'react-router';
import { RequireSession } from '../../lib/session';

/** my-account/payment-history (spec 03 §2), a child of /user/base; patients only. */
export const paymentHistoryRoutes: RouteObject[] = [
  {
    path: 'home/my-account/payment-history',
    element: (
      <RequireSession userTypes={['patient']}>
        <Outlet />
      </RequireSession>
    ),
    children: [
      {
        index: true,
        lazy: () => import('./pages/payment-history-page').then((m) => ({ Component: m.PaymentHistoryPage })),
      },
    ],
  },
];
