/** The shared authorised-file helpers (lib/authorised-file.ts), kept under this feature's public name. */
export { fetchAuthorisedBlob, openAuthorisedFile, useAuthorisedFileUrl } from '../../../lib/authorised-file';
