import { MSG } from '@sahaj/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/index';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { Tx } from './repository';

/** The error envelope names the field at fault (data.field). */
const CURRENT = { field: 'currentPassword' };

export type PasswordChangeContext = Pick<AppContext, 'db' | 'passwords' | 'tokens'>;

export interface PasswordChangeInput {
  userId: string;
  /** The new password, already checked against the form's rules by the caller's schema. */
  password: string;
  /** Required when the account already has a password. */
  currentPassword?: string;
  /** The caller's own session, which stays signed in; every other session of the account ends. */
  keepSessionId?: string;
}

/** A checked and hashed change, ready to be written inside the caller's transaction. */
export interface PreparedPasswordChange {
  userId: string;
  passwordHash: string;
  /** The hash the check was made against (null: a first password), for a compare-and-set write. */
  previousHash: string | null;
  keepSessionId?: string;
}

/**
 * Setting or changing an account's password (onboarding page 6, therapist basic info, and later
 * the account page). A first password needs nothing more; changing an existing one needs the
 * current password (400, field currentPassword). Every change ends all other sessions of the
 * account and closes their sockets on every node, so a stolen session cannot outlive the change.
 *
 * In one go:         await passwordChanges(ctx).change({ userId, password, currentPassword, keepSessionId })
 * In a transaction:  const p = await changes.prepare(input)        // before it: argon2 is slow
 *                    const ids = await changes.apply(tx, p)         // inside it
 *                    changes.disconnect(ids)                        // after it commits
 */
export function passwordChanges(ctx: PasswordChangeContext) {
  async function prepare(input: PasswordChangeInput, tx: Tx = ctx.db): Promise<PreparedPasswordChange> {
    const [user] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, input.userId))
      .limit(1);
    if (!user) throw notFound(MSG.notFound);
    if (user.passwordHash) {
      if (!input.currentPassword) {
        throw new AppError('CURRENT_PASSWORD_REQUIRED', 400, MSG.currentPasswordRequired, CURRENT);
      }
      if (!(await ctx.passwords.verify(user.passwordHash, input.currentPassword))) {
        throw new AppError('CURRENT_PASSWORD_INCORRECT', 400, MSG.currentPasswordIncorrect, CURRENT);
      }
    }
    return {
      userId: input.userId,
      passwordHash: await ctx.passwords.hash(input.password),
      previousHash: user.passwordHash,
      keepSessionId: input.keepSessionId,
    };
  }

  /**
   * Writes the new hash, only if the password is still the one checked (two changes racing with
   * the same current password: one wins, the other gets 409), and revokes the other sessions.
   * Returns the revoked session ids for `disconnect` after commit.
   */
  async function apply(tx: Tx, change: PreparedPasswordChange): Promise<string[]> {
    const updated = await tx
      .update(users)
      .set({ passwordHash: change.passwordHash, updatedAt: new Date() })
      .where(
        and(
          eq(users.id, change.userId),
          change.previousHash ? eq(users.passwordHash, change.previousHash) : isNull(users.passwordHash),
        ),
      )
      .returning({ id: users.id });
    if (!updated.length) throw conflict(MSG.passwordChangedMeanwhile, 'PASSWORD_CHANGED');
    return ctx.tokens.revokeAllFor(change.userId, { except: change.keepSessionId, tx });
  }

  return {
    prepare,
    apply,
    disconnect: (sessionIds: readonly string[]) => ctx.tokens.disconnect(sessionIds),

    async change(input: PasswordChangeInput): Promise<void> {
      const prepared = await prepare(input);
      const revoked = await ctx.db.transaction((tx) => apply(tx, prepared));
      ctx.tokens.disconnect(revoked);
    },
  };
}
export type PasswordChanges = ReturnType<typeof passwordChanges>;
