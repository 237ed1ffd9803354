import { AUTH_MSG } from '@sahaj/contract';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { clearSession, readSession, sessionState } from '../../../lib/session';
import { entryTarget } from './after-login';

/**
 * Entry rules of spec document 1 §4 for the sign-in pages: a stored unexpired token with status
 * 'active' goes to the dashboard (another status: update-profile); an expired token clears local
 * storage and goes to login.
 */
export function useEntryRedirect(loginPath: string): void {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const state = sessionState();
    if (state === 'valid') {
      const s = readSession();
      if (s) navigate(entryTarget(s.userType, s.accountStatus), { replace: true });
    } else if (state === 'expired') {
      clearSession();
      notify.info(AUTH_MSG.pleaseLogin);
      navigate(loginPath, { replace: true });
    }
  }, [navigate, loginPath]);
}
