import type { LoginData } from '@sahaj/contract';
import { api } from '../../../lib/api-client';
import { type AccountKind, apiUserType } from './paths';

/** POST /registration/{patient,provider}/login/otp: logs in with the code sent by sendLoginCode. */
export const codeLogin = (kind: AccountKind, body: { login: string; otp: string; rememberMe?: boolean }) =>
  api<LoginData>(`/registration/${apiUserType(kind)}/login/otp`, { method: 'POST', body, skipAuth: true });
