import type { UserType } from '@sahaj/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema/index';
import { unauthorized } from './errors';

export interface Principal {
  userId: string;
  userType: UserType;
  sessionId: string;
}

const ISSUER = 'sahaj';
export const TOKEN_INVALID = 'Session expired. Please Login to continue';

/**
 * Access tokens are JWTs (the web app reads `exp` from them, as the spec says) backed by a
 * session row, so logout, password reset and blocking take effect before `exp`.
 */
export class TokenService {
  private readonly key: Uint8Array;
  constructor(
    private readonly db: Db,
    secret: string,
  ) {
    this.key = new TextEncoder().encode(secret);
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
    const token = await new SignJWT({ typ: user.userType, sid: session!.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, sessionId: session!.id, expiresAt };
  }

  /** Verifies signature, algorithm, expiry and that the session is still open and the user not blocked. */
  async verify(token: string): Promise<Principal> {
    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
    try {
      ({ payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER }));
    } catch (err) {
      if (err instanceof errors.JOSEError) throw unauthorized(TOKEN_INVALID, 'TOKEN_INVALID');
      throw err;
    }
    const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
    const typ = payload.typ as UserType | undefined;
    if (!sid || !payload.sub || !typ) throw unauthorized(TOKEN_INVALID, 'TOKEN_INVALID');
    const [row] = await this.db
      .select({ status: users.status })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sid),
          eq(sessions.userId, payload.sub),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      )
      .limit(1);
    if (!row || row.status === 'blocked' || row.status === 'deleted')
      throw unauthorized(TOKEN_INVALID, 'TOKEN_INVALID');
    return { userId: payload.sub, userType: typ, sessionId: sid };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
  }

  async revokeAllFor(userId: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }
}
