import type { ForgotSendBody, TicketData } from '@sahaj/contract';
import { api } from '../../../lib/api-client';

/** POST /registration/forgot-password/send-verification; data.token is the ticket for the code page. */
export const forgotSend = (body: ForgotSendBody) =>
  api<TicketData>('/registration/forgot-password/send-verification', { method: 'POST', body, skipAuth: true });
