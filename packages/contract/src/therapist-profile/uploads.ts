import { z } from 'zod';
import { THERAPIST_PROFILE_MSG as M } from '../messages/therapist-profile';
import { UPLOAD_TYPES } from './constants';

/** Uploads (POST /provider/upload-file) and the authorised file download (GET /files/{fileId}). */

export const uploadFileFields = z.object({
  type: z.enum(UPLOAD_TYPES),
  fileId: z
    .string()
    .uuid(M.entryNotFound)
    .optional()
    .describe("The entry's _id to attach the document to (a new licence after it is saved)"),
  uploadFile: z.string().meta({
    format: 'binary',
    description: 'The file. Avatar: image < 2 MB, sides ≥ 150 px. Documents: JPEG or PNG < 2 MB',
  }),
});
export const uploadFileResult = z.object({
  message: z.string(),
  type: z.enum(UPLOAD_TYPES),
  documentId: z.string().describe('The stored file'),
  fileId: z.string().nullable().describe('The entry the document was attached to, if any'),
  url: z.string().describe('Authorised link; send it back as url when saving the entry'),
  fileName: z.string(),
  lastModified: z.string(),
});
export type UploadFileResult = z.infer<typeof uploadFileResult>;

export const fileParams = z.object({ fileId: z.string().uuid(M.fileNotFound) });
export const fileQuery = z.object({
  reader: z
    .string()
    .uuid(M.fileLinkExpired)
    .optional()
    .describe('Health-file link: the one user it was made for (with exp and sig, valid 5 minutes)'),
  exp: z.coerce.number().int().optional().describe('Signed link expiry (unix seconds)'),
  sig: z.string().max(128).optional().describe('Signed link signature'),
  download: z.enum(['1']).optional().describe('Ask for Content-Disposition: attachment'),
});
