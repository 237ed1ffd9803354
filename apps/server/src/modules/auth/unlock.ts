import { createHash, randomBytes } from 'node:crypto';
import { addMinutes, MSG, type UserType } from '@sahaj/contract';
import { badRequest } from '../../lib/errors';
import type { AuthKit } from './session';

/** How long an unlock link can be opened, and how long the client that opened it stays trusted. */
export const UNLOCK_LINK_MINUTES = 60;
export const UNLOCK_TRUST_MINUTES = 24 * 60;

/** The web's sign-in page of each kind of account, named in the link. */
const SIGN_IN_PAGE: Record<UserType, string> = {
  patient: 'patient',
  doctor: 'doctor',
  company: 'corporate',
  admin: 'admin',
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * The owner's way back in when strangers have used up an account's shared budget of failed logins
 * (issue 20 #15; docs/login-lockout.md). The link goes to the account's e-mail (else its phone, by
 * SMS), at most once per lockout window; opening it makes that client a trusted pair for a day, with
 * its own budget of guesses. Nobody learns whether an account exists: the 429 reads the same.
 */
export function unlockLinks({ ctx, repo }: Pick<AuthKit, 'ctx' | 'repo'>) {
  // Locks this node has already dealt with (account and the lock's oldest failure): a burst of
  // guesses on a locked account costs no further reads. The table still decides across nodes.
  const handled = new Set<string>();
  return {
    async offer(userType: UserType, login: string, since: Date, lockedSince: Date): Promise<void> {
      const key = `${userType}:${login}:${lockedSince.getTime()}`;
      if (handled.has(key)) return;
      if (handled.size > 10_000) handled.clear();
      handled.add(key);
      const user = login.includes('@')
        ? await repo.userByEmail(userType, login)
        : await repo.userByPhone(userType, login);
      if (!user || (!user.email && !user.phone)) return;
      if (await repo.unlockSentSince(userType, login, since)) return;
      const token = randomBytes(32).toString('base64url');
      await repo.insertUnlock({
        userType,
        login,
        tokenHash: hashToken(token),
        expiresAt: addMinutes(new Date(), UNLOCK_LINK_MINUTES),
      });
      // `for` only picks the sign-in page the web shows afterwards; the token alone unlocks.
      const link = `${ctx.config.publicUrl}/user/unlock-sign-in?token=${token}&for=${SIGN_IN_PAGE[userType]}`;
      const text =
        'Someone tried to sign in to your Sahaj account with a wrong password many times, so signing in is paused for new devices. ' +
        `If it was you, open this link on the device you want to use within ${UNLOCK_LINK_MINUTES} minutes, then sign in: ${link} ` +
        'If it was not you, your account is safe: nobody got in. Consider changing your password.';
      if (user.email) await ctx.mail.send({ to: user.email, subject: 'Sign in to Sahaj from your device', text });
      else await ctx.sms.send({ to: user.phone!, channel: 'sms', body: text });
    },

    /** POST /registration/login/unlock: the client sending the link's token may sign in with its own budget. */
    async use(token: string, ip: string): Promise<{ message: string }> {
      const now = new Date();
      const used = await repo.useUnlock(hashToken(token), ip, now, addMinutes(now, UNLOCK_TRUST_MINUTES));
      if (!used) throw badRequest(MSG.loginUnlockInvalid, 'UNLOCK_INVALID', { field: 'token' });
      return { message: MSG.loginUnlocked };
    },
  };
}
