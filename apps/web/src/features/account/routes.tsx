import type { RouteObject } from 'react-router';

/** my-account (the shell's Settings button), under /user/base. */
export const accountRoutes: RouteObject[] = [
  {
    path: 'home/my-account',
    lazy: () => import('./pages/account-page').then((m) => ({ Component: m.AccountPage })),
  },
];
