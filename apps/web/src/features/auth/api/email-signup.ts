import type { EmailSignupData, PatientSignupBody } from '@sahaj/contract';
import { api } from '../../../lib/api-client';
import { type AccountKind, apiUserType } from './paths';

/** POST /registration/{patient,provider}/signup: the e-mail sign-up form. */
export const emailSignup = (kind: AccountKind, body: PatientSignupBody) =>
  api<EmailSignupData>(`/registration/${apiUserType(kind)}/signup`, { method: 'POST', body, skipAuth: true });
