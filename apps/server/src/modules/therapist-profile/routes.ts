import {
  bankDetailsData,
  basicInfoBody,
  DOCUMENT_MAX_BYTES,
  extraInfoBody,
  extraInfoResult,
  fileParams,
  fileQuery,
  MSG,
  messageData,
  okEnvelope,
  treatmentBody,
  treatmentIdQuery,
  treatmentResult,
  treatmentsData,
  treatmentUpdateBody,
  UPLOAD_TYPES,
  type UploadType,
  updateWorkProfileBody,
  uploadFileFields,
  uploadFileResult,
  workProfile,
  workProfileUpdateResult,
} from '@sahaj/contract';
import type { FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { readerOfFile, sendFile } from '../../lib/files/index';
import { bearerToken, ok, principalOf } from '../../lib/http';
import { readUpload } from '../../lib/multipart';

const security = [{ bearer: [] }];
const tags = ['therapist-profile'];

/** Reads the upload form: fields type and fileId, one file uploadFile (capped just over 2 MB). */
const readUploadForm = (req: FastifyRequest) =>
  readUpload(req, { maxFileBytes: DOCUMENT_MAX_BYTES, fileFields: ['uploadFile'] });

/**
 * The therapist's work profile (spec 02 §7), under /api/v1/provider/..., for therapists only, and
 * the authorised file download for owners and admins.
 */
const therapistProfileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = ctx.services.therapistProfile;
  /** Route options of a therapist-only call (the app's access hook checks it before the body is read). */
  const asTherapist = <S extends object>(schema: S) => ({
    config: { access: ['doctor'] as const },
    schema: { tags, security, ...schema },
  });

  app.get(
    '/provider/work-profile',
    asTherapist({
      summary: 'Get work profile',
      description:
        'The whole profile as the wizard reads it: page progress, status (and rejectionReason), entries with signed document links, services, availability, price and bank details with the account number masked.',
      response: { 200: okEnvelope(workProfile) },
    }),
    async (req) => ok(await service.read(principalOf(req).userId)),
  );

  app.patch(
    '/provider/work-profile/basic-info',
    asTherapist({
      summary: 'Update basic info (wizard page 1)',
      description: "On success 'Updated basic info successfully'. Saves page progress 1.",
      body: basicInfoBody,
      response: { 200: okEnvelope(workProfileUpdateResult) },
    }),
    async (req) => ok(await service.updateBasicInfo(principalOf(req).userId, req.body, principalOf(req).sessionId)),
  );

  app.patch(
    '/provider/work-profile/extra-info',
    asTherapist({
      summary: 'Add, edit or delete an education, experience or medical licence entry (wizard page 2)',
      description:
        "Exactly one of educationalDetails, experienceDetails, medicalLicencesDetails. Add: no _id ('Added successfully'); edit: with _id ('Edited succesfully'); delete: _id and status 'delete' ('Succesfully deleted data '). New education and experience entries need the url from POST /provider/upload-file.",
      body: extraInfoBody,
      response: { 200: okEnvelope(extraInfoResult) },
    }),
    async (req) => ok(await service.saveExtraInfo(principalOf(req).userId, req.body)),
  );

  app.patch(
    '/provider/work-profile',
    asTherapist({
      summary: 'Update work profile info (wizard pages 2–6, one group per call)',
      description:
        "Groups: { totalWorkExperiance } (page 2; needs at least one education and one experience entry) | { professionalTitle, specialization (ids), languagesKnown (names) } (page 3) | { timeSlot, specialTime, offDays, consultationDuration } (page 4) | { consultationFee, currency? } (page 5) | { accountDetails } (page 6: while the profile is 'pending' or 'rejected' this submits it, status becomes 'waiting for approval'; an incomplete profile is refused with the first missing page's message and data.page).",
      body: updateWorkProfileBody,
      response: { 200: okEnvelope(workProfileUpdateResult) },
    }),
    async (req) => ok(await service.updateWorkProfile(principalOf(req).userId, req.body)),
  );

  app.get(
    '/provider/work-profile/bank-details',
    asTherapist({
      summary: "Bank details for the owner's own edit form (account number in full)",
      response: { 200: okEnvelope(bankDetailsData) },
    }),
    async (req) => ok(await service.bankDetails(principalOf(req).userId)),
  );

  app.post(
    '/provider/upload-file',
    {
      ...asTherapist({
        summary: 'Upload a profile picture or an entry document (multipart/form-data)',
        description:
          "type 'profile_pic': an image under 2 MB with both sides at least 150 px. type educationalDetails | experienceDetails | medicalLicences: JPEG or PNG under 2 MB; with fileId (the entry's _id) the document is attached to that entry, without it send the returned url when saving the entry. Checked from the file's bytes.",
        consumes: ['multipart/form-data'],
        body: uploadFileFields,
        response: { 200: okEnvelope(uploadFileResult) },
      }),
      // Image decoding costs CPU: at most 30 uploads a minute per session.
      config: {
        access: ['doctor'],
        rateLimit: {
          max: 30,
          timeWindow: '1 minute',
          // Per account (the access hook has run): a fresh login does not reset it.
          keyGenerator: (req: FastifyRequest) => `upload:${req.principal?.userId ?? req.ip}`,
        },
      },
      // The body is multipart (read below); the zod schema documents it in OpenAPI only.
      validatorCompiler: (route) =>
        route.httpPart === 'body'
          ? (data: unknown) => ({ value: data })
          : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]),
    },
    async (req) => {
      const { userId } = principalOf(req);
      const { fields, file } = await readUploadForm(req);
      const type = fields.type as UploadType;
      if (!UPLOAD_TYPES.includes(type)) throw badRequest(MSG.requiredDetails);
      const fileId = fields.fileId?.trim() || undefined;
      if (fileId && !z.string().uuid().safeParse(fileId).success) throw badRequest(MSG.entryNotFound);
      if (!file) throw badRequest(MSG.uploadFileRequired);
      return ok(await service.upload(userId, { type, fileId, ...file }));
    },
  );

  app.get(
    '/provider/treatments',
    asTherapist({ summary: 'List treatments', response: { 200: okEnvelope(treatmentsData) } }),
    async (req) => ok(await service.treatments(principalOf(req).userId)),
  );
  app.post(
    '/provider/treatments',
    asTherapist({
      summary: "Add treatment ('Added treatment successfully')",
      body: treatmentBody,
      response: { 200: okEnvelope(treatmentResult) },
    }),
    async (req) => ok(await service.addTreatment(principalOf(req).userId, req.body)),
  );
  app.patch(
    '/provider/treatments',
    asTherapist({
      summary: 'Update treatment',
      body: treatmentUpdateBody,
      response: { 200: okEnvelope(treatmentResult) },
    }),
    async (req) => ok(await service.updateTreatment(principalOf(req).userId, req.body)),
  );
  app.delete(
    '/provider/treatments',
    asTherapist({
      summary: "Delete treatment ('Deleted treatment successfully')",
      querystring: treatmentIdQuery,
      response: { 200: okEnvelope(messageData) },
    }),
    async (req) => ok(await service.deleteTreatment(principalOf(req).userId, req.query.treatmentId)),
  );

  app.get(
    '/files/:fileId',
    {
      // Public to the access hook: the handler accepts the owner's or an admin's token, a link bound to
      // one of them (documents, 5 minutes), or a picture link (profile pictures only).
      config: { access: 'public' },
      schema: {
        tags,
        security,
        summary: 'Download an uploaded file (owner or admin)',
        description:
          "Authorised by the Bearer token of the owner or an admin, or by the link the profile reads return: for a document, bound to the reader (reader, exp, sig; 5 minutes; opened with another person's token: 403) and audited; for a profile picture, a picture link (exp, sig). Never public.",
        params: fileParams,
        querystring: fileQuery,
        produces: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
      },
    },
    async (req, reply) => {
      const { exp, sig, reader } = req.query;
      // A bare picture link (no token, no reader) is checked by the service; anything else names a reader.
      const pictureOnly = !reader && !bearerToken(req) && Boolean(sig);
      const by = pictureOnly
        ? undefined
        : await readerOfFile(req, ctx, { subject: 'therapist-document', fileId: req.params.fileId });
      const { file, bytes } = await service.openFile(req.params.fileId, { reader: by, exp, sig });
      return sendFile(reply, {
        bytes,
        mimeType: file.mimeType,
        originalName: file.originalName,
        download: Boolean(req.query.download),
        cache: file.purpose === 'profile_pic' ? 'private' : 'no-store',
      });
    },
  );
};
export default therapistProfileRoutes;
