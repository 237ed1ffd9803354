import type { ForgotCheckBody, ResetTokenData } from '@sahaj/contract';
import { api } from '../../../lib/api-client';

/** POST /registration/forgot-password/check-verification: the reset code; answers the reset token. */
export const forgotCheck = (body: ForgotCheckBody) =>
  api<ResetTokenData>('/registration/forgot-password/check-verification', { method: 'POST', body, skipAuth: true });
