import type { FastifyReply } from 'fastify';

/**
 * Sends a stored file with the headers every file route uses: its type and length, inline or as an
 * attachment under its display name, a CSP that runs nothing (a PDF or SVG cannot script our origin)
 * and nosniff. Health files are 'no-store'; pictures may be cached privately for 5 minutes.
 */
export function sendFile(
  reply: FastifyReply,
  file: { bytes: Buffer; mimeType: string; originalName: string; download?: boolean; cache: 'no-store' | 'private' },
) {
  return reply
    .header('content-type', file.mimeType)
    .header('content-length', String(file.bytes.length))
    .header(
      'content-disposition',
      `${file.download ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
    )
    .header('cache-control', file.cache === 'no-store' ? 'private, no-store' : 'private, max-age=300')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
    .header('x-content-type-options', 'nosniff')
    .send(file.bytes);
}
