import type { LoginData } from '@sahaj/contract';
import { api } from '../../../lib/api-client';
import { type AccountKind, apiUserType } from './paths';

/** POST /registration/{patient,provider}/auth/apple with Apple's token (and the name, first time only). */
export const appleAuth = (kind: AccountKind, body: { token: string; firstName?: string; lastName?: string }) =>
  api<LoginData>(`/registration/${apiUserType(kind)}/auth/apple`, {
    method: 'POST',
    body: { ...body, platform: 'web' },
    skipAuth: true,
  });
