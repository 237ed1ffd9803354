import { Outlet, type RouteObject } from 'react-router';
import { RequireSession } from '../../lib/session';

const patientOnly = (
  <RequireSession userTypes={['patient']}>
    <Outlet />
  </RequireSession>
);

/**
 * Questionnaires (spec: survay-form), children of /user/base; patients. The spec's
 * dashboard/survay-form/give-survey/{formId} serves patients and companies alike, so the corporate
 * feature's route owns that path and shows patients this feature's QuestionnairePage (index.ts).
 */
export const formsRoutes: RouteObject[] = [
  {
    path: 'home/survay-form',
    element: patientOnly,
    children: [
      { index: true, lazy: () => import('./pages/forms-list-page').then((m) => ({ Component: m.FormsListPage })) },
      {
        path: ':formId/results',
        lazy: () => import('./pages/form-results-page').then((m) => ({ Component: m.FormResultsPage })),
      },
    ],
  },
];
