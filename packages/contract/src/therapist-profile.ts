export * from './therapist-profile/basic-info';
export * from './therapist-profile/constants';
export * from './therapist-profile/entries';
export * from './therapist-profile/helpers';
export * from './therapist-profile/read';
export * from './therapist-profile/treatments';
export * from './therapist-profile/uploads';
export * from './therapist-profile/work-profile';

/**
 * Therapist work profile (spec 02), one file per use case under therapist-profile/: the wizard's six pages, entries, uploads, treatments and bank
 * details. Field names are the spec's, misspellings included (qualifiction, totalWorkExperiance).
 *
 * Routes (all under /api/v1, Bearer token of a therapist, userType 'doctor'):
 *   GET    /provider/work-profile                 → workProfile (bank number masked)
 *   PATCH  /provider/work-profile/basic-info      basicInfoBody            (page 1)
 *   PATCH  /provider/work-profile/extra-info      extraInfoBody            (page 2 entries; add, edit, delete)
 *   PATCH  /provider/work-profile                 updateWorkProfileBody    (pages 2–6, one group per call)
 *   GET    /provider/work-profile/bank-details    → the owner's own edit form, number in full
 *   POST   /provider/upload-file                  multipart: type, uploadFile, fileId?
 *   GET    /provider/treatments                   → { treatments }
 *   POST   /provider/treatments                   treatmentBody
 *   PATCH  /provider/treatments                   treatmentUpdateBody
 *   DELETE /provider/treatments?treatmentId=…
 *   GET    /files/{fileId}                        the stored file; owner or admin (Bearer), or a signed link
 */
