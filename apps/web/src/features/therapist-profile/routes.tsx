import type { RouteObject } from 'react-router';
import { RequireSession } from '../../lib/session';
import { TherapistWizardPage } from './pages/wizard-page';

/** The therapist profile wizard (spec 02 §2). A missing or expired token goes to patient sign-up. */
export const therapistProfileRoutes: RouteObject[] = [
  {
    path: '/user/doctor/update-profile/:action?',
    element: (
      <RequireSession userTypes={['doctor']}>
        <TherapistWizardPage />
      </RequireSession>
    ),
  },
];
