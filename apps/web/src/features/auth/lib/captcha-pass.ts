import { AUTH_MSG } from '@sahaj/contract';
import { verifyCaptcha } from '../api/public-config';
import type { CaptchaHandle } from '../components/invisible-captcha';

/**
 * Runs the invisible captcha and trades its solution for a pass (POST /registration/verify-captcha),
 * which the sign-up calls then carry as captchaPass. A failure throws with the message to show.
 */
export async function passCaptcha(captcha: CaptchaHandle | null): Promise<string> {
  let token: string;
  try {
    if (!captcha) throw new Error(AUTH_MSG.captchaError);
    token = await captcha.run();
  } catch {
    throw new Error(AUTH_MSG.captchaError);
  }
  return (await verifyCaptcha(token)).captchaPass;
}
