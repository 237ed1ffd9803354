import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MIME_TYPES,
  AVATAR_MIN_SIDE,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
  MSG,
  type UploadType,
} from '@sahaj/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { concurrencyLimit } from '../../lib/concurrency';
import { badRequest } from '../../lib/errors';

export interface CheckedUpload {
  bytes: Buffer;
  mimeType: string;
  ext: string;
  width: number;
  height: number;
}

/**
 * Most pixels an upload may decode to, by purpose (issue 9 #4): a phone photo (12-24 MP) or a page
 * scanned at 600 dpi fits; a small file that inflates to gigabytes (16,000 × 16,000) does not.
 */
export const MAX_INPUT_PIXELS = { avatar: 24_000_000, document: 36_000_000 } as const;
/** Avatars are stored at the largest size the app shows them (112 px at 3× density, rounded up). */
export const AVATAR_STORED_SIDE = 512;
/** Image decoding is memory-heavy: two at a time per process, the rest queue. */
const decodeSlot = concurrencyLimit(2);

const EXT: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * Checks an upload from its real bytes (never its name or the browser's type): the format by magic
 * numbers (file-type), then that it decodes as an image (sharp), its size and, for avatars, its
 * sides. The image is re-encoded, which drops EXIF (GPS positions in phone photos) and anything
 * hidden after the image data. `truncated` is true when the stream passed the size limit.
 */
export async function checkUpload(type: UploadType, raw: Buffer, truncated: boolean): Promise<CheckedUpload> {
  const avatar = type === 'profile_pic';
  const allowed: readonly string[] = avatar ? AVATAR_MIME_TYPES : DOCUMENT_MIME_TYPES;
  const wrongType = avatar ? MSG.avatarNotImage : MSG.documentType;
  const tooLarge = avatar ? MSG.avatarTooLarge : MSG.documentTooLarge;
  const max = avatar ? AVATAR_MAX_BYTES : DOCUMENT_MAX_BYTES;

  if (raw.length === 0) throw badRequest(MSG.uploadFileRequired);
  const detected = await fileTypeFromBuffer(raw);
  if (!detected || !allowed.includes(detected.mime)) throw badRequest(wrongType, 'UPLOAD_TYPE');
  if (truncated || raw.length >= max) throw badRequest(tooLarge, 'UPLOAD_TOO_LARGE');

  const limitInputPixels = avatar ? MAX_INPUT_PIXELS.avatar : MAX_INPUT_PIXELS.document;
  let meta: Metadata;
  try {
    // The header alone (no pixels are decoded), so an oversized image gets the size message below.
    meta = await sharp(raw, { animated: false, limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(wrongType, 'UPLOAD_TYPE');
  }
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (!width || !height) throw badRequest(wrongType, 'UPLOAD_TYPE');
  if (width * height > limitInputPixels) throw badRequest(tooLarge, 'UPLOAD_TOO_MANY_PIXELS');
  if (avatar && (width < AVATAR_MIN_SIDE || height < AVATAR_MIN_SIDE)) {
    throw badRequest(MSG.avatarTooSmall, 'UPLOAD_TOO_SMALL');
  }

  let bytes: Buffer;
  let stored = { width, height };
  try {
    ({ bytes, stored } = await decodeSlot(async () => {
      let img = sharp(raw, { animated: false, limitInputPixels }).rotate();
      // An avatar is never shown larger than AVATAR_STORED_SIDE: store it at that size.
      if (avatar) img = img.resize(AVATAR_STORED_SIDE, AVATAR_STORED_SIDE, { fit: 'inside', withoutEnlargement: true });
      const encoded =
        detected.mime === 'image/jpeg'
          ? img.jpeg({ quality: 90, mozjpeg: true })
          : detected.mime === 'image/png'
            ? img.png({ compressionLevel: 9 })
            : detected.mime === 'image/webp'
              ? img.webp({ quality: 90 })
              : img.gif();
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return { bytes: data, stored: { width: info.width, height: info.height } };
    }));
  } catch {
    throw badRequest(wrongType, 'UPLOAD_TYPE');
  }
  // Re-encoding can grow a file; the stored copy must respect the limit too (never an unresized avatar).
  if (bytes.length >= max) {
    if (avatar) throw badRequest(tooLarge, 'UPLOAD_TOO_LARGE');
    bytes = raw;
  }
  return { bytes, mimeType: detected.mime, ext: EXT[detected.mime] ?? 'bin', ...stored };
}

/** A display name for a stored file: the uploaded base name, cleaned, with the real extension. */
export function cleanFileName(original: string | undefined, ext: string): string {
  const base = (original ?? 'file')
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} _.-]/gu, '')
    .trim()
    .slice(0, 100);
  return `${base || 'file'}.${ext}`;
}

// ---------------------------------------------------------------------------------------------
// Signed download links: handed only to readers who passed the owner/admin check, short-lived.

const LINK_TTL_SECONDS = 60 * 60;

export function fileLinkSigner(secret: string, apiPrefix = '/api/v1') {
  const key = createHmac('sha256', secret).update('sahaj-file-links').digest();
  const sign = (fileId: string, exp: number) =>
    createHmac('sha256', key).update(`${fileId}.${exp}`).digest('base64url');
  return {
    /** Expiry rounded to the hour so the same file has the same link for a while (browser caching). */
    link(fileId: string, now = Date.now()): string {
      const hour = 3600;
      const exp = (Math.ceil(now / 1000 / hour) + 1) * hour;
      return `${apiPrefix}/files/${fileId}?exp=${exp}&sig=${sign(fileId, exp)}`;
    },
    verify(fileId: string, exp: number | undefined, sig: string | undefined, now = Date.now()): boolean {
      if (!exp || !sig) return false;
      if (exp * 1000 < now || exp * 1000 > now + (LINK_TTL_SECONDS + 3600) * 1000) return false;
      const expected = Buffer.from(sign(fileId, exp));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type FileLinkSigner = ReturnType<typeof fileLinkSigner>;

const FILE_ID_IN_LINK = /\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;
/** The stored file a link (as returned by the upload call) points at. */
export const fileIdFromLink = (url: string | undefined) =>
  url ? FILE_ID_IN_LINK.exec(url)?.[1]?.toLowerCase() : undefined;
