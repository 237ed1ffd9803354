import { MSG } from '@sahaj/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';
import { assertStorableText } from './input-guard';

/** One uploaded file as read: its bytes (cut at the limit), whether it was cut, and its name. */
export interface UploadedFile {
  bytes: Buffer;
  truncated: boolean;
  filename: string;
}

export interface ReadUploadOptions {
  /** Bytes kept of the file; past it the stream is cut and the file marked truncated (the caller answers with its size message). */
  maxFileBytes: number;
  /** The part names that carry the file; any part name when absent. Other file parts are read and dropped. */
  fileFields?: readonly string[];
  /** How many text fields, and how long each may be. */
  maxFields?: number;
  maxFieldSize?: number;
  /** The message for a request that is not multipart at all. */
  notMultipart?: { message: string; code?: string };
  /** Told after each chunk of the file: bytes read so far and the request's declared length (0 when unknown). */
  onProgress?: (read: number, total: number, fields: Readonly<Record<string, string>>) => void;
}

/**
 * Reads a multipart upload form: its text fields (checked like every other text) and one file. A body
 * that is not well-formed multipart (cut short, broken part headers) is the client's fault: 400, never
 * a 500. Every upload route reads its form through this.
 */
export async function readUpload(
  req: FastifyRequest,
  opts: ReadUploadOptions,
): Promise<{ fields: Record<string, string>; file?: UploadedFile }> {
  if (!req.isMultipart()) {
    const refusal = opts.notMultipart ?? { message: MSG.uploadFileRequired };
    throw badRequest(refusal.message, refusal.code);
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  const total = Number(req.headers['content-length']) || 0;
  const parts = req.parts({
    throwFileSizeLimit: false,
    limits: {
      fileSize: opts.maxFileBytes,
      files: 1,
      fields: opts.maxFields ?? 10,
      fieldSize: opts.maxFieldSize ?? 1000,
    },
  } as Parameters<typeof req.parts>[0]);
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        const value = String(part.value ?? '');
        assertStorableText(value, part.fieldname);
        fields[part.fieldname] = value;
        continue;
      }
      const chunks: Buffer[] = [];
      let truncated = false;
      let read = 0;
      try {
        for await (const chunk of part.file) {
          chunks.push(chunk as Buffer);
          read += (chunk as Buffer).length;
          opts.onProgress?.(read, total, fields);
        }
      } catch (err) {
        if ((err as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw err;
        truncated = true;
      }
      if (!opts.fileFields || opts.fileFields.includes(part.fieldname)) {
        assertStorableText(part.filename, part.fieldname);
        file = { bytes: Buffer.concat(chunks), truncated: truncated || part.file.truncated, filename: part.filename };
      }
    }
  } catch (err) {
    if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err;
    throw badRequest(MSG.invalidMultipart, 'INVALID_MULTIPART');
  }
  return { fields, file };
}
