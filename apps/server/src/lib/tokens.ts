import type { UserType } from '@sahaj/contract';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema/index';
import { unauthorized } from './errors';

export interface Principal {
  userId: string;
  userType: UserType;
  sessionId: string;
}

/** A transaction handle or the database itself. */
type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** Closes the live connections (sockets) of revoked sessions; the realtime hub implements it. */
export interface SessionDisconnector {
  disconnectSessions(sessionIds: readonly string[]): void;
}

const ISSUER = 'sahaj';
export const TOKEN_INVALID = 'Session expired. Please Login to continue';

/**
 * Access tokens are JWTs (the web app reads `exp` from them, as the spec says) backed by a
 * session row, so logout, password reset and blocking take effect before `exp`. Every revocation
 * also closes the session's sockets on every node.
 */
export class TokenService {
  /**
   * HS256 signing and checking with Node's own HMAC, synchronously (fast-jwt). jose goes through
   * WebCrypto, whose every HMAC is an asynchronous job: about 25 µs of CPU against 5 on each verify,
   * and far more under load, on every signed-in request and socket (issue 25's profile).
   */
  private readonly sign: (payload: Record<string, unknown>) => string;
  private readonly check: (token: string) => Record<string, unknown>;
  /**
   * The open session behind a token, with its account's status and kind. Every signed-in request
   * asks it, so it is a prepared statement: built once, and planned once per database connection.
   */
  private readonly openSession;
  constructor(
    private readonly db: Db,
    secret: string,
    private readonly connections?: SessionDisconnector,
  ) {
    this.sign = createSigner({ key: secret, algorithm: 'HS256', iss: ISSUER });
    this.check = createVerifier({
      key: secret,
      algorithms: ['HS256'],
      allowedIss: ISSUER,
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    this.openSession = db
      .select({ status: users.status, userType: users.userType })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sql.placeholder('sid')),
          eq(sessions.userId, sql.placeholder('userId')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1)
      .prepare('auth_open_session');
  }

  /** Opens a session row and signs a token for it. */
  async issue(
    user: { id: string; userType: UserType },
    opts: { ttlSeconds: number; userAgent?: string; ip?: string },
  ): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
    const expiresAt = new Date(Date.now() + opts.ttlSeconds * 1000);
    const [session] = await this.db
      .insert(sessions)
      .values({ userId: user.id, expiresAt, userAgent: opts.userAgent?.slice(0, 300), ip: opts.ip })
      .returning({ id: sessions.id });
    const token = this.sign({
      typ: user.userType,
      sid: session!.id,
      sub: user.id,
      exp: Math.floor(expiresAt.getTime() / 1000),
    });
    return { token, sessionId: session!.id, expiresAt };
  }

  /**
   * Verifies signature, algorithm, expiry and that the session is still open and the user not
   * blocked. The caller's kind comes from the stored account, never from the token's claims: a
   * token re-signed with another `typ` (a leaked key) grants nothing more, and a change of kind or
   * a block takes effect on the next request.
   */
  async verify(token: string): Promise<Principal> {
    let payload: Record<string, unknown>;
    try {
      payload = this.check(token);
    } catch (err) {
      if (err instanceof TokenError) throw unauthorized(TOKEN_INVALID, 'TOKEN_INVALID');
      throw err;
    }
    const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
    const sub = typeof payload.sub === 'string' ? payload.sub : undefined;
    if (!sid || !sub || !/^[0-9a-f-]{36}$/i.test(sid) || !/^[0-9a-f-]{36}$/i.test(sub)) {
      throw unauthorized(TOKEN_INVALID, 'TOKEN_INVALID');
    }
    const [row] = await this.openSession.execute({ sid, userId: sub, now: new Date() });
    if (!row || row.status === 'blocked' || row.status === 'deleted')
      throw unauthorized(TOKEN_INVALID, 'TOKEN_INVALID');
    return { userId: sub, userType: row.userType, sessionId: sid };
  }

  /** Ends one session (logout) and closes its sockets. */
  async revoke(sessionId: string): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    this.disconnect([sessionId]);
  }

  /**
   * Ends every open session of an account (but `except`, the caller's own, when given). Without
   * `tx` the sockets close at once; inside a transaction pass `tx`, and call `disconnect(ids)`
   * with the returned ids after it commits (a socket closed earlier could reconnect on a session
   * the transaction has not yet revoked).
   */
  async revokeAllFor(userId: string, opts: { except?: string; tx?: DbOrTx } = {}): Promise<string[]> {
    const rows = await (opts.tx ?? this.db)
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          ...(opts.except ? [ne(sessions.id, opts.except)] : []),
        ),
      )
      .returning({ id: sessions.id });
    const ids = rows.map((r) => r.id);
    if (!opts.tx) this.disconnect(ids);
    return ids;
  }

  /** Closes the sockets of sessions already revoked, on every node. */
  disconnect(sessionIds: readonly string[]): void {
    this.connections?.disconnectSessions(sessionIds);
  }

  /** True while the session is open (sockets re-check after joining their rooms). */
  async isOpen(sessionId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .limit(1);
    return !!row;
  }
}
