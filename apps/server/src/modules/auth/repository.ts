import { addMinutes, type UserType } from '@sahaj/contract';
import { and, desc, eq, gt, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  captchaPasses,
  companyAccounts,
  companyCategories,
  loginAttempts,
  loginUnlocks,
  oauthIdentities,
  type UserRow,
  users,
} from '../../db/schema/index';

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

/** How long a client that signed in to an account stays trusted for it (its own failure budget): 30 days. */
export const TRUSTED_PAIR_MINUTES = 30 * 24 * 60;

/**
 * The clients (IPs) trusted for an account now, each with the instant its own budget starts: its
 * last successful sign-in within TRUSTED_PAIR_DAYS, or its last use of an unlock link still valid.
 */
async function trustedClients(tx: Tx, userType: UserType, login: string, now: Date): Promise<Map<string, Date>> {
  // One round trip (it runs under the account's lock on every login attempt).
  const rows = rowsOf(
    await tx.execute(sql`
      select ip, max(at) as at from (
        select ${loginAttempts.ip} as ip, ${loginAttempts.createdAt} as at from ${loginAttempts}
        where ${loginAttempts.userType} = ${userType} and ${loginAttempts.login} = ${login} and ${loginAttempts.succeeded}
          and ${loginAttempts.createdAt} > ${addMinutes(now, -TRUSTED_PAIR_MINUTES).toISOString()}::timestamptz
          and ${loginAttempts.ip} is not null
        union all
        select ${loginUnlocks.ip}, ${loginUnlocks.usedAt} from ${loginUnlocks}
        where ${loginUnlocks.userType} = ${userType} and ${loginUnlocks.login} = ${login}
          and ${loginUnlocks.trustedUntil} > ${now.toISOString()}::timestamptz and ${loginUnlocks.ip} is not null
      ) t group by ip`),
  );
  return new Map(rows.map((r) => [String(r.ip), new Date(r.at as string)]));
}

type Row = Record<string, unknown>;
const rowsOf = (res: unknown): Row[] => ((res as { rows?: Row[] }).rows ?? (res as Row[])) as Row[];
const failureCount = (rows: Row[]) => ({
  count: Number(rows[0]?.count ?? 0),
  oldest: rows[0]?.oldest ? new Date(rows[0].oldest as string) : null,
});

/** One trusted client's failures on the account since `after`; and the oldest of them. */
async function clientFailures(tx: Tx, userType: UserType, login: string, ip: string, after: Date) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${loginAttempts.createdAt})` })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.userType, userType),
        eq(loginAttempts.login, login),
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, after),
      ),
    );
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

/**
 * The failures that count against the account's shared budget, in one round trip: within the window
 * and since the account's last success, from clients not trusted for it.
 */
async function sharedFailures(tx: Tx, userType: UserType, login: string, since: Date, trustedIps: string[]) {
  const from = since.toISOString();
  const untrusted = trustedIps.length
    ? sql`and (${loginAttempts.ip} is null or ${loginAttempts.ip} not in (${sql.join(
        trustedIps.map((ip) => sql`${ip}`),
        sql`, `,
      )}))`
    : sql``;
  return failureCount(
    rowsOf(
      await tx.execute(sql`
        select count(*)::int as count, min(${loginAttempts.createdAt}) as oldest from ${loginAttempts}
        where ${loginAttempts.userType} = ${userType} and ${loginAttempts.login} = ${login} and not ${loginAttempts.succeeded}
          and ${loginAttempts.createdAt} > coalesce(
            (select max(ok.created_at) from login_attempts ok where ok.user_type = ${userType} and ok.login = ${login}
              and ok.succeeded and ok.created_at > ${from}::timestamptz),
            ${from}::timestamptz)
          ${untrusted}`),
    ),
  );
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
    async recentFailures(userType: UserType, login: string, since: Date, tx: Tx = db) {
      return sharedFailures(tx, userType, login, since, []);
    },

    /**
     * Counts and decides in one transaction under a per-account advisory lock (issue 9 #1; issue 20
     * #15, docs/login-lockout.md). A client (IP) is a trusted pair for the account when it signed in to
     * it within TRUSTED_PAIR_DAYS, or opened an unlock link for it that is still valid: it has its own
     * budget of `max` failures per window, counted from its last success or unlock. Every other client
     * shares the account's budget of `max` failures since its last success in the window. Either way,
     * with budget left this attempt is recorded as a failure (until `markSucceeded` says otherwise) and
     * its id returned; else the oldest counted failure (for the Retry-After) and which budget ran out.
     * Parallel attempts queue on the lock, so a burst gets no more checks than a sequence.
     */
    async reserveAttempt(
      userType: UserType,
      login: string,
      opts: { since: Date; max: number; ip?: string; now?: Date },
    ): Promise<{ id: string } | { lockedSince: Date; scope: 'account' | 'client' }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login:${userType}:${login}`}, 0))`);
        const now = opts.now ?? new Date();
        const trusted = await trustedClients(tx, userType, login, now);
        const pair = opts.ip ? trusted.get(opts.ip) : undefined;
        const { count, oldest } = pair
          ? await clientFailures(
              tx,
              userType,
              login,
              opts.ip!,
              new Date(Math.max(pair.getTime(), opts.since.getTime())),
            )
          : await sharedFailures(tx, userType, login, opts.since, [...trusted.keys()]);
        if (count >= opts.max) return { lockedSince: oldest ?? now, scope: pair ? 'client' : 'account' };
        const [row] = await tx
          .insert(loginAttempts)
          .values({ userType, login, succeeded: false, ip: opts.ip ?? null })
          .returning({ id: loginAttempts.id });
        return { id: row!.id };
      });
    },

    /** An unlock link for the account was already sent after `since` (one per window, not one per guess). */
    async unlockSentSince(userType: UserType, login: string, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: loginUnlocks.id })
        .from(loginUnlocks)
        .where(
          and(eq(loginUnlocks.userType, userType), eq(loginUnlocks.login, login), gt(loginUnlocks.createdAt, since)),
        )
        .limit(1);
      return !!row;
    },

    async insertUnlock(values: { userType: UserType; login: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(loginUnlocks).values(values);
    },

    /** Uses an unlock link once: the client that opened it becomes a trusted pair until `trustedUntil`. */
    async useUnlock(tokenHash: string, ip: string, now: Date, trustedUntil: Date) {
      const [row] = await db
        .update(loginUnlocks)
        .set({ usedAt: now, ip, trustedUntil })
        .where(and(eq(loginUnlocks.tokenHash, tokenHash), isNull(loginUnlocks.usedAt), gt(loginUnlocks.expiresAt, now)))
        .returning({ userType: loginUnlocks.userType, login: loginUnlocks.login });
      return row;
    },

    async markSucceeded(attemptId: string) {
      await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));
    },

    // ---------------------------------------------------------------- account writes

    /** A new account row. */
    async insertUser(tx: Tx, values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await tx.insert(users).values(values).returning();
      return row!;
    },

    /** Removes an abandoned, never-verified account (its codes go with it). */
    async deleteUser(tx: Tx, id: string) {
      await tx.delete(users).where(eq(users.id, id));
    },

    /** The account gives up its phone and/or e-mail (a deleted account, or an address nobody proved). */
    async releaseContact(tx: Tx, id: string, which: { phone?: boolean; email?: boolean }) {
      if (!which.phone && !which.email) return;
      await tx
        .update(users)
        .set({ ...(which.phone ? { phone: null } : {}), ...(which.email ? { email: null } : {}) })
        .where(eq(users.id, id));
    },

    /** A code proved the phone or e-mail; `activate` also turns a pending account active. */
    async markContactVerified(id: string, via: 'email' | 'phone', opts: { activate?: boolean } = {}): Promise<UserRow> {
      const now = new Date();
      const [row] = await db
        .update(users)
        .set({
          ...(via === 'email' ? { emailVerifiedAt: now } : { phoneVerifiedAt: now }),
          ...(opts.activate
            ? { status: sql`case when ${users.status} = 'pending' then 'active' else ${users.status} end` }
            : {}),
          updatedAt: now,
        })
        .where(eq(users.id, id))
        .returning();
      return row!;
    },

    /**
     * Sets the password from a reset token, only if it is still the one the token was made for
     * (compare-and-set); the channel the code went through counts as proved. False when it changed.
     */
    async resetPassword(tx: Tx, user: UserRow, passwordHash: string, proved: 'email' | 'phone'): Promise<boolean> {
      const now = new Date();
      const updated = await tx
        .update(users)
        .set({
          passwordHash,
          updatedAt: now,
          ...(proved === 'email'
            ? { emailVerifiedAt: user.emailVerifiedAt ?? now }
            : { phoneVerifiedAt: user.phoneVerifiedAt ?? now }),
        })
        .where(
          and(
            eq(users.id, user.id),
            user.passwordHash ? eq(users.passwordHash, user.passwordHash) : isNull(users.passwordHash),
          ),
        )
        .returning({ id: users.id });
      return updated.length > 0;
    },

    // ---------------------------------------------------------------- Google and Apple identities

    async touchIdentity(id: string, seen: { email: string | null; picture: string | null }) {
      await db
        .update(oauthIdentities)
        .set({ lastUsedAt: new Date(), email: seen.email, picture: seen.picture })
        .where(eq(oauthIdentities.id, id));
    },

    async insertIdentity(tx: Tx, values: typeof oauthIdentities.$inferInsert) {
      await tx.insert(oauthIdentities).values(values);
    },

    async hasIdentity(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: oauthIdentities.id })
        .from(oauthIdentities)
        .where(eq(oauthIdentities.userId, userId))
        .limit(1);
      return !!row;
    },

    // ---------------------------------------------------------------- companies

    async companyCategory(id: string) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const [row] = await db.select().from(companyCategories).where(eq(companyCategories.id, id)).limit(1);
      return row;
    },

    async insertCompanyAccount(tx: Tx, values: typeof companyAccounts.$inferInsert) {
      await tx.insert(companyAccounts).values(values);
    },

    async companyAccount(userId: string, tx: Tx | typeof db = db) {
      const [row] = await tx.select().from(companyAccounts).where(eq(companyAccounts.userId, userId)).limit(1);
      return row;
    },

    async updateCompanyAccount(userId: string, values: Partial<Omit<typeof companyAccounts.$inferInsert, 'userId'>>) {
      const [row] = await db.update(companyAccounts).set(values).where(eq(companyAccounts.userId, userId)).returning();
      if (row && values.companyName !== undefined)
        await db.update(users).set({ name: values.companyName }).where(eq(users.id, userId));
      return row;
    },

    // ---------------------------------------------------------------- captcha passes

    async insertCaptchaPass(passHash: string, expiresAt: Date) {
      await db.insert(captchaPasses).values({ passHash, expiresAt });
    },

    /** Binds a live pass to its first destination; true when the pass may send to `target`. */
    async useCaptchaPass(passHash: string, target: string): Promise<boolean> {
      const rows = await db
        .update(captchaPasses)
        .set({ target })
        .where(
          and(
            eq(captchaPasses.passHash, passHash),
            gt(captchaPasses.expiresAt, new Date()),
            or(isNull(captchaPasses.target), eq(captchaPasses.target, target)),
          ),
        )
        .returning({ passHash: captchaPasses.passHash });
      return rows.length > 0;
    },

    async purgeCaptchaPasses() {
      await db.delete(captchaPasses).where(lt(captchaPasses.expiresAt, new Date()));
    },

    /** Housekeeping: login attempts older than a day say nothing about the 15-minute window. */
    async purgeOldAttempts() {
      await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(Date.now() - 24 * 3600 * 1000)));
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
