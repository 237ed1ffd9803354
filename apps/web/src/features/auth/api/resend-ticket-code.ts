import type { CodeSentData } from '@sahaj/contract';
import { api } from '../../../lib/api-client';

/** PUT /user/resend/otp: a new code for a ticket. */
export const resendTicketCode = (token: string) =>
  api<CodeSentData>('/user/resend/otp', { method: 'PUT', body: { token }, skipAuth: true });
