/** Everything features share about uploaded files (docs/DEVELOPING.md, "Files"). */
export type { FileStorage } from '../../integrations/storage/file-storage';
export { newStorageKey } from '../../integrations/storage/file-storage';
export { type FileReader, readerOfFile } from './access';
export { auditFileOpen } from './audit';
export {
  AVATAR_STORED_SIDE,
  type CheckedImage,
  checkImage,
  IMAGE_RULES,
  type ImageRule,
  MAX_INPUT_PIXELS,
} from './check-image';
export { checkPdf, type PdfRule } from './check-pdf';
export { cleanFileName } from './file-name';
export {
  BOUND_LINK_TTL_SECONDS,
  type BoundLinkCheck,
  type FileLinkSigner,
  type FileSubject,
  fileIdFromLink,
  fileLinkSigner,
} from './links';
export { sendFile } from './send';
export { storeThenRecord } from './store';
