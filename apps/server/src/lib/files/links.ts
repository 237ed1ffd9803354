import { createHmac, timingSafeEqual } from 'node:crypto';

/** A link to a health file opens for 5 minutes at most (issue 19): long enough to load, not to share. */
export const BOUND_LINK_TTL_SECONDS = 5 * 60;
const PICTURE_LINK_TTL_SECONDS = 60 * 60;

/** Which route a bound link is for, so a link made for one route's id never opens another's. */
export type FileSubject = 'therapist-document' | 'chat-file' | 'health-record' | (string & {});

export type BoundLinkCheck = 'ok' | 'expired' | 'invalid';

/**
 * Signs and checks links to stored files. Two kinds:
 * - picture links (`link`): avatars and logos that other signed-in people see; the expiry is rounded
 *   to the hour so one picture keeps one address for a while (browser caching);
 * - bound links (`boundLink`): health files. The signature covers the route, the file, the one user
 *   the link was made for and an expiry at most 5 minutes away; the route still checks that user's
 *   right to the file and audits the open (lib/files/access.ts).
 */
export function fileLinkSigner(secret: string, apiPrefix = '/api/v1') {
  const key = createHmac('sha256', secret).update('sahaj-file-links').digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  const same = (a: string, b: string) => {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  };
  const boundText = (subject: string, fileId: string, userId: string, exp: number) =>
    `bound:${subject}:${fileId}:${userId}:${exp}`;

  return {
    /** A picture link (avatars, logos): `/api/v1/files/<id>?exp=&sig=`. */
    link(fileId: string, now = Date.now()): string {
      const hour = 3600;
      const exp = (Math.ceil(now / 1000 / hour) + 1) * hour;
      return `${apiPrefix}/files/${fileId}?exp=${exp}&sig=${mac(`${fileId}.${exp}`)}`;
    },
    /** True for a picture link we made that has not expired. */
    verify(fileId: string, exp: number | undefined, sig: string | undefined, now = Date.now()): boolean {
      if (!exp || !sig) return false;
      if (exp * 1000 < now || exp * 1000 > now + (PICTURE_LINK_TTL_SECONDS + 3600) * 1000) return false;
      return same(mac(`${fileId}.${exp}`), sig);
    },

    /** A health-file link for one user: `<path>?reader=<userId>&exp=<unix s>&sig=…`, 5 minutes. */
    boundLink(a: {
      path: string;
      subject: FileSubject;
      fileId: string;
      userId: string;
      download?: boolean;
      now?: number;
    }) {
      const exp = Math.floor((a.now ?? Date.now()) / 1000) + BOUND_LINK_TTL_SECONDS;
      const q = new URLSearchParams({
        reader: a.userId,
        exp: String(exp),
        sig: mac(boundText(a.subject, a.fileId, a.userId, exp)),
      });
      if (a.download) q.set('download', '1');
      return `${a.path}?${q.toString()}`;
    },
    /** 'ok' for a bound link we made for this file and user that has not expired. */
    checkBound(a: {
      subject: FileSubject;
      fileId: string;
      userId: string | undefined;
      exp: number | undefined;
      sig: string | undefined;
      now?: number;
    }): BoundLinkCheck {
      if (!a.userId || !a.exp || !a.sig) return 'invalid';
      if (!same(mac(boundText(a.subject, a.fileId, a.userId, a.exp)), a.sig)) return 'invalid';
      const now = a.now ?? Date.now();
      // A signature we made never names an expiry further away than the TTL; one that does is not ours.
      if (a.exp * 1000 > now + (BOUND_LINK_TTL_SECONDS + 5) * 1000) return 'invalid';
      return a.exp * 1000 < now ? 'expired' : 'ok';
    },
  };
}
export type FileLinkSigner = ReturnType<typeof fileLinkSigner>;

const FILE_ID_IN_LINK = /\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;
/** The stored file a link (as returned by the upload call) points at. */
export const fileIdFromLink = (url: string | undefined) =>
  url ? FILE_ID_IN_LINK.exec(url)?.[1]?.toLowerCase() : undefined;
