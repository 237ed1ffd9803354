import type { RouteObject } from 'react-router';

/** /admin/banners, a child of the admin console (its layout and guard). */
export const siteBannerAdminRoutes: RouteObject[] = [
  {
    path: 'banners',
    lazy: () => import('./pages/admin-banners-page').then((m) => ({ Component: m.AdminBannersPage })),
  },
];
