import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AltchaCaptcha } from './altcha';
import type { CaptchaVerifier } from './captcha';
import { RecaptchaCaptcha } from './recaptcha';

export { AltchaCaptcha } from './altcha';
export type { CaptchaVerifier } from './captcha';
export { RecaptchaCaptcha } from './recaptcha';

/** reCAPTCHA when its secret and site key are set; ALTCHA (needs no third party) otherwise. */
export function createCaptcha(config: Config, db: Db): { verifier: CaptchaVerifier; altcha: AltchaCaptcha } {
  const altcha = new AltchaCaptcha(db, {
    hmacKey: config.providers.altchaHmacKey,
    // Tests only (as with argon2): a light proof of work, so suites that sign up many times stay fast.
    ...(config.fastHashing ? { cost: 1, maxCounter: 200 } : {}),
  });
  const verifier = config.providers.recaptcha ? new RecaptchaCaptcha(config.providers.recaptcha) : altcha;
  return { verifier, altcha };
}
