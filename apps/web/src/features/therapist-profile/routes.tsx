import { lazy, type ReactNode, useEffect, useState } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import {
  clearSession,
  dashboardPath,
  readSession,
  SIGNUP_PATH,
  sessionState,
  useUnauthorizedRedirect,
} from '../../lib/session';

// Loaded on demand: only therapists setting up their profile need the wizard's code.
const TherapistWizardPage = lazy(() => import('./pages/wizard-page').then((m) => ({ default: m.TherapistWizardPage })));

/**
 * The session guard of lib/session, checked on entry (spec 02 §5: "token expiry is checked on
 * entry"): a missing, unreadable or expired token goes to patient sign-up; another kind of account
 * goes to its own dashboard. Checked once, so the pending card's own 'Okay' (which ends the
 * session and goes to the doctor login) is not overtaken by the guard.
 */
function RequireTherapistOnEntry({ children }: { children: ReactNode }) {
  const [entry] = useState(() => ({ state: sessionState(), userType: readSession()?.userType }));
  useUnauthorizedRedirect();
  useEffect(() => {
    if (entry.state === 'expired') clearSession();
  }, [entry.state]);
  if (entry.state !== 'valid') return <Navigate to={SIGNUP_PATH} replace />;
  if (entry.userType !== 'doctor') return <Navigate to={dashboardPath(entry.userType)} replace />;
  return children;
}

/** The therapist profile wizard (spec 02 §2). */
export const therapistProfileRoutes: RouteObject[] = [
  {
    path: '/user/doctor/update-profile/:action?',
    element: (
      <RequireTherapistOnEntry>
        <TherapistWizardPage />
      </RequireTherapistOnEntry>
    ),
  },
];
