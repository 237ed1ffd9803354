import type { CodeSentData, SignupSendVerificationBody } from '@sahaj/contract';
import { api } from '../../../lib/api-client';

/** POST /registration/user/signup/send-verification: the phone sign-up code by SMS or WhatsApp. */
export const sendSignupCode = (body: SignupSendVerificationBody) =>
  api<CodeSentData>('/registration/user/signup/send-verification', { method: 'POST', body, skipAuth: true });
