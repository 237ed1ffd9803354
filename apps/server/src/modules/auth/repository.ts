import type { UserType } from '@sahaj/contract';
import { and, desc, eq, gt, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts, oauthIdentities, sessions, type UserRow, users } from '../../db/schema/index';

/** A transaction handle or the database itself. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

async function liveUser(tx: Tx, userType: UserType, match: SQL): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.userType, userType), match, ne(users.status, 'deleted')))
    .limit(1);
  return row;
}

export function authRepository(db: Db) {
  return {
    async userById(id: string, tx: Tx = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** The account of that kind on that phone (E.164), deleted accounts excluded. */
    userByPhone: (userType: UserType, phone: string, tx: Tx = db) => liveUser(tx, userType, eq(users.phone, phone)),

    /** The account of that kind with that e-mail (any case), deleted accounts excluded. */
    userByEmail: (userType: UserType, email: string, tx: Tx = db) =>
      liveUser(tx, userType, eq(users.email, email.toLowerCase())),

    /** Every live account on a phone or e-mail (forgot password does not know the kind yet). */
    async usersByContact(contact: { phone?: string; email?: string }, types: UserType[]): Promise<UserRow[]> {
      const match = contact.phone ? eq(users.phone, contact.phone) : eq(users.email, contact.email ?? '');
      return db
        .select()
        .from(users)
        .where(and(match, inArray(users.userType, types), ne(users.status, 'deleted')));
    },

    /** Any row (deleted included) that holds the phone or e-mail for that kind: the unique indexes see those too. */
    async holdersOf(userType: UserType, contact: { phone?: string | null; email?: string | null }, tx: Tx = db) {
      const found: UserRow[] = [];
      if (contact.phone) {
        found.push(
          ...(await tx
            .select()
            .from(users)
            .where(and(eq(users.userType, userType), eq(users.phone, contact.phone)))),
        );
      }
      if (contact.email) {
        found.push(
          ...(await tx
            .select()
            .from(users)
            .where(and(eq(users.userType, userType), eq(users.email, contact.email.toLowerCase())))),
        );
      }
      return found;
    },

    async latestOauth(userId: string) {
      const [row] = await db
        .select()
        .from(oauthIdentities)
        .where(eq(oauthIdentities.userId, userId))
        .orderBy(desc(oauthIdentities.lastUsedAt))
        .limit(1);
      return row;
    },

    async identity(provider: 'google' | 'apple', subject: string, userType: 'patient' | 'doctor') {
      const [row] = await db
        .select()
        .from(oauthIdentities)
        .where(
          and(
            eq(oauthIdentities.provider, provider),
            eq(oauthIdentities.subject, subject),
            eq(oauthIdentities.userType, userType),
          ),
        )
        .limit(1);
      return row;
    },

    /** Failed logins for the account since its last success, within the window; and the oldest of them. */
    async recentFailures(userType: UserType, login: string, since: Date) {
      const attempts = (succeeded: boolean, after: Date) =>
        and(
          eq(loginAttempts.userType, userType),
          eq(loginAttempts.login, login),
          eq(loginAttempts.succeeded, succeeded),
          gt(loginAttempts.createdAt, after),
        );
      const [lastOk] = await db
        .select({ at: loginAttempts.createdAt })
        .from(loginAttempts)
        .where(attempts(true, since))
        .orderBy(desc(loginAttempts.createdAt))
        .limit(1);
      const [row] = await db
        .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${loginAttempts.createdAt})` })
        .from(loginAttempts)
        .where(attempts(false, lastOk?.at ?? since));
      return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    async recordAttempt(userType: UserType, login: string, succeeded: boolean, ip?: string) {
      await db.insert(loginAttempts).values({ userType, login, succeeded, ip: ip ?? null });
    },

    /** Housekeeping: login attempts older than a day say nothing about the 15-minute window. */
    async purgeOldAttempts() {
      await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(Date.now() - 24 * 3600 * 1000)));
    },

    async revokeSessions(userId: string, tx: Tx = db) {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
