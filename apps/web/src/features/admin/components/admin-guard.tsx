import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { sessionState, useSession } from '../../../lib/session';

/** /admin pages need a signed-in admin; anyone else goes to the admin login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (sessionState() !== 'valid' || session?.userType !== 'admin') {
    return <Navigate to="/admin/login" replace state={{ from: location.pathname }} />;
  }
  return children;
}
