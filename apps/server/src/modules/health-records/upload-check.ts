import { DOCUMENT_MAX_BYTES, HEALTH_RECORD_MAX_BYTES, MSG } from '@sahaj/contract';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../../lib/errors';
import { checkImage, checkPdf, IMAGE_RULES } from '../../lib/files/index';

export interface CheckedRecord {
  bytes: Buffer;
  mimeType: 'application/pdf' | 'image/jpeg' | 'image/png';
  ext: 'pdf' | 'jpg' | 'png';
}

/**
 * A health record checked from its bytes, never its name: a PDF (magic number, and its end marker so
 * a cut-off upload is refused) up to 5 MB, kept as sent; or a JPEG/PNG photo, which goes through the
 * therapist documents' check (decodes, pixel limit, re-encoded so EXIF with GPS positions is dropped).
 */
export async function checkRecordUpload(raw: Buffer, truncated: boolean): Promise<CheckedRecord> {
  if (raw.length === 0) throw badRequest(MSG.uploadFileRequired, 'UPLOAD_REQUIRED');
  const detected = await fileTypeFromBuffer(raw);
  const mime = detected?.mime;
  if (mime !== 'application/pdf' && mime !== 'image/jpeg' && mime !== 'image/png') {
    throw badRequest(MSG.healthRecordType, 'UPLOAD_TYPE');
  }
  if (truncated || raw.length > HEALTH_RECORD_MAX_BYTES) throw badRequest(MSG.healthRecordTooLarge, 'UPLOAD_TOO_LARGE');
  if (mime === 'application/pdf') {
    return checkPdf(raw, truncated, {
      maxBytes: HEALTH_RECORD_MAX_BYTES,
      typeMessage: MSG.healthRecordType,
      tooLargeMessage: MSG.healthRecordTooLarge,
    });
  }
  if (raw.length >= DOCUMENT_MAX_BYTES) throw badRequest(MSG.healthRecordImageTooLarge, 'UPLOAD_TOO_LARGE');
  const checked = await checkImage(raw, false, IMAGE_RULES.document);
  return { bytes: checked.bytes, mimeType: mime, ext: mime === 'image/png' ? 'png' : 'jpg' };
}
