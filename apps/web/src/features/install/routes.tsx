import type { RouteObject } from 'react-router';

/** store (spec 03 route list), a child of /user/base: installing Sahaj as a web app. */
export const installRoutes: RouteObject[] = [
  { path: 'home/store', lazy: () => import('./pages/store-page').then((m) => ({ Component: m.StorePage })) },
];
