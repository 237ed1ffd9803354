import type { TicketData } from '@sahaj/contract';
import { api } from '../../../lib/api-client';

/** PATCH /registration/resend-email-verification. */
export const resendEmailVerification = (body: { email: string; userType: 'patient' | 'doctor' | 'company' }) =>
  api<TicketData>('/registration/resend-email-verification', { method: 'PATCH', body, skipAuth: true });
