import { Outlet, type RouteObject } from 'react-router';
import { RequireSession } from '../../lib/session';

/** symptom-checker (spec 03 route list), a child of /user/base; patients only (spec 03 §6). */
export const symptomCheckerRoutes: RouteObject[] = [
  {
    path: 'home/symptom-checker',
    element: (
      <RequireSession userTypes={['patient']}>
        <Outlet />
      </RequireSession>
    ),
    children: [
      {
        index: true,
        lazy: () => import('./pages/symptom-checker-page').then((m) => ({ Component: m.SymptomCheckerPage })),
      },
    ],
  },
];
