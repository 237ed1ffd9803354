import type { RouteUserType } from '@sahaj/contract';

/** The API's word for an account kind: the therapist is 'provider', the corporate account 'company'. */
export function apiUserType(t: RouteUserType | string): 'patient' | 'provider' | 'company' {
  if (t === 'doctor' || t === 'provider') return 'provider';
  if (t === 'corporate' || t === 'company') return 'company';
  return 'patient';
}

/** The userType field of send-verification bodies: 'patient' or 'doctor'. */
export function codeUserType(t: RouteUserType | string): 'patient' | 'doctor' {
  return t === 'doctor' || t === 'provider' ? 'doctor' : 'patient';
}

/** An account kind as the pages name it (route words) or the API does. */
export type AccountKind = 'patient' | 'doctor' | 'corporate' | 'provider' | 'company';
