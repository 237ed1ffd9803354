import type { RouteObject } from 'react-router';
import { RequireSession } from '../../lib/session';
import { CompletedPage } from './pages/completed-page';
import { OnboardingPage } from './pages/onboarding-page';

/** Patient onboarding (spec document 1 §2): /user/patient/update-profile/{action?} and its end page. */
export const onboardingRoutes: RouteObject[] = [
  {
    path: '/user/patient/update-profile/completed',
    element: (
      <RequireSession userTypes={['patient']}>
        <CompletedPage />
      </RequireSession>
    ),
  },
  {
    path: '/user/patient/update-profile/:action?',
    element: (
      <RequireSession userTypes={['patient']}>
        <OnboardingPage />
      </RequireSession>
    ),
  },
];
