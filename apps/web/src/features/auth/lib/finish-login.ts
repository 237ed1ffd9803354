import { AUTH_MSG, type LoginData } from '@sahaj/contract';
import type { NavigateFunction } from 'react-router';
import { notify } from '../../../lib/notify';
import { routeUserType, saveLogin } from '../../../lib/session';
import { afterLoginTarget, type LoginMethod } from './after-login';

/**
 * Stores what a login or sign-up answered and goes where spec document 1 §4 says. A reply that
 * still carries a verification ticket goes to the code page first.
 */
export function finishLogin(
  data: LoginData,
  method: LoginMethod,
  navigate: NavigateFunction,
  opts: { successMessage?: string } = {},
): void {
  const kind = routeUserType(data.userType);
  if (data.token && kind !== 'corporate') {
    if (data.message) notify.info(data.message);
    navigate(`/user/${kind}/signup/otp-verification/${encodeURIComponent(data.token)}`, { replace: true });
    return;
  }
  saveLogin(data);
  notify.success(opts.successMessage ?? AUTH_MSG.loggedIn);
  const target = afterLoginTarget({
    userType: data.userType,
    method,
    status: data.status,
    page: data.page,
    oauthData: data.oauthData,
  });
  navigate(target.to, { replace: true, state: target.state });
}
