import { MSG, toDialCodeForm, type UserProfile } from '@sahaj/contract';
import { unauthorized } from '../../lib/errors';
import type { AuthKit } from './session';

/** GET /user/profile and logout. */
export function profileUseCases({ ctx, deps, repo, oauthDataOf }: AuthKit) {
  async function profile(userId: string): Promise<UserProfile[]> {
    const user = await repo.userById(userId);
    if (!user) throw unauthorized(MSG.unauthorized);
    const extras = deps.profileExtras ? await deps.profileExtras(user.id, user.userType) : {};
    return [
      {
        _id: user.id,
        userType: user.userType,
        status: user.status,
        page: user.page,
        firstName: user.firstName,
        lastName: user.lastName,
        name: user.name,
        email: user.email,
        phone: user.phone ? toDialCodeForm(user.phone) : null,
        gender: user.gender ?? null,
        dob: user.dob ?? null,
        timeZone: user.timeZoneLabel,
        globalTimeZone: user.timeZone,
        oauthData: await oauthDataOf(user.id),
        phoneVerified: !!user.phoneVerifiedAt,
        emailVerified: !!user.emailVerifiedAt,
        ...extras,
      },
    ];
  }

  /** Ends this session; its sockets close on every node. */
  async function logout(sessionId: string) {
    await ctx.tokens.revoke(sessionId);
    return { message: MSG.logoutSuccess };
  }

  return { profile, logout };
}
