import type { LoginData } from '@sahaj/contract';
import { api } from '../../../lib/api-client';
import { type AccountKind, apiUserType } from './paths';

/** POST /registration/{patient,provider}/auth/google with Google's ID token. */
export const googleAuth = (kind: AccountKind, token: string) =>
  api<LoginData>(`/registration/${apiUserType(kind)}/auth/google`, { method: 'POST', body: { token }, skipAuth: true });
