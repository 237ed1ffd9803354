import { MSG } from '@sahaj/contract';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../errors';

export interface PdfRule {
  maxBytes: number;
  typeMessage: string;
  tooLargeMessage: string;
}

/**
 * A PDF checked from its bytes: the magic number, the size, and its end marker (so a cut-off upload
 * is refused). Kept as sent: PDFs are served with a CSP that runs nothing.
 */
export async function checkPdf(raw: Buffer, truncated: boolean, rule: PdfRule) {
  if (raw.length === 0) throw badRequest(MSG.uploadFileRequired, 'UPLOAD_REQUIRED');
  if ((await fileTypeFromBuffer(raw))?.mime !== 'application/pdf') throw badRequest(rule.typeMessage, 'UPLOAD_TYPE');
  if (truncated || raw.length > rule.maxBytes) throw badRequest(rule.tooLargeMessage, 'UPLOAD_TOO_LARGE');
  const tail = raw.subarray(Math.max(0, raw.length - 2048)).toString('latin1');
  if (!tail.includes('%%EOF')) throw badRequest(rule.typeMessage, 'UPLOAD_TYPE');
  return { bytes: raw, mimeType: 'application/pdf' as const, ext: 'pdf' as const };
}
