import {
  type AuthUserType,
  addMinutes,
  type Channel,
  LOGIN_FAILURE_WINDOW_SECONDS,
  LOGIN_MAX_FAILURES,
  type LoginData,
  MSG,
  toUserType,
  type UserType,
} from '@sahaj/contract';
import { forbidden, notFound, tooMany, unauthorized } from '../../lib/errors';
import { type AuthKit, phoneOrThrow, type RequestMeta } from './session';
import { unlockLinks } from './unlock';

/** Signing in with a password (any kind) or with a code sent to the phone (patients and therapists). */
export function loginUseCases({ ctx, repo, codes, assertUsable, signIn }: AuthKit) {
  const unlocks = unlockLinks({ ctx, repo });

  /**
   * Takes one guess from the budget this client has on the account, atomically (429 when none is
   * left): its own, for a client trusted for the account, else the account's shared one. When the
   * shared budget runs out, the owner is sent an unlock link (once per window; docs/login-lockout.md).
   */
  async function reserveAttempt(userType: UserType, login: string, ip?: string): Promise<string> {
    const since = addMinutes(new Date(), -LOGIN_FAILURE_WINDOW_SECONDS / 60);
    const taken = await repo.reserveAttempt(userType, login, { since, max: LOGIN_MAX_FAILURES, ip });
    if ('id' in taken) return taken.id;
    if (taken.scope === 'account') {
      await unlocks
        .offer(userType, login, since, taken.lockedSince)
        .catch((err: unknown) => ctx.log.error({ err }, 'unlock link not sent'));
    }
    const until = addMinutes(taken.lockedSince, LOGIN_FAILURE_WINDOW_SECONDS / 60).getTime();
    throw tooMany(MSG.tooManyLoginAttempts, {
      retryAfterSeconds: Math.max(1, Math.ceil((until - Date.now()) / 1000)),
      // The same words whether or not the account exists (no account discovery through the lock).
      ...(taken.scope === 'account' ? { hint: MSG.loginUnlockHint } : {}),
    });
  }

  async function passwordLogin(input: {
    userType: UserType;
    login: string;
    password: string;
    rememberMe?: boolean;
    meta?: RequestMeta;
  }): Promise<LoginData> {
    const byPhone = input.userType === 'patient' || input.userType === 'doctor';
    const login = byPhone ? phoneOrThrow(input.login) : input.login.trim().toLowerCase();
    // Counted as a failure from the start; only a good password turns it into a success.
    const attemptId = await reserveAttempt(input.userType, login, input.meta?.ip);
    const user = byPhone
      ? await repo.userByPhone(input.userType, login)
      : await repo.userByEmail(input.userType, login);
    if (!user) throw notFound(MSG.userNotFound, 'USER_NOT_FOUND');
    const good = await ctx.passwords.verify(user.passwordHash, input.password);
    if (!good) throw unauthorized(MSG.credentialsMismatch, 'BAD_CREDENTIALS');
    // The right password is no guess, whatever else stops the sign-in.
    await repo.markSucceeded(attemptId);
    assertUsable(user);
    if (byPhone && !user.phoneVerifiedAt) throw forbidden(MSG.phoneNotVerified);
    // A company registration counts once its e-mail is proved (re-verify: PATCH /registration/resend-email-verification).
    if (user.userType === 'company' && user.status === 'pending' && !user.emailVerifiedAt) {
      throw forbidden(MSG.emailNotVerified, 'EMAIL_NOT_VERIFIED');
    }
    return signIn(user, { message: MSG.loggedIn, rememberMe: input.rememberMe, meta: input.meta });
  }

  async function sendLoginCode(input: { phoneNumber: string; channel: Channel; userType: AuthUserType }) {
    const userType = toUserType(input.userType);
    const phone = phoneOrThrow(input.phoneNumber);
    const user = await repo.userByPhone(userType, phone);
    if (!user) throw notFound(MSG.userDoesNotExist, 'USER_NOT_FOUND');
    assertUsable(user);
    if (!user.phoneVerifiedAt) throw forbidden(MSG.phoneNotVerified);
    const sent = await codes.issueCode({
      purpose: `login:${userType}`,
      target: phone,
      channel: input.channel,
      userId: user.id,
      userType,
    });
    return { message: MSG.codeSent, resendAfterSeconds: sent.resendAfterSeconds };
  }

  async function codeLogin(input: {
    userType: UserType;
    login: string;
    otp: string;
    rememberMe?: boolean;
    meta?: RequestMeta;
  }): Promise<LoginData> {
    const phone = phoneOrThrow(input.login);
    const used = await codes.verifyCode({ purpose: `login:${input.userType}`, target: phone, code: input.otp });
    const user = used.userId ? await repo.userById(used.userId) : undefined;
    if (!user || user.status === 'deleted' || user.phone !== phone) throw notFound(MSG.userDoesNotExist);
    return signIn(user, { message: MSG.loggedIn, rememberMe: input.rememberMe, meta: input.meta });
  }

  return { passwordLogin, sendLoginCode, codeLogin, unlockSignIn: unlocks.use };
}
