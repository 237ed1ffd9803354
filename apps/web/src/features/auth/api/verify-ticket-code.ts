import type { LoginData } from '@sahaj/contract';
import { api } from '../../../lib/api-client';

/** PUT /user/verify/otp: the code of a ticket (the token from the page address). */
export const verifyTicketCode = (body: { otp: string; token: string }) =>
  api<LoginData>('/user/verify/otp', { method: 'PUT', body, skipAuth: true });
