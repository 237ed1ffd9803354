import type { CompanyLoginBody, LoginData } from '@sahaj/contract';
import { api } from '../../../lib/api-client';

/** POST /registration/company/login: the corporate account's e-mail and password. */
export const companyLogin = (body: CompanyLoginBody) =>
  api<LoginData>('/registration/company/login', { method: 'POST', body, skipAuth: true });
