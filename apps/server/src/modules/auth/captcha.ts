import { createHash, randomBytes } from 'node:crypto';
import { type CaptchaVerifiedData, MSG } from '@sahaj/contract';
import { AppError, badRequest } from '../../lib/errors';
import type { AuthKit } from './session';

/** How long a passed captcha may be used for the sign-up step that follows it. */
export const CAPTCHA_PASS_TTL_SECONDS = 15 * 60;

const hashPass = (pass: string) => createHash('sha256').update(pass).digest('base64url');

/**
 * The invisible captcha (ALTCHA, or reCAPTCHA when configured) and the pass it earns. Sending a
 * sign-up code and signing up a company need a pass; its first use binds it to that phone or
 * e-mail, so every new destination costs a new solved captcha (SMS pumping, mass sign-ups).
 */
export function captchaUseCases({ ctx, deps, repo }: AuthKit) {
  async function verifyCaptcha(token: string, ip?: string): Promise<CaptchaVerifiedData> {
    let good: boolean;
    try {
      good = await deps.captcha.verify(token, ip);
    } catch (err) {
      ctx.log.warn({ err: (err as Error).message }, 'captcha verification could not run');
      throw new AppError('CAPTCHA_ERROR', 502, MSG.captchaError);
    }
    if (!good) throw badRequest(MSG.captchaFailed, 'CAPTCHA_FAILED');
    const pass = randomBytes(24).toString('base64url');
    const expiresAt = new Date(Date.now() + CAPTCHA_PASS_TTL_SECONDS * 1000);
    await repo.insertCaptchaPass(hashPass(pass), expiresAt);
    return { message: MSG.captchaCompleted, captchaPass: pass, expiresAt: expiresAt.toISOString() };
  }

  /** 400 unless the pass is live and unused, or already bound to this same destination. */
  async function requireCaptchaPass(pass: string | undefined, target: string): Promise<void> {
    if (!pass) throw badRequest(MSG.captchaRequired, 'CAPTCHA_REQUIRED', { field: 'captchaPass' });
    if (!(await repo.useCaptchaPass(hashPass(pass), target))) {
      throw badRequest(MSG.captchaFailed, 'CAPTCHA_PASS_INVALID', { field: 'captchaPass' });
    }
  }

  return { verifyCaptcha, requireCaptchaPass };
}
export type CaptchaUseCases = ReturnType<typeof captchaUseCases>;
