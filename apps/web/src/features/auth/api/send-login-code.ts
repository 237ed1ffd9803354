import type { CodeSentData, SendVerificationBody } from '@sahaj/contract';
import { api } from '../../../lib/api-client';

/** POST /registration/user/login/send-verification: a login code by SMS or WhatsApp. */
export const sendLoginCode = (body: SendVerificationBody) =>
  api<CodeSentData>('/registration/user/login/send-verification', { method: 'POST', body, skipAuth: true });
