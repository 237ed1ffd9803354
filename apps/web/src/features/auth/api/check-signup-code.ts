import type { LoginData } from '@sahaj/contract';
import { api } from '../../../lib/api-client';
import { type AccountKind, apiUserType } from './paths';

/** POST /registration/{patient,provider}/signup/check-verification: verifies the code and registers. */
export const checkSignupCode = (kind: AccountKind, body: { phoneNumber: string; code: string }) =>
  api<LoginData>(`/registration/${apiUserType(kind)}/signup/check-verification`, {
    method: 'POST',
    body,
    skipAuth: true,
  });
