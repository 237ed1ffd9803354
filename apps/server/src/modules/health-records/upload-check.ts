import { DOCUMENT_MAX_BYTES, HEALTH_RECORD_MAX_BYTES, MSG } from '@sahaj/contract';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../../lib/errors';
import { checkUpload } from '../therapist-profile/uploads';

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
    const tail = raw.subarray(Math.max(0, raw.length - 2048)).toString('latin1');
    if (!tail.includes('%%EOF')) throw badRequest(MSG.healthRecordType, 'UPLOAD_TYPE');
    return { bytes: raw, mimeType: mime, ext: 'pdf' };
  }
  if (raw.length >= DOCUMENT_MAX_BYTES) throw badRequest(MSG.healthRecordImageTooLarge, 'UPLOAD_TOO_LARGE');
  const checked = await checkUpload('medicalLicences', raw, false);
  return { bytes: checked.bytes, mimeType: mime, ext: mime === 'image/png' ? 'png' : 'jpg' };
}
