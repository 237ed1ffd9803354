import type { CaptchaChallengeData, CaptchaVerifiedData, PublicConfigData } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const authKeys = {
  config: ['auth', 'public-config'] as const,
  profile: ['auth', 'profile'] as const,
  companyLookups: ['auth', 'company-signup-lookups'] as const,
};

/** GET /public/config: which third-party sign-ins and captcha the server offers. */
export const publicConfigQuery = () =>
  queryOptions({
    queryKey: authKeys.config,
    queryFn: ({ signal }) => api<PublicConfigData>('/public/config', { skipAuth: true, signal }),
    staleTime: 5 * 60_000,
  });
export const usePublicConfig = () => useQuery(publicConfigQuery());

/** GET /registration/captcha-challenge: a fresh ALTCHA challenge. */
export const fetchCaptchaChallenge = () =>
  api<CaptchaChallengeData>('/registration/captcha-challenge', { skipAuth: true });

/** POST /registration/verify-captcha with the widget's payload: the pass that sign-up calls carry (captchaPass). */
export const verifyCaptcha = (token: string) =>
  api<CaptchaVerifiedData>('/registration/verify-captcha', { method: 'POST', body: { token }, skipAuth: true });
