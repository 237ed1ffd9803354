import type { TicketData } from '@sahaj/contract';
import { api } from '../../../lib/api-client';

/** POST /registration/reverify-phone: sends a code; data.token is the ticket for the code page. */
export const reverifyPhone = (body: {
  phoneNumber: string;
  userType: 'patient' | 'doctor';
  channel?: 'sms' | 'whatsapp';
}) => api<TicketData>('/registration/reverify-phone', { method: 'POST', body, skipAuth: true });
