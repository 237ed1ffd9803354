import type { CompanySignupBody, EmailSignupData } from '@sahaj/contract';
import { api } from '../../../lib/api-client';

/** POST registration/company/signup: a pending account and a 6-digit code to the e-mail (data.token is the ticket). */
export const companySignup = (body: CompanySignupBody) =>
  api<EmailSignupData>('/registration/company/signup', { method: 'POST', body, skipAuth: true });
