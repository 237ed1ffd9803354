import { Outlet, type RouteObject } from 'react-router';
import { RequireSession } from '../../lib/session';

const listPage = () => import('./pages/subscriptions-page').then((m) => ({ Component: m.SubscriptionsPage }));

/** subscriptions/{tab?} and subscriptions/{tab}/{data} (patient menu 'subscriptions'): my packages. */
export const subscriptionsRoutes: RouteObject[] = [
  {
    path: 'home/subscriptions',
    element: (
      <RequireSession userTypes={['patient']}>
        <Outlet />
      </RequireSession>
    ),
    children: [
      { index: true, lazy: listPage },
      { path: ':tab', lazy: listPage },
      {
        path: ':tab/:data',
        lazy: () => import('./pages/subscription-details-page').then((m) => ({ Component: m.SubscriptionDetailsPage })),
      },
    ],
  },
];
