import { MSG } from '@sahaj/contract';
import type { FastifyRequest } from 'fastify';
import type { BaseContext } from '../../context';
import { AppError, forbidden, unauthorized } from '../errors';
import { bearerToken } from '../http';
import type { FileSubject } from './links';

export interface FileReader {
  userId: string;
  /** Known when the caller sent their token; a bare link names only the user (check rights in the DB). */
  userType?: string;
  via: 'token' | 'link';
}

/**
 * Who is opening a health file. Either the caller's Bearer token, or a bound link (reader, exp, sig)
 * made for one user at most 5 minutes ago. A link opened with someone else's token is refused (403),
 * an expired or altered one too (403 LINK_EXPIRED); nothing at all is 401. The caller's right to the
 * file is still the service's to check: the link only says who, never that they may.
 */
export async function readerOfFile(
  req: FastifyRequest<{ Params: Record<string, string>; Querystring: object }>,
  ctx: Pick<BaseContext, 'tokens' | 'fileLinks'>,
  target: { subject: FileSubject; fileId: string },
): Promise<FileReader> {
  const token = bearerToken(req);
  const q = req.query as { reader?: string; exp?: number; sig?: string };
  const principal = token ? await ctx.tokens.verify(token) : undefined;
  // A link's parameters without a reader, sent with a token, are a picture link's: the token decides.
  if (q.reader || ((q.exp || q.sig) && !principal)) {
    const state = ctx.fileLinks.checkBound({ ...target, userId: q.reader, exp: q.exp, sig: q.sig });
    if (state !== 'ok') throw new AppError('LINK_EXPIRED', 403, MSG.fileLinkExpired);
    if (principal && principal.userId !== q.reader) throw forbidden(MSG.fileLinkOtherReader, 'LINK_OTHER_READER');
    return { userId: q.reader!, userType: principal?.userType, via: 'link' };
  }
  if (!principal) throw unauthorized(MSG.unauthorized, 'TOKEN_MISSING');
  return { userId: principal.userId, userType: principal.userType, via: 'token' };
}
