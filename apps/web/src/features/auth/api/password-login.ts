import type { LoginData } from '@sahaj/contract';
import { api } from '../../../lib/api-client';
import { type AccountKind, apiUserType } from './paths';

/** POST /registration/{patient,provider}/login: phone (dial-code form) and password. */
export const passwordLogin = (kind: AccountKind, body: { login: string; password: string; rememberMe?: boolean }) =>
  api<LoginData>(`/registration/${apiUserType(kind)}/login`, { method: 'POST', body, skipAuth: true });
