import type { AppContext, BaseContext } from '../../context';
import { captchaUseCases } from './captcha';
import { companyUseCases } from './company';
import { loginUseCases } from './login';
import { oauthUseCases } from './oauth';
import { profileUseCases } from './profile';
import { authRepository } from './repository';
import { resetUseCases } from './reset';
import { type AuthDeps, authKit } from './session';
import { signupUseCases } from './signup';
import { ticketUseCases } from './tickets';

export { RESET_TOKEN_TTL_SECONDS } from './reset';
export {
  type AuthDeps,
  phoneOrThrow,
  REMEMBER_ME_TTL_SECONDS,
  type RequestMeta,
  SESSION_TTL_SECONDS,
} from './session';

/**
 * The access area's use cases, one file each (login, signup, tickets, reset, oauth, company,
 * profile, captcha), on one shared kit (session.ts). Rules live in those files; every query and
 * write in repository.ts. Built once per app in src/services.ts.
 */
export function authService(ctx: BaseContext, deps: AuthDeps) {
  const kit = authKit(ctx, deps);
  const captcha = captchaUseCases(kit);

  /** Deletes ended codes, old login attempts and spent captcha passes; idempotent, safe on any number of nodes. */
  async function purgeExpired() {
    await kit.codes.purgeOld();
    await kit.repo.purgeOldAttempts();
    await kit.repo.purgeCaptchaPasses();
  }

  return {
    purgeExpired,
    ...captcha,
    ...loginUseCases(kit),
    ...signupUseCases(kit, captcha),
    ...ticketUseCases(kit),
    ...resetUseCases(kit),
    ...oauthUseCases(kit),
    ...companyUseCases(kit, captcha),
    ...profileUseCases(kit),
  };
}
export type AuthService = ReturnType<typeof authService>;

/** True when the account signed in through Google or Apple (the shortened onboarding applies). */
export function hasOauthData(db: AppContext['db'], userId: string): Promise<boolean> {
  return authRepository(db).hasIdentity(userId);
}
