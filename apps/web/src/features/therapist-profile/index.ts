/** What other features may use from the therapist profile feature. */
export { fetchAuthorisedBlob, openAuthorisedFile, useAuthorisedFileUrl } from './api/authorised-file';
