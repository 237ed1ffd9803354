import { CERTIFICATE_MIME_TYPES, MSG } from '@sahaj/contract';

/** 2 MB: avatars and entry documents must be smaller than this (spec 02 §9). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** Both sides of an avatar must be at least this many pixels. */
export const AVATAR_MIN_SIDE = 150;
/** Certificates: a photo or a PDF (issue 20 #9), as the contract's CERTIFICATE_MIME_TYPES. */
export const DOCUMENT_TYPES = CERTIFICATE_MIME_TYPES;

/** Image kinds by their first bytes (the "magic number"); a file's name and declared type can lie. */
const SIGNATURES: Array<{ type: string; at: number; bytes: number[] }> = [
  { type: 'image/jpeg', at: 0, bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/gif', at: 0, bytes: [0x47, 0x49, 0x46, 0x38] },
  // 'RIFF' at 0 and 'WEBP' at 8
  { type: 'image/webp', at: 8, bytes: [0x57, 0x45, 0x42, 0x50] },
  // '%PDF-'
  { type: 'application/pdf', at: 0, bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** What the file's own bytes say it is, or null for anything that is not one of the kinds above. */
export async function sniffImageType(file: Blob): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const match = SIGNATURES.find((s) => s.bytes.every((b, i) => head[s.at + i] === b));
  if (match?.type === 'image/webp' && !(head[0] === 0x52 && head[1] === 0x49 && head[2] === 0x46 && head[3] === 0x46))
    return null;
  return match?.type ?? null;
}

/** The picture's natural width and height, read by the browser from the file itself. */
export function imageSize(file: Blob): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
      URL.revokeObjectURL(url);
    };
    img.onerror = () => {
      reject(new Error('unreadable image'));
      URL.revokeObjectURL(url);
    };
    img.src = url;
  });
}

/**
 * The avatar rules in the browser, in the spec's order: an image, under 2 MB, both sides at least
 * 150 px. Returns the message to show, or null. (The server checks the real bytes again.)
 */
export async function avatarProblem(
  file: File,
  readSize: (f: Blob) => Promise<{ width: number; height: number }> = imageSize,
): Promise<string | null> {
  if (!file.type.startsWith('image/')) return MSG.avatarNotImage;
  if (file.size >= MAX_UPLOAD_BYTES) return MSG.avatarTooLarge;
  if (!(await sniffImageType(file))) return MSG.avatarNotImage;
  try {
    const { width, height } = await readSize(file);
    if (width < AVATAR_MIN_SIDE || height < AVATAR_MIN_SIDE) return MSG.avatarTooSmall;
  } catch {
    return MSG.avatarNotImage;
  }
  return null;
}

/**
 * Entry documents: JPEG, PNG or PDF, under 2 MB, by name and by content (a text file renamed
 * fake.pdf is refused here, before any tick is shown). Returns the message to show, or null.
 */
export async function documentProblem(file: File): Promise<string | null> {
  if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type)) return MSG.certificateType;
  if (file.size >= MAX_UPLOAD_BYTES) return MSG.documentTooLarge;
  const actual = await sniffImageType(file);
  if (!actual || !(DOCUMENT_TYPES as readonly string[]).includes(actual)) return MSG.certificateType;
  return null;
}
