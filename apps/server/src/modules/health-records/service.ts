import {
  displayName,
  HEALTH_RECORDS_MAX,
  type HealthProfile,
  type HealthProfileBody,
  type HealthRecord,
  MSG,
  type NameParts,
  shortenFileName,
} from '@sahaj/contract';
import type { AppContext } from '../../context';
import type { HealthReadSubject } from '../../db/schema/index';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { auditFileOpen, cleanFileName, type FileReader, storeThenRecord } from '../../lib/files/index';
import { healthRecordsRepository } from './repository';
import { checkRecordUpload } from './upload-check';

type Ctx = Pick<AppContext, 'db' | 'storage' | 'fileLinks' | 'config'>;
type RecordRow = Awaited<ReturnType<ReturnType<typeof healthRecordsRepository>['records']>>[number];
type ProfileRow = Awaited<ReturnType<ReturnType<typeof healthRecordsRepository>['profile']>>;

const personName = (u: NameParts | undefined) => displayName(u, 'Someone');

/**
 * Health records (issue 15). The patient owns their records and profile; a therapist with an upcoming
 * or completed appointment with them reads both (never changes them); every such read is written to
 * health_record_reads in the same request, and the patient lists those reads.
 */
export function healthRecordsService(ctx: Ctx) {
  const repo = healthRecordsRepository(ctx.db);

  /**
   * A file link bound to its reader for 5 minutes (lib/files/links.ts): the signature covers the
   * record id and the reader id, so the file route knows who opens it (and audits the read) without a
   * bearer header on an <img>/<iframe>.
   */
  const fileLink = (recordId: string, readerId: string, download = false) =>
    ctx.fileLinks.boundLink({
      path: `/api/v1/health-records/files/${recordId}`,
      subject: 'health-record',
      fileId: recordId,
      userId: readerId,
      download,
    });

  const toRecord = (row: RecordRow, readerId: string): HealthRecord => ({
    _id: row.id,
    fileName: row.originalName,
    displayName: shortenFileName(row.originalName),
    mimeType: row.mimeType,
    size: row.sizeBytes,
    uploadedAt: row.createdAt.toISOString(),
    url: fileLink(row.id, readerId),
    downloadUrl: fileLink(row.id, readerId, true),
  });

  const toProfile = (row: ProfileRow, dob: string | null): HealthProfile => ({
    allergies: row?.allergies ?? [],
    currentMedications: row?.currentMedications ?? [],
    medicalConditions: row?.medicalConditions ?? [],
    surgeries: row?.surgeries ?? [],
    height: row?.heightCm ?? null,
    weight: row?.weightKg ?? null,
    dob,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  });

  /** The patient a therapist asks about, or 403 (no appointment) / 404 (no such patient). */
  async function patientOfTherapist(therapistId: string, patientId: string) {
    const patient = await repo.user(patientId);
    if (patient?.userType !== 'patient' || patient.status === 'deleted') {
      throw notFound(MSG.patientNotFound);
    }
    if (!(await repo.hasAppointment(therapistId, patientId))) {
      throw forbidden(MSG.healthRecordsNoAccess, 'NO_CARE_RELATIONSHIP');
    }
    return patient;
  }

  return {
    /** True when the therapist may read the patient's health data (used by questionnaire sharing too). */
    canTherapistRead: (therapistId: string, patientId: string) => repo.hasAppointment(therapistId, patientId),

    /** Writes one read by someone other than the owner. */
    logRead: (
      patientId: string,
      reader: { userId: string; userType: 'doctor' | 'admin' },
      subject: HealthReadSubject,
      subjectId?: string,
    ) =>
      repo.logRead(ctx.db, { patientId, readerUserId: reader.userId, readerType: reader.userType, subject, subjectId }),

    async list(patientId: string) {
      const rows = await repo.records(patientId);
      return { medicalReports: rows.map((r) => toRecord(r, patientId)) };
    },

    async upload(patientId: string, input: { bytes: Buffer; truncated: boolean; filename?: string }) {
      const checked = await checkRecordUpload(input.bytes, input.truncated);
      const row = await storeThenRecord(ctx.storage, checked, (key) =>
        ctx.db.transaction(async (tx) => {
          const n = await repo.lockPatient(tx, patientId);
          if (n >= HEALTH_RECORDS_MAX) throw new AppError('RECORD_LIMIT', 409, MSG.healthRecordLimit);
          return repo.insertRecord(tx, {
            patientId,
            storageKey: key,
            originalName: cleanFileName(input.filename, checked.ext),
            mimeType: checked.mimeType,
            sizeBytes: checked.bytes.length,
          });
        }),
      );
      return { message: MSG.healthRecordUploaded, record: toRecord(row, patientId) };
    },

    async remove(patientId: string, recordId: string) {
      const row = await repo.deleteRecord(patientId, recordId);
      if (!row) throw notFound(MSG.healthRecordNotFound);
      await ctx.storage.delete(row.storageKey).catch(() => {});
      return { message: MSG.healthRecordDeleted };
    },

    async profile(patientId: string) {
      const [row, user] = await Promise.all([repo.profile(patientId), repo.user(patientId)]);
      return toProfile(row, user?.dob ?? null);
    },

    async saveProfile(patientId: string, body: HealthProfileBody) {
      const clean = (list?: string[]) => (list ? [...new Set(list.map((s) => s.trim()).filter(Boolean))] : undefined);
      const values = Object.fromEntries(
        Object.entries({
          allergies: clean(body.allergies),
          currentMedications: clean(body.currentMedications),
          medicalConditions: clean(body.medicalConditions),
          surgeries: clean(body.surgeries),
          heightCm: body.height,
          weightKg: body.weight === undefined || body.weight === null ? body.weight : Math.round(body.weight * 10) / 10,
        }).filter(([, v]) => v !== undefined),
      );
      if (Object.keys(values).length === 0) throw badRequest(MSG.healthProfileEmpty, 'EMPTY_BODY');
      const row = await repo.saveProfile(patientId, values);
      const user = await repo.user(patientId);
      return { message: MSG.healthProfileSaved, profile: toProfile(row, user?.dob ?? null) };
    },

    async views(patientId: string, page: number, limit: number) {
      const { rows, count } = await repo.reads(patientId, page, limit);
      return {
        count,
        views: rows.map((r) => ({
          _id: r.id,
          viewerName: personName(r),
          viewerType: r.readerType,
          subject: r.subject,
          fileName: r.subject === 'record_file' ? (r.fileName ?? null) : null,
          viewedAt: r.createdAt.toISOString(),
        })),
      };
    },

    /** A therapist's read-only view of their patient's records and profile (audited: two rows, list and profile). */
    async forTherapist(therapistId: string, patientId: string) {
      const patient = await patientOfTherapist(therapistId, patientId);
      const [rows, profileRow] = await Promise.all([repo.records(patientId), repo.profile(patientId)]);
      await ctx.db.transaction(async (tx) => {
        const reader = { patientId, readerUserId: therapistId, readerType: 'doctor' as const };
        await repo.logRead(tx, { ...reader, subject: 'records' });
        await repo.logRead(tx, { ...reader, subject: 'profile' });
      });
      return {
        patient: { _id: patient.id, name: personName(patient) },
        medicalReports: rows.map((r) => toRecord(r, therapistId)),
        profile: toProfile(profileRow, patient.dob),
      };
    },

    /**
     * A record's bytes for its reader (their token, or a link bound to them: the route found who). The
     * reader must still be the owner, or a therapist who still has the appointment (access ends with
     * the care relationship, not with the link). Every open is written to audit_log; a read by anyone
     * but the owner is also in the patient's "who viewed my records" list.
     */
    async openFile(recordId: string, reader: FileReader) {
      const row = await repo.recordById(recordId);
      if (!row) throw notFound(MSG.healthRecordNotFound);
      if (row.patientId !== reader.userId) {
        const user = await repo.user(reader.userId);
        if (user?.userType !== 'doctor' || !(await repo.hasAppointment(reader.userId, row.patientId))) {
          throw forbidden(MSG.healthRecordsNoAccess, 'NO_CARE_RELATIONSHIP');
        }
        await repo.logRead(ctx.db, {
          patientId: row.patientId,
          readerUserId: reader.userId,
          readerType: 'doctor',
          subject: 'record_file',
          subjectId: row.id,
        });
      }
      const bytes = await ctx.storage.get(row.storageKey);
      if (!bytes) throw notFound(MSG.fileNotFound);
      await auditFileOpen(ctx.db, {
        readerUserId: reader.userId,
        subject: 'health-record',
        fileId: row.id,
        ownerUserId: row.patientId,
        via: reader.via,
      });
      return { row, bytes };
    },
  };
}
export type HealthRecordsService = ReturnType<typeof healthRecordsService>;
