import type { MessageData } from '@sahaj/contract';
import { api } from '../../../lib/api-client';

/** PATCH /registration/forgot-password with the reset token from the address. */
export const forgotReset = (token: string, password: string) =>
  api<MessageData>('/registration/forgot-password', { method: 'PATCH', body: { password }, token });
