import { Outlet, type RouteObject } from 'react-router';
import { RequireSession } from '../../lib/session';

const patientOnly = (
  <RequireSession userTypes={['patient']}>
    <Outlet />
  </RequireSession>
);

/** Questionnaires (spec: survay-form and dashboard/survay-form/give-survey/{formId}); children of /user/base; patients. */
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
  {
    path: 'home/dashboard/survay-form/give-survey/:formId',
    element: patientOnly,
    children: [
      {
        index: true,
        lazy: () => import('./pages/questionnaire-page').then((m) => ({ Component: m.QuestionnairePage })),
      },
    ],
  },
];
