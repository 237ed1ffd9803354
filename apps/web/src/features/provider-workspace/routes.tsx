import { Outlet, type RouteObject } from 'react-router';
import { RequireSession } from '../../lib/session';

const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => ({
  lazy: () => load().then((m) => ({ Component: m[name] })),
});

const therapistsOnly = (
  <RequireSession userTypes={['doctor']}>
    <Outlet />
  </RequireSession>
);

/**
 * The therapist's practice (issue 22), children of /user/base: patients (spec 03 route table), a
 * patient's record, a session's note, create-prescription/{patientId}/{prescriptionId}; and the
 * patient's follow-up (reached from the follow-up list and its notification).
 */
export const providerWorkspaceRoutes: RouteObject[] = [
  {
    path: 'home/patients',
    element: therapistsOnly,
    children: [
      { index: true, ...page(() => import('./pages/patients-page'), 'PatientsPage') },
      { path: ':patientId', ...page(() => import('./pages/patient-detail-page'), 'PatientDetailPage') },
      {
        path: ':patientId/notes/:appointmentId',
        ...page(() => import('./pages/session-note-page'), 'SessionNotePage'),
      },
    ],
  },
  {
    path: 'home/create-prescription/:patientId/:prescriptionId',
    element: therapistsOnly,
    children: [{ index: true, ...page(() => import('./pages/prescription-page'), 'PrescriptionPage') }],
  },
  {
    path: 'home/follow-up/:followUpId',
    element: (
      <RequireSession userTypes={['patient']}>
        <Outlet />
      </RequireSession>
    ),
    children: [{ index: true, ...page(() => import('./pages/follow-up-page'), 'FollowUpPage') }],
  },
];
