import type { APIRequestContext } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Challenge } from 'altcha-lib/types';
import { apiCall } from './api';

/**
 * A captcha pass for API set-up steps: the server's ALTCHA challenge solved here as the browser
 * widget would, then POST /registration/verify-captcha. Sign-up code sends, the sign-up form and
 * company sign-up need one (bound to the first phone or e-mail it is used for).
 */
export async function apiCaptchaPass(request: APIRequestContext): Promise<string> {
  const challenge = await apiCall<Challenge>(request, 'GET', '/registration/captcha-challenge');
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('could not solve the captcha challenge');
  const token = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const { captchaPass } = await apiCall<{ captchaPass: string }>(request, 'POST', '/registration/verify-captcha', {
    data: { token },
  });
  return captchaPass;
}
