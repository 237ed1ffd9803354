import {
  type LoginData,
  loginData,
  MSG,
  type OauthData,
  toE164,
  type UserProfile,
  type UserType,
} from '@sahaj/contract';
import type { BaseContext } from '../../context';
import type { UserRow } from '../../db/schema/index';
import type { CaptchaVerifier } from '../../integrations/captcha/captcha';
import type { IdTokenVerify } from '../../integrations/oauth/id-token';
import { badRequest, forbidden } from '../../lib/errors';
import { codeService } from './code-service';
import { authRepository } from './repository';

/** Session lengths: the default, and with 'Remember Me'. */
export const SESSION_TTL_SECONDS = 12 * 3600;
export const REMEMBER_ME_TTL_SECONDS = 30 * 24 * 3600;

export interface RequestMeta {
  ip?: string;
  userAgent?: string;
}

export interface AuthDeps {
  captcha: CaptchaVerifier;
  /** Present only when the provider's client id is configured. */
  google?: IdTokenVerify;
  apple?: IdTokenVerify;
  /** Extra profile fields other features own (e.g. onboarding's wellnessProfile). */
  profileExtras?: (userId: string, userType: UserType) => Promise<Partial<UserProfile>>;
}

const invalidPhone = () => badRequest(MSG.invalidPhone, 'PHONE_INVALID');
export function phoneOrThrow(input: string): string {
  const e164 = toE164(input);
  if (!e164) throw invalidPhone();
  return e164;
}

/** Reads the sign-up phone: the number may carry its dial code, or come bare with countryCode beside it. */
export function signupPhone(phone: { countryCode?: string; phoneNumber: string }): string {
  const direct = toE164(phone.phoneNumber);
  if (direct && (phone.phoneNumber.trim().startsWith('+') || !phone.countryCode)) return direct;
  // toE164 drops the separators people type ('98123 45676'); anything else (letters) is refused, never
  // stripped into some other number.
  const cc = phone.countryCode?.trim().replace(/^\+/, '');
  const combined = cc ? toE164(`+${cc}${phone.phoneNumber}`) : undefined;
  const result = combined ?? direct;
  if (!result) throw invalidPhone();
  return result;
}

/** A sign-up may take over the phone or e-mail of an account nobody ever verified (an abandoned form). */
export const isUnclaimed = (u: UserRow) => !u.phoneVerifiedAt && !u.emailVerifiedAt && u.status === 'pending';

/**
 * What every access use case shares: the context, the repository, one-time codes, and opening a
 * session with the spec's login reply. Each use-case file (login, signup, tickets, reset, oauth,
 * company, profile, captcha) is a function of this kit.
 */
export function authKit(ctx: BaseContext, deps: AuthDeps) {
  const repo = authRepository(ctx.db);
  const codes = codeService(ctx);

  const assertUsable = (user: UserRow) => {
    if (user.status === 'blocked') throw forbidden(MSG.accountBlocked);
  };

  async function oauthDataOf(userId: string): Promise<OauthData | null> {
    const id = await repo.latestOauth(userId);
    if (!id) return null;
    return {
      provider: id.provider,
      email: id.email,
      firstName: id.firstName,
      lastName: id.lastName,
      picture: id.picture,
    };
  }

  /** Opens a new session and shapes the spec's login reply. */
  async function signIn(
    user: UserRow,
    opts: { message: string; rememberMe?: boolean; meta?: RequestMeta; token?: string | null },
  ): Promise<LoginData> {
    assertUsable(user);
    const issued = await ctx.tokens.issue(
      { id: user.id, userType: user.userType },
      {
        ttlSeconds: opts.rememberMe ? REMEMBER_ME_TTL_SECONDS : SESSION_TTL_SECONDS,
        ip: opts.meta?.ip,
        userAgent: opts.meta?.userAgent,
      },
    );
    return loginData.parse({
      authToken: issued.token,
      status: user.status,
      page: user.page,
      userType: user.userType,
      oauthData: await oauthDataOf(user.id),
      message: opts.message,
      token: opts.token ?? null,
      expiresAt: issued.expiresAt.toISOString(),
    });
  }

  return { ctx, deps, repo, codes, assertUsable, oauthDataOf, signIn };
}
export type AuthKit = ReturnType<typeof authKit>;
