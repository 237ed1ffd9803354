/** Verifies a captcha answer. Adapters: ALTCHA (self-hosted proof of work, default), reCAPTCHA. */
export interface CaptchaVerifier {
  readonly kind: 'altcha' | 'recaptcha';
  /** True when the answer is good; false when it is not; throws when the check itself could not run. */
  verify(token: string, remoteIp?: string): Promise<boolean>;
}
