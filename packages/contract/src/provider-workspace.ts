import { z } from 'zod';
import { isIsoDay, TIME_OF_DAY_PATTERN } from './dates';
import { formResult } from './forms';
import { healthRecord } from './health-records';
import { MEDICATION_TIMES_MAX, medication, medicine } from './medications';
import { MEDICATIONS_MSG as MM } from './messages/medications';
import { PROVIDER_WORKSPACE_MSG as M } from './messages/provider-workspace';

/**
 * The therapist's practice (issue 22; spec 03 §6 provider role, §7 "Provider" calls, doc 01 §3 patient
 * record). Under /api/v1 (therapist = userType 'doctor'; every read of a patient needs a care
 * relationship — an upcoming or completed session with them — and ends when none is left):
 *
 * The spec's 16 calls
 *   GET   /provider/list-all-patient-consulted?page&limit&searchKey → consultedPatientsData (any confirmed session: upcoming or completed)
 *   GET   /provider/consulted-patients?page&limit&searchKey         → consultedPatientsData (at least one completed session)
 *   GET   /provider/consulation-details?patientId                   → consultationDetails (the patient record; audited)
 *   POST  /provider/appointments/session-notes                      sessionNoteBody → sessionNoteResult
 *           action 'draft' upserts the draft; 'sign' saves and locks it; 'addendum' appends a dated,
 *           attributed addendum to a signed note; 'private' saves the therapist-only psychotherapy note
 *   POST  /provider/prescription                                    prescriptionBody → prescriptionResult (registered medical practitioners only)
 *   PATCH /provider/prescription                                    prescriptionUpdateBody → prescriptionResult (new revision; the old one is kept)
 *   GET   /provider/prescriptions?patientId&page&limit              → prescriptionsData (mine)
 *   GET   /provider/prescription/{id}                               → prescription
 *   GET   /provider/prescription/download/{id}                      → application/pdf (file blob)
 *   POST  /provider/medication                                      providerMedicationBody → medicationSaveResult (into the patient's list, prescribedBy me)
 *   PATCH /provider/medication                                      providerMedicationUpdateBody → medicationSaveResult (only ones I prescribed)
 *   DELETE /provider/medication/{id}                                → { message } (only ones I prescribed)
 *   POST  /provider/appointments/calendar-sync                      → calendarSyncData (a new private feed URL; the old one stops working)
 *   PATCH /provider/appointments/remove-calendar-sync               → { message } (the URL stops working)
 *   GET   /patient/follow-up?page&limit                             → followUpsData (mine, newest first)
 *   GET   /patient/show-followUp/{id}                               → followUp
 *
 * Our additions (the spec is silent)
 *   GET   /provider/appointments/session-notes/{appointmentId}      → sessionNoteData (note or null, with the session)
 *   GET   /provider/appointments/unsigned-session-notes?page&limit  → unsignedSessionsData (past sessions without a signed note)
 *   GET   /provider/medicine-library?searchKey&page&limit&patientId → prescribableMedicinesData (library with each medicine's TPG list)
 *   GET   /provider/practitioner-registration                       → practitionerRegistration (whether I may prescribe)
 *   PATCH /provider/practitioner-registration                       practitionerRegistrationBody → practitionerRegistrationResult (back to 'pending')
 *   POST  /provider/follow-up                                       followUpBody → followUpResult
 *   GET   /provider/follow-ups?patientId                            → followUpsData
 *   GET   /provider/appointments/calendar-sync                      → calendarSyncStatus
 *   GET   /patient/prescriptions?page&limit                         → prescriptionsData (mine)
 *   GET   /patient/prescription/download/{id}                       → application/pdf
 *   GET   /patient/calendar-sync                                    → calendarSyncStatus
 *   POST  /patient/calendar-sync                                    → calendarSyncData
 *   PATCH /patient/remove-calendar-sync                             → { message }
 *   GET   /calendar-feed/{token}.ics  (public; the token is the secret) → text/calendar
 *   GET   /admin/medicine-library?searchKey&page&limit              → adminMedicineLibraryData
 *   PATCH /admin/medicine-library/{id}                              tpgListBody → { message, medicine }
 *   GET   /admin/practitioner-registration/{therapistId}            → practitionerRegistration
 *   PATCH /admin/practitioner-registration/{therapistId}            verifyRegistrationBody → practitionerRegistrationResult
 */

export const CONSULTED_PATIENTS_PAGE_LIMIT = 10;
export const PRESCRIPTION_MEDICINES_MAX = 20;
/** A follow-up can be suggested from tomorrow up to this many days ahead. */
export const FOLLOW_UP_MAX_DAYS = 366;
export const PRESCRIPTION_PDF_TYPE = 'application/pdf';
export const CALENDAR_FEED_TYPE = 'text/calendar';

const page = z.coerce.number().int().min(0).max(10000).default(0).describe('Zero-based page number');
const limit = z.coerce.number().int().min(1).max(50).default(CONSULTED_PATIENTS_PAGE_LIMIT);
const searchKey = z.string().trim().max(60).optional().describe('Part of the patient name');
const person = z.object({ _id: z.string(), name: z.string() });

// Patients

export const consultedPatientsQuery = z.object({ page, limit, searchKey });
export type ConsultedPatientsQuery = z.input<typeof consultedPatientsQuery>;

export const consultedPatient = z.object({
  _id: z.string(),
  name: z.string(),
  fullName: z.string(),
  profilePic: z.string().nullable(),
  gender: z.string().nullable(),
  age: z.number().int().nullable(),
  sessions: z.number().int().describe('Confirmed sessions with me (upcoming or completed)'),
  lastSessionAt: z.string().nullable().describe('Start of the most recent session that has started'),
  nextSessionAt: z.string().nullable().describe('Start of the next upcoming session'),
});
export type ConsultedPatient = z.infer<typeof consultedPatient>;
export const consultedPatientsData = z.object({ patients: z.array(consultedPatient), count: z.number().int() });
export type ConsultedPatientsData = z.infer<typeof consultedPatientsData>;

export const patientIdQuery = z.object({ patientId: z.string().uuid(M.patientNotYours) });

export const SESSION_NOTE_STATUSES = ['none', 'draft', 'signed'] as const;
export type SessionNoteStatus = (typeof SESSION_NOTE_STATUSES)[number];

export const sessionSummary = z.object({
  _id: z.string().describe('Appointment id'),
  startTime: z.string(),
  endTime: z.string(),
  status: z.enum(['upcoming', 'completed']),
  treatmentName: z.string().nullable(),
  noteStatus: z.enum(SESSION_NOTE_STATUSES),
});
export type SessionSummary = z.infer<typeof sessionSummary>;

// Session notes

export const NOTE_FORMATS = ['SOAP', 'DAP'] as const;
export type NoteFormat = (typeof NOTE_FORMATS)[number];
export const NOTE_SECTION_KEYS = ['subjective', 'objective', 'assessment', 'plan', 'data'] as const;
export type NoteSectionKey = (typeof NOTE_SECTION_KEYS)[number];
export const NOTE_SECTION_MAX = 10000;

/** The templates: each format's sections in order, with the heading and the prompt shown in the empty box. */
export const NOTE_TEMPLATES: Record<
  NoteFormat,
  ReadonlyArray<{ key: NoteSectionKey; label: string; prompt: string }>
> = {
  SOAP: [
    {
      key: 'subjective',
      label: 'Subjective',
      prompt: 'What the patient reports: concerns, mood, sleep, events since the last session',
    },
    {
      key: 'objective',
      label: 'Objective',
      prompt: 'What you observed: appearance, affect, speech, scores (PHQ-9, GAD-7)',
    },
    { key: 'assessment', label: 'Assessment', prompt: 'Your clinical impression and progress toward goals' },
    { key: 'plan', label: 'Plan', prompt: 'Next steps: interventions, homework, next session, referrals' },
  ],
  DAP: [
    { key: 'data', label: 'Data', prompt: 'What was said and observed in the session' },
    { key: 'assessment', label: 'Assessment', prompt: 'Your interpretation and progress toward goals' },
    { key: 'plan', label: 'Plan', prompt: 'Next steps: interventions, homework, next session, referrals' },
  ],
};

const section = z.string().max(NOTE_SECTION_MAX, M.noteSectionTooLong).optional();
export const noteSections = z.object({
  subjective: section,
  objective: section,
  assessment: section,
  plan: section,
  data: section,
});
export type NoteSections = z.infer<typeof noteSections>;

const appointmentId = z.string().uuid(M.sessionNotFound);
const noteFormat = z.enum(NOTE_FORMATS);
export const sessionNoteBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('draft'), appointmentId, format: noteFormat, sections: noteSections }),
  z.object({ action: z.literal('sign'), appointmentId, format: noteFormat, sections: noteSections }),
  z.object({
    action: z.literal('addendum'),
    appointmentId,
    text: z.string().trim().min(1, M.addendumRequired).max(NOTE_SECTION_MAX, M.noteSectionTooLong),
  }),
  z.object({
    action: z.literal('private'),
    appointmentId,
    text: z.string().max(NOTE_SECTION_MAX, M.noteSectionTooLong),
  }),
]);
export type SessionNoteBody = z.infer<typeof sessionNoteBody>;

export const noteAddendum = z.object({ _id: z.string(), text: z.string(), createdAt: z.string(), author: person });
export const sessionNote = z.object({
  _id: z.string(),
  appointmentId: z.string(),
  patientId: z.string(),
  format: noteFormat,
  /** Only the format's sections carry text. */
  sections: z.object({
    subjective: z.string().nullable(),
    objective: z.string().nullable(),
    assessment: z.string().nullable(),
    plan: z.string().nullable(),
    data: z.string().nullable(),
  }),
  status: z.enum(['draft', 'signed']),
  signedAt: z.string().nullable(),
  signedBy: person.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  addenda: z.array(noteAddendum).describe('Oldest first'),
  session: z.object({ startTime: z.string(), endTime: z.string() }),
});
export type SessionNote = z.infer<typeof sessionNote>;
/** The therapist's own psychotherapy note: never shown to the patient, never exported, never shared. */
export const privateNote = z.object({ text: z.string(), updatedAt: z.string() });
export type PrivateNote = z.infer<typeof privateNote>;

export const sessionNoteResult = z.object({
  message: z.string(),
  note: sessionNote.nullable().describe('Null after an action that created no shared note (a private note alone)'),
  privateNote: privateNote.nullable(),
});
export type SessionNoteResult = z.infer<typeof sessionNoteResult>;
export const sessionNoteParams = z.object({ appointmentId });
export const sessionNoteData = z.object({
  session: sessionSummary,
  patient: person,
  note: sessionNote.nullable(),
  privateNote: privateNote.nullable(),
});
export type SessionNoteData = z.infer<typeof sessionNoteData>;

export const unsignedSessionsQuery = z.object({ page, limit });
export const unsignedSessionsData = z.object({
  sessions: z.array(sessionSummary.extend({ patient: person })),
  count: z.number().int(),
});
export type UnsignedSessionsData = z.infer<typeof unsignedSessionsData>;

// Prescriptions (Telemedicine Practice Guidelines 2020)

/** TPG 2020 lists: O (OTC), A (first consult on video; re-fill), B (add-on in follow-up), prohibited (Schedule X / NDPS). */
export const TPG_LISTS = ['O', 'A', 'B', 'prohibited'] as const;
export type TpgList = (typeof TPG_LISTS)[number];
export const TPG_LIST_LABELS: Record<TpgList, string> = {
  O: 'List O (over the counter)',
  A: 'List A (first consultation on video)',
  B: 'List B (add-on in a follow-up)',
  prohibited: 'Prohibited (Schedule X / NDPS)',
};

/** State medical councils and the National Medical Commission (registration numbers are issued by these). */
export const MEDICAL_COUNCILS = [
  'National Medical Commission',
  'Andhra Pradesh Medical Council',
  'Arunachal Pradesh Medical Council',
  'Assam Medical Council',
  'Bihar Medical Council',
  'Chhattisgarh Medical Council',
  'Delhi Medical Council',
  'Goa Medical Council',
  'Gujarat Medical Council',
  'Haryana Medical Council',
  'Himachal Pradesh Medical Council',
  'Jammu & Kashmir Medical Council',
  'Jharkhand Medical Council',
  'Karnataka Medical Council',
  'Travancore Cochin Medical Council (Kerala)',
  'Madhya Pradesh Medical Council',
  'Maharashtra Medical Council',
  'Manipur Medical Council',
  'Mizoram Medical Council',
  'Nagaland Medical Council',
  'Odisha Council of Medical Registration',
  'Punjab Medical Council',
  'Rajasthan Medical Council',
  'Sikkim Medical Council',
  'Tamil Nadu Medical Council',
  'Telangana State Medical Council',
  'Tripura State Medical Council',
  'Uttar Pradesh Medical Council',
  'Uttarakhand Medical Council',
  'West Bengal Medical Council',
] as const;

const need = (message: string, max: number) => z.string().trim().min(1, message).max(max);
export const prescriptionItemBody = z.object({
  medicineId: z.string({ error: M.prescriptionMedicineUnknown }).uuid(M.prescriptionMedicineUnknown),
  strength: need(M.prescriptionStrengthRequired, 40),
  dose: need(M.prescriptionDoseRequired, 60).describe('e.g. 1 tablet'),
  frequency: need(M.prescriptionFrequencyRequired, 60).describe('e.g. Once daily at night'),
  duration: need(M.prescriptionDurationRequired, 60).describe('e.g. 14 days'),
  instructions: z.string().trim().max(300).optional().describe('e.g. After food'),
});
export type PrescriptionItemBody = z.infer<typeof prescriptionItemBody>;

const prescriptionFields = {
  /** The session it was written in (optional; must be one of mine with this patient). */
  appointmentId: z.string().uuid(M.sessionNotFound).nullable().optional(),
  diagnosis: need(M.prescriptionDiagnosisRequired, 500),
  diagnosisIsProvisional: z.boolean().default(false),
  medicines: z
    .array(prescriptionItemBody)
    .min(1, M.prescriptionNeedsMedicine)
    .max(PRESCRIPTION_MEDICINES_MAX, M.prescriptionTooManyMedicines)
    .refine((m) => new Set(m.map((i) => i.medicineId)).size === m.length, M.prescriptionMedicineTwice),
  advice: z.string().trim().max(1000).optional().describe('General advice, tests, next visit'),
};
export const prescriptionBody = z.object({ patientId: z.string().uuid(M.patientNotYours), ...prescriptionFields });
export type PrescriptionBody = z.input<typeof prescriptionBody>;
export const prescriptionUpdateBody = z.object({ _id: z.string().uuid(M.prescriptionNotFound), ...prescriptionFields });
export type PrescriptionUpdateBody = z.input<typeof prescriptionUpdateBody>;

export const prescriptionItem = z.object({
  medicineId: z.string(),
  /** In capitals, as the guidelines ask. */
  name: z.string(),
  type: z.string().describe('Tablet, Capsule, Syrup, ...'),
  strength: z.string(),
  dose: z.string(),
  frequency: z.string(),
  duration: z.string(),
  instructions: z.string().nullable(),
  tpgList: z.enum(TPG_LISTS),
});
export type PrescriptionItem = z.infer<typeof prescriptionItem>;

export const prescriber = z.object({
  _id: z.string(),
  name: z.string(),
  qualification: z.string(),
  registrationNumber: z.string(),
  council: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export const prescription = z.object({
  _id: z.string(),
  patient: z.object({
    _id: z.string(),
    name: z.string(),
    age: z.number().int().nullable(),
    gender: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  prescriber,
  appointmentId: z.string().nullable(),
  diagnosis: z.string(),
  diagnosisIsProvisional: z.boolean(),
  medicines: z.array(prescriptionItem),
  advice: z.string().nullable(),
  /** 1 when first written; each edit adds one (earlier revisions are kept). */
  revision: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** API path of the PDF for the caller's role (fetch with the bearer header). */
  downloadPath: z.string(),
});
export type Prescription = z.infer<typeof prescription>;
export const prescriptionResult = z.object({ message: z.string(), prescription });
export type PrescriptionResult = z.infer<typeof prescriptionResult>;
export const prescriptionsQuery = z.object({ patientId: z.string().uuid(M.patientNotYours).optional(), page, limit });
export const patientPrescriptionsQuery = z.object({ page, limit });
export const prescriptionsData = z.object({ prescriptions: z.array(prescription), count: z.number().int() });
export type PrescriptionsData = z.infer<typeof prescriptionsData>;
export const prescriptionIdParams = z.object({ id: z.string().uuid(M.prescriptionNotFound) });

export const libraryQuery = z.object({
  searchKey: z.string().trim().max(60).optional(),
  page,
  limit: limit.default(20),
});
/** The prescriber's picker; with patientId, List A reads as not prescribable until the pair has consulted on video. */
export const prescribableQuery = libraryQuery.extend({ patientId: z.string().uuid(M.patientNotYours).optional() });
export const classifiedMedicine = medicine.extend({
  tpgList: z.enum(TPG_LISTS).nullable().describe('Null: not classified yet'),
});
export type ClassifiedMedicine = z.infer<typeof classifiedMedicine>;
export const prescribableMedicinesData = z.object({
  medicines: z.array(classifiedMedicine.extend({ prescribable: z.boolean(), reason: z.string().nullable() })),
  count: z.number().int(),
});
export type PrescribableMedicinesData = z.infer<typeof prescribableMedicinesData>;
export const adminMedicineLibraryData = z.object({ medicines: z.array(classifiedMedicine), count: z.number().int() });
export const medicineIdParams = z.object({ id: z.string().uuid(MM.medicationNotFound) });
export const tpgListBody = z.object({ tpgList: z.enum(TPG_LISTS) });
export const tpgListResult = z.object({ message: z.string(), medicine: classifiedMedicine });

// Practitioner registration (who may prescribe)

export const REGISTRATION_VERIFICATIONS = ['none', 'pending', 'verified', 'rejected'] as const;
export const practitionerRegistration = z.object({
  isMedicalPractitioner: z.boolean(),
  qualification: z.string().nullable().describe('e.g. MBBS, MD (Psychiatry)'),
  registrationNumber: z.string().nullable(),
  council: z.string().nullable(),
  verification: z.enum(REGISTRATION_VERIFICATIONS),
  verifiedAt: z.string().nullable(),
  /** True only for a medical practitioner whose registration the admin verified. */
  canPrescribe: z.boolean(),
});
export type PractitionerRegistration = z.infer<typeof practitionerRegistration>;
export const practitionerRegistrationBody = z
  .object({
    isMedicalPractitioner: z.boolean(),
    qualification: z.string().trim().max(120).optional(),
    registrationNumber: z
      .string()
      .trim()
      .max(30)
      .regex(/^[A-Za-z0-9/-]*$/, M.registrationNumberInvalid)
      .optional(),
    council: z.enum(MEDICAL_COUNCILS, { error: M.registrationCouncilRequired }).optional(),
  })
  .superRefine((b, c) => {
    if (!b.isMedicalPractitioner) return;
    if (!b.qualification)
      c.addIssue({ code: 'custom', message: M.registrationQualificationRequired, path: ['qualification'] });
    if (!b.registrationNumber)
      c.addIssue({ code: 'custom', message: M.registrationNumberRequired, path: ['registrationNumber'] });
    if (!b.council) c.addIssue({ code: 'custom', message: M.registrationCouncilRequired, path: ['council'] });
  });
export type PractitionerRegistrationBody = z.infer<typeof practitionerRegistrationBody>;
export const practitionerRegistrationResult = z.object({ message: z.string(), registration: practitionerRegistration });
export const therapistIdParams = z.object({ therapistId: z.string().uuid() });
export const verifyRegistrationBody = z.object({ verified: z.boolean() });

// Follow-ups

const isoDay = (message: string) => z.string().refine(isIsoDay, message);
export const followUpBody = z.object({
  appointmentId,
  suggestedDate: isoDay(M.followUpDateInvalid).describe('YYYY-MM-DD in the patient’s zone'),
  reason: need(M.followUpReasonRequired, 500),
});
export type FollowUpBody = z.infer<typeof followUpBody>;
export const followUp = z.object({
  _id: z.string(),
  appointmentId: z.string().describe('The session after which it was recommended'),
  therapist: z.object({ _id: z.string(), name: z.string(), profilePic: z.string().nullable() }),
  patient: person,
  suggestedDate: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  /** 'booked' once the patient has a session with this therapist booked after the recommendation. */
  status: z.enum(['open', 'booked']),
  bookedAppointmentId: z.string().nullable(),
});
export type FollowUp = z.infer<typeof followUp>;
export const followUpResult = z.object({ message: z.string(), followUp });
export const followUpsData = z.object({ followUps: z.array(followUp), count: z.number().int() });
export type FollowUpsData = z.infer<typeof followUpsData>;
export const followUpsQuery = z.object({ page, limit });
export const providerFollowUpsQuery = z.object({ patientId: z.string().uuid(M.patientNotYours) });
export const followUpIdParams = z.object({ id: z.string().uuid(M.followUpNotFound) });

// Medications by the therapist (into the patient's list with reminders)

const medicationFields = {
  name: z.string().trim().min(1, MM.medicationNameRequired).max(120),
  medicineTypeId: z.string({ error: MM.medicationTypeRequired }).uuid(MM.medicationTypeUnknown),
  libraryId: z.string().uuid().nullable().optional(),
  dose: z.string().trim().min(1, MM.medicationDoseRequired).max(60),
  timesOfDay: z
    .array(z.string().regex(TIME_OF_DAY_PATTERN, MM.medicationTimeInvalid))
    .min(1, MM.medicationTimesRequired)
    .max(MEDICATION_TIMES_MAX)
    .refine((t) => new Set(t).size === t.length, MM.medicationTimesDuplicate),
  startDate: isoDay(MM.medicationStartRequired),
  endDate: isoDay(MM.medicationEndBeforeStart).nullable().optional(),
  notes: z.string().trim().max(500).nullable().optional(),
};
const endAfterStart = (b: { startDate: string; endDate?: string | null }) => !b.endDate || b.endDate >= b.startDate;
export const providerMedicationBody = z
  .object({ patientId: z.string().uuid(M.patientNotYours), ...medicationFields })
  .refine(endAfterStart, { message: MM.medicationEndBeforeStart, path: ['endDate'] });
export type ProviderMedicationBody = z.infer<typeof providerMedicationBody>;
export const providerMedicationUpdateBody = z
  .object({ _id: z.string().uuid(MM.medicationNotFound), ...medicationFields })
  .refine(endAfterStart, { message: MM.medicationEndBeforeStart, path: ['endDate'] });
export type ProviderMedicationUpdateBody = z.infer<typeof providerMedicationUpdateBody>;
export const providerMedicationParams = z.object({ id: z.string().uuid(MM.medicationNotFound) });

// Calendar feed

export const calendarSyncData = z.object({
  message: z.string(),
  /** https URL to paste into a calendar app's "subscribe by URL"; shown once (only its hash is kept). */
  url: z.string(),
  /** The same feed as webcal:// (opens the calendar app directly). */
  webcalUrl: z.string(),
  createdAt: z.string(),
});
export type CalendarSyncData = z.infer<typeof calendarSyncData>;
export const calendarSyncStatus = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  lastFetchedAt: z.string().nullable(),
});
export type CalendarSyncStatus = z.infer<typeof calendarSyncStatus>;
export const calendarFeedParams = z.object({
  feed: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, M.calendarFeedNotFound),
});

// The patient record (doc 01 §3: allergies, currentMedications, dob, height, medicalConditions,
// medicalReports, surgeries, weight, plus profile and soap notes)

export const questionnaireTrend = z.object({
  scoring: z.enum(['phq9', 'gad7']),
  formName: z.string(),
  maxScore: z.number().int().nullable(),
  /** Oldest first, for a chart. */
  points: z.array(z.object({ submittedAt: z.string(), totalScore: z.number().int(), band: z.string().nullable() })),
});
export type QuestionnaireTrend = z.infer<typeof questionnaireTrend>;

export const consultationDetails = z.object({
  profile: z.object({
    _id: z.string(),
    name: z.string(),
    fullName: z.string(),
    profilePic: z.string().nullable(),
    gender: z.string().nullable(),
    age: z.number().int().nullable(),
    timeZone: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  allergies: z.array(z.string()),
  currentMedications: z.array(z.string()).describe('What the patient wrote in their health profile'),
  dob: z.string().nullable(),
  height: z.number().nullable(),
  medicalConditions: z.array(z.string()),
  medicalReports: z.array(healthRecord).describe('Records the patient shares (signed 5-minute links)'),
  surgeries: z.array(z.string()),
  weight: z.number().nullable(),
  /** The medication list with reminders; an entry I prescribed has prescribedBy._id = me (editable). */
  medications: z.array(medication),
  questionnaires: z.array(formResult.extend({ formName: z.string() })).describe('Results shared with me, newest first'),
  questionnaireTrends: z.array(questionnaireTrend),
  sessions: z.object({ past: z.array(sessionSummary), upcoming: z.array(sessionSummary) }),
  soapNotes: z.array(sessionNote).describe('My notes on this patient, newest session first'),
  prescriptions: z.array(prescription),
  followUps: z.array(followUp),
  canPrescribe: z.boolean(),
});
export type ConsultationDetails = z.infer<typeof consultationDetails>;
