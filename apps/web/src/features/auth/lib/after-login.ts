import { dashboardPath, routeUserType } from '../../../lib/session';

export type LoginMethod = 'password' | 'otp' | 'google' | 'apple' | 'signup';

export interface AfterLoginInput {
  /** The kind of account that signed in (stored kind or address segment). */
  userType: string;
  method: LoginMethod;
  /** Account status; 'active' means onboarding is done. */
  status?: string | null;
  /** Onboarding progress: the last page saved. */
  page?: number | null;
  oauthData?: unknown;
}

export interface AfterLoginTarget {
  to: string;
  /** The therapist's page, passed in navigation state after a password login (spec document 1 §4). */
  state?: { page: number };
}

const hasOauth = (oauthData: unknown) =>
  oauthData !== null && oauthData !== undefined && oauthData !== '' && !(Array.isArray(oauthData) && !oauthData.length);

/**
 * Where a user goes after signing in, by spec document 1 §4:
 * - company: the corporate dashboard (corporate accounts have no profile wizard);
 * - account status 'active' → dashboard (the status rule of §4 comes first: a finished account is
 *   never sent back into the wizard); sign-up verification: any other status → update-profile;
 * - for accounts that are not active yet, the per-method page rules:
 * - patient: password login → dashboard unless page is 0; code login → dashboard only at page 4;
 *   Google/Apple → dashboard at page 4, or at page 3 with oauth data (the "alternative reading"
 *   also accepts oauth data with page 5), otherwise update-profile;
 * - therapist: dashboard only at page 5, otherwise update-profile; a password login passes the
 *   page in navigation state so the wizard can resume.
 */
export function afterLoginTarget({ userType, method, status, page, oauthData }: AfterLoginInput): AfterLoginTarget {
  const kind = routeUserType(userType);
  const dashboard = dashboardPath(userType);
  if (kind === 'corporate') return { to: dashboard };
  const updateProfile = `/user/${kind}/update-profile`;
  const p = page ?? 0;

  if (status === 'active') return { to: dashboard };
  if (method === 'signup') return { to: updateProfile };

  if (kind === 'doctor') {
    if (p === 5) return { to: dashboard };
    return method === 'password' ? { to: updateProfile, state: { page: p } } : { to: updateProfile };
  }

  switch (method) {
    case 'password':
      return { to: p !== 0 ? dashboard : updateProfile };
    case 'otp':
      return { to: p === 4 ? dashboard : updateProfile };
    case 'google':
    case 'apple': {
      const oauth = hasOauth(oauthData);
      if (p === 4 || (oauth && (p === 3 || p === 5))) return { to: dashboard };
      return { to: updateProfile };
    }
  }
}

/** On entering a sign-in page with a stored unexpired token: 'active' → dashboard, otherwise update-profile. */
export function entryTarget(userType: string, status: string | null): string {
  const kind = routeUserType(userType);
  if (status === 'active' || kind === 'corporate') return dashboardPath(userType);
  return `/user/${kind}/update-profile`;
}
