import { Outlet, type RouteObject } from 'react-router';
import { RequireSession } from '../../lib/session';

/** messages ('Chats' / 'Messages', spec 03 §2), a child of /user/base; patients and therapists. */
export const chatRoutes: RouteObject[] = [
  {
    path: 'home/messages',
    element: (
      <RequireSession userTypes={['patient', 'doctor']}>
        <Outlet />
      </RequireSession>
    ),
    children: [
      { index: true, lazy: () => import('./pages/messages-page').then((m) => ({ Component: m.MessagesPage })) },
    ],
  },
];
