import type { MessageData } from '@sahaj/contract';
import { api } from '../../../lib/api-client';

/** PATCH /public/resetPassword with the token from the address (the e-mailed reset link). */
export const publicResetPassword = (token: string, password: string) =>
  api<MessageData>('/public/resetPassword', { method: 'PATCH', body: { password, token }, token });
