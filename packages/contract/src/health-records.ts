import { z } from 'zod';
import { HEALTH_RECORDS_MSG as M } from './messages/health-records';

/** Health records (issue 15): uploaded reports, the health profile, who read them. */

export const HEALTH_RECORD_MAX_BYTES = 5 * 1024 * 1024;
/** Photos are re-encoded (EXIF with GPS dropped) and kept at the document size limit. */
export const HEALTH_RECORD_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const HEALTH_RECORD_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const HEALTH_RECORD_ACCEPT = HEALTH_RECORD_MIME_TYPES.join(',');
export const HEALTH_RECORDS_MAX = 50;

/**
 * What is wrong with a chosen file before it is sent (type and size as the browser reports them),
 * or undefined. The server checks the content again; this spares a 21 MB upload that would be refused.
 */
export function healthRecordFileProblem(file: { type: string; size: number }): string | undefined {
  if (!(HEALTH_RECORD_MIME_TYPES as readonly string[]).includes(file.type)) return M.healthRecordType;
  if (file.type !== 'application/pdf' && file.size >= HEALTH_RECORD_IMAGE_MAX_BYTES) return M.healthRecordImageTooLarge;
  if (file.size > HEALTH_RECORD_MAX_BYTES) return M.healthRecordTooLarge;
  return undefined;
}

export const healthRecord = z.object({
  _id: z.string(),
  /** The cleaned uploaded name with its real extension. */
  fileName: z.string(),
  /** The spec's cut: 10 characters, '..', the extension. */
  displayName: z.string(),
  mimeType: z.enum(HEALTH_RECORD_MIME_TYPES),
  size: z.number().int(),
  uploadedAt: z.string(),
  /** Signed, short-lived link to show the file inline. */
  url: z.string(),
  /** The same file as a download. */
  downloadUrl: z.string(),
});
export type HealthRecord = z.infer<typeof healthRecord>;

export const healthRecordsData = z.object({ medicalReports: z.array(healthRecord) });
export type HealthRecordsData = z.infer<typeof healthRecordsData>;

export const healthRecordUploadResult = z.object({ message: z.string(), record: healthRecord });
export const healthRecordDeleteQuery = z.object({ recordId: z.uuid() });

const entry = z.string().trim().min(1).max(100, M.healthEntryTooLong);
const entries = z.array(entry).max(30, M.healthTooManyEntries);

export const healthProfile = z.object({
  allergies: z.array(z.string()),
  currentMedications: z.array(z.string()),
  medicalConditions: z.array(z.string()),
  surgeries: z.array(z.string()),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  dob: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type HealthProfile = z.infer<typeof healthProfile>;

/** PATCH body: every list replaces the stored one; height in cm, weight in kg (null clears). */
export const healthProfileBody = z.object({
  allergies: entries.optional(),
  currentMedications: entries.optional(),
  medicalConditions: entries.optional(),
  surgeries: entries.optional(),
  height: z.number().int(M.heightRange).min(30, M.heightRange).max(272, M.heightRange).nullable().optional(),
  weight: z.number().min(1, M.weightRange).max(500, M.weightRange).nullable().optional(),
});
export type HealthProfileBody = z.infer<typeof healthProfileBody>;
export const healthProfileSaveResult = z.object({ message: z.string(), profile: healthProfile });

export const HEALTH_READ_SUBJECTS = [
  'records',
  'record_file',
  'profile',
  'questionnaire',
  'care_record',
  'session_note',
  'prescription',
] as const;
export type HealthReadSubjectName = (typeof HEALTH_READ_SUBJECTS)[number];
export const HEALTH_READ_LABELS: Record<HealthReadSubjectName, string> = {
  records: 'Your records list',
  record_file: 'A record file',
  profile: 'Your health profile',
  questionnaire: 'A questionnaire result',
  care_record: 'Your notes, prescriptions and follow-ups',
  session_note: 'A session note',
  prescription: 'A prescription',
};

export const recordView = z.object({
  _id: z.string(),
  viewerName: z.string(),
  viewerType: z.enum(['doctor', 'admin']),
  subject: z.enum(HEALTH_READ_SUBJECTS),
  /** The file name when one file was opened. */
  fileName: z.string().nullable(),
  viewedAt: z.string(),
});
export type RecordView = z.infer<typeof recordView>;
export const recordViewsData = z.object({ views: z.array(recordView), count: z.number().int() });
export const recordViewsQuery = z.object({
  page: z.coerce.number().int().min(0).max(1000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const healthPatientParams = z.object({ patientId: z.uuid() });
export const healthRecordFileParams = z.object({ recordId: z.uuid() });
export const healthRecordFileQuery = z.object({
  /** A link bound to its reader (5 minutes); without it, the reader's Bearer token. */
  reader: z.uuid().optional(),
  exp: z.coerce.number().int().positive().optional(),
  sig: z.string().min(1).max(200).optional(),
  download: z.enum(['1']).optional(),
});

/** What a therapist sees of their patient (read only). */
export const patientHealthData = z.object({
  patient: z.object({ _id: z.string(), name: z.string() }),
  medicalReports: z.array(healthRecord),
  profile: healthProfile,
});
export type PatientHealthData = z.infer<typeof patientHealthData>;
