import { Outlet, type RouteObject } from 'react-router';
import { RequireSession } from '../../lib/session';

/** health-record (the patient's own) and a therapist's read-only view of a patient's records; children of /user/base. */
export const healthRecordsRoutes: RouteObject[] = [
  {
    path: 'home/health-record',
    element: (
      <RequireSession userTypes={['patient']}>
        <Outlet />
      </RequireSession>
    ),
    children: [
      {
        index: true,
        lazy: () => import('./pages/health-record-page').then((m) => ({ Component: m.HealthRecordPage })),
      },
    ],
  },
  {
    path: 'home/health-record/patient/:patientId',
    element: (
      <RequireSession userTypes={['doctor']}>
        <Outlet />
      </RequireSession>
    ),
    children: [
      {
        index: true,
        lazy: () => import('./pages/patient-health-page').then((m) => ({ Component: m.PatientHealthPage })),
      },
    ],
  },
];
