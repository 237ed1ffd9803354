import type { RouteObject } from 'react-router';

/** family-members (patient menu), under /user/base. */
export const familyRoutes: RouteObject[] = [
  {
    path: 'home/family-members',
    lazy: () => import('./pages/family-members-page').then((m) => ({ Component: m.FamilyMembersPage })),
  },
];
