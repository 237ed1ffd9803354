import {
  HEALTH_RECORD_MAX_BYTES,
  healthPatientParams,
  healthProfile,
  healthProfileBody,
  healthProfileSaveResult,
  healthRecordDeleteQuery,
  healthRecordFileParams,
  healthRecordFileQuery,
  healthRecordsData,
  healthRecordUploadResult,
  MSG,
  messageData,
  okEnvelope,
  patientHealthData,
  recordViewsData,
  recordViewsQuery,
} from '@sahaj/contract';
import type { FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { readerOfFile, sendFile } from '../../lib/files/index';
import { ok, principalOf } from '../../lib/http';
import { readUpload } from '../../lib/multipart';

const security = [{ bearer: [] }];
const tags = ['health-records'];
const patient = { access: ['patient'] as Array<'patient' | 'doctor'> };
const doctor = { access: ['doctor'] as Array<'patient' | 'doctor'> };

/** The one file of a multipart upload (any field name), cut just over the record limit. */
async function readRecordFile(req: FastifyRequest) {
  const required = { message: MSG.uploadFileRequired, code: 'UPLOAD_REQUIRED' };
  const { file } = await readUpload(req, {
    maxFileBytes: HEALTH_RECORD_MAX_BYTES + 1,
    maxFields: 5,
    maxFieldSize: 200,
    notMultipart: required,
  });
  if (!file) throw badRequest(required.message, required.code);
  return file;
}

/** Health records (issue 15): the patient's own, a therapist's read-only view, and the signed file route. */
const healthRecordsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = ctx.services.healthRecords;
  const path = '/user/patient/upload/medical-record';

  app.get(
    path,
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'My health records (newest first)',
        description:
          'Each with displayName (the spec cut: 10 characters, .., extension) and signed, short-lived view and download links.',
        response: { 200: okEnvelope(healthRecordsData) },
      },
    },
    async (req) => ok(await service.list(principalOf(req).userId)),
  );

  app.post(
    path,
    {
      config: {
        ...patient,
        rateLimit: {
          max: 30,
          timeWindow: '1 minute',
          keyGenerator: (req: FastifyRequest) => `record-upload:${req.principal?.userId ?? req.ip}`,
        },
      },
      schema: {
        tags,
        security,
        summary: 'Upload a health record (multipart/form-data, one file)',
        description: `A PDF up to 5 MB, or a JPEG/PNG photo under 2 MB (re-encoded, EXIF dropped); the type is read from the bytes. Stored under a server-made name. At most 50 records (409).`,
        consumes: ['multipart/form-data'],
        body: z.object({ file: z.string().optional().describe('the file (binary)') }),
        response: { 200: okEnvelope(healthRecordUploadResult) },
      },
      validatorCompiler: (route) =>
        route.httpPart === 'body'
          ? (data: unknown) => ({ value: data })
          : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]),
    },
    async (req) => ok(await service.upload(principalOf(req).userId, await readRecordFile(req))),
  );

  app.delete(
    path,
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: "Delete one of my health records ('Deleted successfully')",
        description: "Another patient's record answers 404 and nothing changes.",
        querystring: healthRecordDeleteQuery,
        response: { 200: okEnvelope(messageData) },
      },
    },
    async (req) => ok(await service.remove(principalOf(req).userId, req.query.recordId)),
  );

  app.get(
    '/user/patient/health-profile',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'My health profile',
        description: 'allergies, currentMedications, medicalConditions, surgeries, height (cm), weight (kg), dob.',
        response: { 200: okEnvelope(healthProfile) },
      },
    },
    async (req) => ok(await service.profile(principalOf(req).userId)),
  );

  app.patch(
    '/user/patient/health-profile',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: "Edit my health profile ('Updated successfully')",
        description:
          'Each list sent replaces the stored one (entries trimmed, duplicates dropped); null clears height or weight.',
        body: healthProfileBody,
        response: { 200: okEnvelope(healthProfileSaveResult) },
      },
    },
    async (req) => ok(await service.saveProfile(principalOf(req).userId, req.body)),
  );

  app.get(
    '/user/patient/health-record/views',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'Who viewed my health records (newest first)',
        description:
          'Every read of my records, files, health profile or shared questionnaire results by someone other than me.',
        querystring: recordViewsQuery,
        response: { 200: okEnvelope(recordViewsData) },
      },
    },
    async (req) => ok(await service.views(principalOf(req).userId, req.query.page, req.query.limit)),
  );

  app.get(
    '/provider/patients/:patientId/health-record',
    {
      config: doctor,
      schema: {
        tags,
        security,
        summary: "A patient's health records and profile, read only",
        description:
          'Only for a therapist with an upcoming or completed appointment with the patient (else 403; an unknown patient 404). Each read is written to the patient\'s "who viewed my records" list.',
        params: healthPatientParams,
        response: { 200: okEnvelope(patientHealthData) },
      },
    },
    async (req) => ok(await service.forTherapist(principalOf(req).userId, req.params.patientId)),
  );

  app.get(
    '/health-records/files/:recordId',
    {
      // The reader's token, or the bound link (an <img>/<iframe> sends no bearer): it names its reader and
      // expires after 5 minutes; the reader's right is checked again and every open is audited.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Open a health record file (reader token or bound link)',
        description:
          "By the Bearer token of the owner or a therapist in their care, or the link the record lists return (bound to that reader, 5 minutes). Expired or altered links answer 403, a link opened with another person's token 403. Every open is audited.",
        params: healthRecordFileParams,
        querystring: healthRecordFileQuery,
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
      },
    },
    async (req, reply) => {
      const reader = await readerOfFile(req, ctx, { subject: 'health-record', fileId: req.params.recordId });
      const { row, bytes } = await service.openFile(req.params.recordId, reader);
      return sendFile(reply, {
        bytes,
        mimeType: row.mimeType,
        originalName: row.originalName,
        download: Boolean(req.query.download),
        cache: 'no-store',
      });
    },
  );
};
export default healthRecordsRoutes;
