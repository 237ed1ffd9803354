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
