import { type LoginData, MSG } from '@sahaj/contract';
import type { UserRow } from '../../db/schema/index';
import type { VerifiedIdentity } from '../../integrations/oauth/id-token';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound, unauthorized } from '../../lib/errors';
import { type AuthKit, isUnclaimed, type RequestMeta } from './session';

/** Google and Apple sign-in: the ID token is checked, then linked to an account of the kind or a new one. */
export function oauthUseCases({ ctx, deps, repo, signIn }: AuthKit) {
  async function oauthLogin(input: {
    provider: 'google' | 'apple';
    userType: 'patient' | 'doctor';
    token: string;
    firstName?: string;
    lastName?: string;
    meta?: RequestMeta;
  }): Promise<LoginData> {
    const google = input.provider === 'google';
    const verify = google ? deps.google : deps.apple;
    // Not configured on this server: the sign-in does not exist here (404), which is the caller's
    // situation, not a server fault — a 503 would be counted as an outage by monitoring.
    if (!verify) throw notFound(google ? MSG.googleUnavailable : MSG.appleUnavailable, 'OAUTH_NOT_CONFIGURED');
    let identity: VerifiedIdentity;
    try {
      identity = await verify(input.token);
    } catch (err) {
      ctx.log.info({ err: (err as Error).message, provider: input.provider }, 'ID token refused');
      throw unauthorized(google ? MSG.googleLoginFailed : MSG.appleLoginFailed, 'OAUTH_FAILED');
    }
    const firstName = identity.firstName ?? input.firstName?.trim() ?? null;
    const lastName = identity.lastName ?? input.lastName?.trim() ?? null;
    const email = identity.email && identity.emailVerified ? identity.email : null;

    const linked = await repo.identity(input.provider, identity.subject, input.userType);
    let user: UserRow | undefined = linked ? await repo.userById(linked.userId) : undefined;
    if (user && linked) {
      await repo.touchIdentity(linked.id, {
        email: identity.email ?? linked.email,
        picture: identity.picture ?? linked.picture,
      });
    } else {
      try {
        user = await ctx.db.transaction(async (tx) => {
          let target = email ? await repo.userByEmail(input.userType, email, tx) : undefined;
          // Link only to an account whose owner proved the address; an unproven claim on it
          // (someone may have typed another person's e-mail) gives the address up instead.
          if (target && !target.emailVerifiedAt) {
            if (isUnclaimed(target)) await repo.deleteUser(tx, target.id);
            else await repo.releaseContact(tx, target.id, { email: true });
            target = undefined;
          }
          if (!target) {
            const holders = email ? await repo.holdersOf(input.userType, { email }, tx) : [];
            for (const h of holders) await repo.releaseContact(tx, h.id, { email: true });
            target = await repo.insertUser(tx, {
              userType: input.userType,
              status: 'pending',
              page: 0,
              email,
              emailVerifiedAt: email ? new Date() : null,
              firstName,
              lastName,
              name: [firstName, lastName].filter(Boolean).join(' ') || null,
            });
          }
          await repo.insertIdentity(tx, {
            userId: target.id,
            userType: input.userType,
            provider: input.provider,
            subject: identity.subject,
            email: identity.email,
            firstName,
            lastName,
            picture: identity.picture,
          });
          return target;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(google ? MSG.googleLoginFailed : MSG.appleLoginFailed);
        throw err;
      }
    }
    if (!user || user.status === 'deleted') throw unauthorized(google ? MSG.googleLoginFailed : MSG.appleLoginFailed);
    return signIn(user, { message: google ? MSG.googleOauthSuccess : MSG.appleOauthSuccess, meta: input.meta });
  }

  return { oauthLogin };
}
