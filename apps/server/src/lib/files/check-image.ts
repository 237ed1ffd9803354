import {
  AVATAR_MAX_BYTES,
  AVATAR_MIME_TYPES,
  AVATAR_MIN_SIDE,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
  MSG,
} from '@sahaj/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { concurrencyLimit } from '../concurrency';
import { badRequest } from '../errors';

export interface CheckedImage {
  bytes: Buffer;
  mimeType: string;
  ext: string;
  width: number;
  height: number;
}

/** What one kind of image upload may be, and the messages its refusals show. */
export interface ImageRule {
  mimeTypes: readonly string[];
  /** Refused at this many bytes or more (the raw upload and the stored copy). */
  maxBytes: number;
  /** Most pixels the image may decode to. */
  maxPixels: number;
  /** Smallest side in pixels (avatars). */
  minSide?: number;
  /** Stored no larger than this side (avatars): resized inside it, never enlarged. */
  storedSide?: number;
  messages: { type: string; tooLarge: string; tooSmall?: string };
}

/**
 * Most pixels an upload may decode to, by purpose (issue 9 #4): a phone photo (12-24 MP) or a page
 * scanned at 600 dpi fits; a small file that inflates to gigabytes (16,000 × 16,000) does not.
 */
export const MAX_INPUT_PIXELS = { avatar: 24_000_000, document: 36_000_000 } as const;
/** Avatars are stored at the largest size the app shows them (112 px at 3× density, rounded up). */
export const AVATAR_STORED_SIDE = 512;

export const IMAGE_RULES = {
  /** Profile pictures (therapists, patients); company logos may use it too. */
  avatar: {
    mimeTypes: AVATAR_MIME_TYPES,
    maxBytes: AVATAR_MAX_BYTES,
    maxPixels: MAX_INPUT_PIXELS.avatar,
    minSide: AVATAR_MIN_SIDE,
    storedSide: AVATAR_STORED_SIDE,
    messages: { type: MSG.avatarNotImage, tooLarge: MSG.avatarTooLarge, tooSmall: MSG.avatarTooSmall },
  },
  /** Photos of documents (certificates, records, chat photos), kept at their size. */
  document: {
    mimeTypes: DOCUMENT_MIME_TYPES,
    maxBytes: DOCUMENT_MAX_BYTES,
    maxPixels: MAX_INPUT_PIXELS.document,
    messages: { type: MSG.documentType, tooLarge: MSG.documentTooLarge },
  },
} as const satisfies Record<string, ImageRule>;

/** Image decoding is memory-heavy: two at a time per process, the rest queue. */
const decodeSlot = concurrencyLimit(2);

const EXT: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * Checks an image upload from its real bytes (never its name or the browser's type): the format by
 * magic numbers (file-type), then that it decodes (sharp), its size and sides. The image is
 * re-encoded, which drops EXIF (GPS positions in phone photos) and anything hidden after the image
 * data. `truncated` is true when the stream passed the size limit.
 */
export async function checkImage(raw: Buffer, truncated: boolean, rule: ImageRule): Promise<CheckedImage> {
  const { type: wrongType, tooLarge } = rule.messages;
  if (raw.length === 0) throw badRequest(MSG.uploadFileRequired);
  const detected = await fileTypeFromBuffer(raw);
  if (!detected || !rule.mimeTypes.includes(detected.mime)) throw badRequest(wrongType, 'UPLOAD_TYPE');
  if (truncated || raw.length >= rule.maxBytes) throw badRequest(tooLarge, 'UPLOAD_TOO_LARGE');

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
  if (width * height > rule.maxPixels) throw badRequest(tooLarge, 'UPLOAD_TOO_MANY_PIXELS');
  if (rule.minSide && (width < rule.minSide || height < rule.minSide)) {
    throw badRequest(rule.messages.tooSmall ?? wrongType, 'UPLOAD_TOO_SMALL');
  }

  let bytes: Buffer;
  let stored = { width, height };
  try {
    ({ bytes, stored } = await decodeSlot(async () => {
      let img = sharp(raw, { animated: false, limitInputPixels: rule.maxPixels }).rotate();
      if (rule.storedSide) {
        img = img.resize(rule.storedSide, rule.storedSide, { fit: 'inside', withoutEnlargement: true });
      }
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
  if (bytes.length >= rule.maxBytes) {
    if (rule.storedSide) throw badRequest(tooLarge, 'UPLOAD_TOO_LARGE');
    bytes = raw;
  }
  return { bytes, mimeType: detected.mime, ext: EXT[detected.mime] ?? 'bin', ...stored };
}
