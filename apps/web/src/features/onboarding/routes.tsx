import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireSession } from '../../lib/session';

// Loaded on demand: the wizard brings the map (Leaflet), which no other page needs.
const CompletedPage = lazy(() => import('./pages/completed-page').then((m) => ({ default: m.CompletedPage })));
const OnboardingPage = lazy(() => import('./pages/onboarding-page').then((m) => ({ default: m.OnboardingPage })));

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
