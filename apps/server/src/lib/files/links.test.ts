import { describe, expect, it } from 'vitest';
import { BOUND_LINK_TTL_SECONDS, fileLinkSigner } from './links';

const links = fileLinkSigner('a-secret-of-enough-length-for-tests');
const fileId = '0b5a4d1e-6f1c-4c59-9b0a-3f8e7d6c5b4a';
const userId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const other = '16fd2706-8baf-433b-82eb-8c7fada847da';
const parse = (url: string) => {
  const q = new URL(url, 'http://x').searchParams;
  return { userId: q.get('reader') ?? undefined, exp: Number(q.get('exp')), sig: q.get('sig') ?? undefined };
};

describe('bound file links', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');
  const url = links.boundLink({ path: `/api/v1/files/${fileId}`, subject: 'therapist-document', fileId, userId, now });
  const q = parse(url);

  it('name their reader and expire 5 minutes after they were made', () => {
    expect(url.startsWith(`/api/v1/files/${fileId}?reader=${userId}&exp=`)).toBe(true);
    expect(q.exp * 1000 - now).toBe(BOUND_LINK_TTL_SECONDS * 1000);
    expect(BOUND_LINK_TTL_SECONDS).toBeLessThanOrEqual(300);
    const check = (at: number) => links.checkBound({ subject: 'therapist-document', fileId, ...q, now: at });
    expect(check(now)).toBe('ok');
    expect(check(now + 299_000)).toBe('ok');
    expect(check(now + 301_000)).toBe('expired');
  });

  it('open nothing else: another reader, file, route, a later expiry or a bent signature', () => {
    const base = { subject: 'therapist-document', fileId, ...q, now };
    expect(links.checkBound({ ...base, userId: other })).toBe('invalid');
    expect(links.checkBound({ ...base, fileId: other })).toBe('invalid');
    expect(links.checkBound({ ...base, subject: 'chat-file' })).toBe('invalid');
    expect(links.checkBound({ ...base, exp: q.exp + 3600 })).toBe('invalid');
    expect(links.checkBound({ ...base, sig: `${q.sig}x` })).toBe('invalid');
    expect(links.checkBound({ ...base, sig: undefined })).toBe('invalid');
    // A picture link's signature is not a bound link's, and the other way round.
    const picture = new URL(links.link(fileId, now), 'http://x').searchParams;
    expect(links.checkBound({ ...base, exp: Number(picture.get('exp')), sig: picture.get('sig') ?? '' })).toBe(
      'invalid',
    );
    expect(links.verify(fileId, q.exp, q.sig, now)).toBe(false);
  });

  it('a link made by another secret is refused', () => {
    const theirs = parse(
      fileLinkSigner('another-secret-entirely-0000000').boundLink({
        path: '/x',
        subject: 'therapist-document',
        fileId,
        userId,
        now,
      }),
    );
    expect(links.checkBound({ subject: 'therapist-document', fileId, ...theirs, now })).toBe('invalid');
  });
});
