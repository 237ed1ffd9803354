import { type LoginData, PLATFORM_MSG, type RouteUserType, STORAGE_KEYS, type UserType } from '@sahaj/contract';
import { createElement, type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { onUnauthorized } from './api-client';
import { authStorage, isTokenUsable, tokenExpiry } from './auth-storage';
import { notify } from './notify';

/**
 * The signed-in session as the spec keeps it in local storage (document 1 §3): authToken,
 * accountStatus, pageInfo, oauthData, userType, user. Other features read it through these
 * functions and guard their pages with <RequireSession>.
 */
export interface Session {
  token: string;
  /** 'patient' | 'doctor' | 'company' | 'admin' (the stored kind, not the address segment). */
  userType: UserType;
  /** Account status; 'active' means onboarding is done. */
  accountStatus: string | null;
  /** Onboarding progress: the last page saved. */
  page: number | null;
  oauthData: unknown;
  /** The stored profile (first element of GET /user/profile's data), when fetched. */
  user: SessionUser | null;
}

export interface SessionUser {
  _id: string;
  userType?: string;
  status?: string;
  page?: number;
  firstName?: string | null;
  lastName?: string | null;
  name?: string | null;
  fullName?: string | null;
  email?: string | null;
  companyName?: string | null;
  [key: string]: unknown;
}

/** Where a page without a usable session sends people (spec document 1 §4, "in the shell"). */
export const SIGNUP_PATH = '/user/patient/signup';

const listeners = new Set<() => void>();
let version = 0;
function changed() {
  version += 1;
  for (const fn of listeners) fn();
}
if (typeof window !== 'undefined') {
  // Another tab signing in or out changes what this tab may show.
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key === STORAGE_KEYS.authToken || e.key === STORAGE_KEYS.user) changed();
  });
}

function parseJson<T>(text: string | null): T | null {
  if (text === null || text === '') return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

const isUserType = (v: string | null): v is UserType =>
  v === 'patient' || v === 'doctor' || v === 'company' || v === 'admin';

/** The stored session, or null when there is no token. Does not check expiry: see sessionState. */
export function readSession(): Session | null {
  const token = authStorage.token();
  if (!token) return null;
  const storedType = localStorage.getItem(STORAGE_KEYS.userType);
  const pageRaw = localStorage.getItem(STORAGE_KEYS.pageInfo);
  const page = pageRaw === null || pageRaw === '' ? null : Number(pageRaw);
  return {
    token,
    userType: isUserType(storedType) ? storedType : 'patient',
    accountStatus: localStorage.getItem(STORAGE_KEYS.accountStatus),
    page: page === null || Number.isNaN(page) ? null : page,
    oauthData: parseJson(localStorage.getItem(STORAGE_KEYS.oauthData)),
    user: parseJson<SessionUser>(localStorage.getItem(STORAGE_KEYS.user)),
  };
}

/** 'none' (no token), 'expired' (past exp, or unreadable), or 'valid'. */
export function sessionState(nowMs = Date.now()): 'none' | 'expired' | 'valid' {
  const token = authStorage.token();
  if (!token) return 'none';
  return isTokenUsable(token, nowMs) ? 'valid' : 'expired';
}

/** The session when its token is present, readable and unexpired; otherwise null. */
export function validSession(nowMs = Date.now()): Session | null {
  return sessionState(nowMs) === 'valid' ? readSession() : null;
}

export interface SaveSessionInput {
  authToken: string;
  userType: UserType | string;
  status?: string | null;
  page?: number | null;
  oauthData?: unknown;
  user?: SessionUser | null;
}

/** Stores what a login or sign-up answered (spec document 1 §3 local-storage keys). */
export function saveSession(input: SaveSessionInput): void {
  const previousToken = authStorage.token();
  if (previousToken && previousToken !== input.authToken) localStorage.removeItem(STORAGE_KEYS.user);
  authStorage.setToken(input.authToken);
  localStorage.setItem(STORAGE_KEYS.userType, storedUserType(input.userType));
  if (input.status != null) localStorage.setItem(STORAGE_KEYS.accountStatus, input.status);
  else localStorage.removeItem(STORAGE_KEYS.accountStatus);
  if (input.page != null) localStorage.setItem(STORAGE_KEYS.pageInfo, String(input.page));
  else localStorage.removeItem(STORAGE_KEYS.pageInfo);
  if (input.oauthData != null) localStorage.setItem(STORAGE_KEYS.oauthData, JSON.stringify(input.oauthData));
  else localStorage.removeItem(STORAGE_KEYS.oauthData);
  if (input.user) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(input.user));
  changed();
}

/**
 * Stores a login or sign-up reply as the session: the one mapping from what the server answers
 * (LoginData) to what this browser keeps. `user` keeps a known profile (a fresh token for the same
 * person); otherwise the shell reads it again from GET /user/profile.
 */
export function saveLogin(
  data: Pick<LoginData, 'authToken' | 'userType' | 'status' | 'page'> & { oauthData?: unknown },
  user: SessionUser | null = null,
): void {
  saveSession({
    authToken: data.authToken,
    userType: data.userType,
    status: data.status,
    page: data.page,
    oauthData: data.oauthData,
    user,
  });
}

/** Updates parts of the stored session (e.g. the onboarding page or status after a save). */
export function updateSession(patch: { status?: string; page?: number; user?: SessionUser | null }): void {
  if (patch.status !== undefined) localStorage.setItem(STORAGE_KEYS.accountStatus, patch.status);
  if (patch.page !== undefined) localStorage.setItem(STORAGE_KEYS.pageInfo, String(patch.page));
  if (patch.user !== undefined) {
    if (patch.user) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(patch.user));
    else localStorage.removeItem(STORAGE_KEYS.user);
  }
  changed();
}

/** Forgets the session: the spec's local-storage keys and the socket. */
export function clearSession(): void {
  authStorage.clear();
  // Loaded on demand: socket.io stays out of the first download (sign-up and login have no socket).
  // Only the signed-in shell opens a socket, so when this module is not loaded there is none to close.
  void import('./socket').then((m) => m.disconnectSocket());
  changed();
}

/** The session as React state; re-renders when it is saved, updated or cleared (also from another tab). */
export function useSession(): Session | null {
  const v = useSyncExternalStore(
    (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    () => version,
  );
  void v;
  return readSession();
}

/** The address segment for a stored user type: patient, doctor, or corporate (company). */
export function routeUserType(userType: string | null | undefined): RouteUserType {
  if (userType === 'patient' || userType === 'doctor') return userType;
  if (userType === 'provider' || userType === 'therapist') return 'doctor';
  return 'corporate';
}

/** The stored kind for an address segment or a server's user type. */
export function storedUserType(userType: string): UserType {
  if (userType === 'doctor' || userType === 'provider' || userType === 'therapist') return 'doctor';
  if (userType === 'corporate' || userType === 'company') return 'company';
  if (userType === 'admin') return 'admin';
  return 'patient';
}

/** The landing page in the shell for a user type (corporate has its own dashboard). */
export function dashboardPath(userType: string | null | undefined): string {
  return routeUserType(userType) === 'corporate' ? '/user/base/home/corporate/dashboard' : '/user/base/home/dashboard';
}

/** Seconds until the stored token expires (negative when past), or undefined when unreadable. */
export function secondsLeft(nowMs = Date.now()): number | undefined {
  const exp = tokenExpiry(authStorage.token());
  return exp === undefined ? undefined : Math.floor(exp - nowMs / 1000);
}

/**
 * Clears the session and goes to patient sign-up when any signed-in call answers 401
 * (architecture §8). Mounted by RequireSession, so every guarded page has it.
 */
export function useUnauthorizedRedirect(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      onUnauthorized(() => {
        clearSession();
        notify.info(PLATFORM_MSG.unauthorized);
        navigate(SIGNUP_PATH, { replace: true });
      }),
    [navigate],
  );
}

/**
 * Guards a signed-in page: a missing, unreadable or expired token clears the stored session and
 * sends the user to /user/patient/signup (spec document 1 §4). Optionally limits the page to
 * some user types (others go to their own dashboard).
 *
 *   { path: '/user/patient/update-profile/:action?', element: <RequireSession userTypes={['patient']}><Page /></RequireSession> }
 */
export function RequireSession({ children, userTypes }: { children: ReactNode; userTypes?: UserType[] }) {
  const session = useSession();
  const location = useLocation();
  useUnauthorizedRedirect();
  const state = sessionState();
  useEffect(() => {
    if (state === 'expired') clearSession();
  }, [state]);
  // A token that runs out while the page is open ends the session at its exp, not at the next call.
  const token = session?.token;
  useEffect(() => {
    if (!token || state !== 'valid') return;
    const left = secondsLeft();
    if (left === undefined) return;
    const id = window.setTimeout(
      () => {
        clearSession();
        notify.info(PLATFORM_MSG.unauthorized);
      },
      Math.min(Math.max(left, 0) * 1000 + 500, 2_147_483_000),
    );
    return () => window.clearTimeout(id);
  }, [token, state]);
  if (state !== 'valid' || !session) {
    return createElement(Navigate, { to: SIGNUP_PATH, replace: true, state: { from: location.pathname } });
  }
  if (userTypes && !userTypes.includes(session.userType)) {
    return createElement(Navigate, { to: dashboardPath(session.userType), replace: true });
  }
  return children;
}
