import { MSG } from '@sahaj/contract';

/** 2 MB: avatars and entry documents must be smaller than this (spec 02 §9). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** Both sides of an avatar must be at least this many pixels. */
export const AVATAR_MIN_SIDE = 150;
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png'] as const;

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
  try {
    const { width, height } = await readSize(file);
    if (width < AVATAR_MIN_SIDE || height < AVATAR_MIN_SIDE) return MSG.avatarTooSmall;
  } catch {
    return MSG.avatarNotImage;
  }
  return null;
}

/** Entry documents: JPEG or PNG, under 2 MB. Returns the message to show, or null. */
export function documentProblem(file: File): string | null {
  if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type)) return MSG.documentType;
  if (file.size >= MAX_UPLOAD_BYTES) return MSG.documentTooLarge;
  return null;
}
