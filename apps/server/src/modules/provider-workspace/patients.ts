import type {
  ConsultationDetails,
  ConsultedPatientsData,
  ConsultedPatientsQuery,
  QuestionnaireTrend,
  SharedResultsData,
} from '@sahaj/contract';
import { consultedPatientsQuery } from '@sahaj/contract';
import type { AppContext } from '../../context';
import type { FormsService } from '../forms/service';
import type { HealthRecordsService } from '../health-records/service';
import type { MedicationsService } from '../medications/service';
import type { CareRelationship } from './care';
import { ageOf, noteStatusOf, personName, toSessionSummary } from './mapper';
import type { PrescriberRules } from './prescriber';
import type { ProviderWorkspaceRepository } from './repository';

export interface PatientDeps {
  healthRecords: HealthRecordsService;
  forms: FormsService;
  medications: MedicationsService;
}

/** PHQ-9 and GAD-7 scores over time, oldest first (a chart's order). */
function trendsOf(
  results: SharedResultsData['results'],
  scoringOf: Map<string, 'phq9' | 'gad7'>,
): QuestionnaireTrend[] {
  const trends = new Map<string, QuestionnaireTrend>();
  for (const r of [...results].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt))) {
    const scoring = scoringOf.get(r.formId);
    if (!scoring) continue;
    const t = trends.get(r.formId) ?? { scoring, formName: r.formName, maxScore: r.maxScore, points: [] };
    t.points.push({ submittedAt: r.submittedAt, totalScore: r.totalScore, band: r.band });
    trends.set(r.formId, t);
  }
  return [...trends.values()];
}

/**
 * The therapist's patients (issue 22): everyone with a confirmed session with them, and one
 * patient's record. Data other features own comes from their services (health records and
 * profile, shared questionnaire results, medications), which write each read to the audit log the
 * patient sees (health_record_reads) — the record is refused, and nothing is read, without a live
 * care relationship.
 */
export function patientsOf(
  ctx: Pick<AppContext, 'fileLinks'>,
  repo: ProviderWorkspaceRepository,
  care: CareRelationship,
  parts: {
    prescriber: PrescriberRules;
    notesOf: (
      therapistId: string,
      patientId: string,
      sessions: Parameters<typeof toSessionSummary>[0][],
    ) => Promise<ConsultationDetails['soapNotes']>;
    prescriptions: (therapistId: string, patientId: string) => Promise<ConsultationDetails['prescriptions']>;
    followUps: (therapistId: string, patientId: string) => Promise<ConsultationDetails['followUps']>;
  },
  deps: () => PatientDeps,
  now: () => Date,
) {
  return {
    async list(
      therapistId: string,
      input: ConsultedPatientsQuery,
      completedOnly: boolean,
    ): Promise<ConsultedPatientsData> {
      const q = consultedPatientsQuery.parse(input);
      const at = now();
      const { rows, count } = await repo.consultedPatients(therapistId, {
        completedOnly,
        search: q.searchKey || undefined,
        page: q.page,
        limit: q.limit,
        now: at,
      });
      return {
        count,
        patients: rows.map((r) => {
          const name = personName(r);
          return {
            _id: r.patientId,
            name,
            fullName: name,
            profilePic: r.picFileId ? ctx.fileLinks.link(r.picFileId) : null,
            gender: r.gender,
            age: ageOf(r.dob, 'Asia/Kolkata', at),
            sessions: Number(r.sessions),
            lastSessionAt: r.lastSessionAt ? new Date(r.lastSessionAt).toISOString() : null,
            nextSessionAt: r.nextSessionAt ? new Date(r.nextSessionAt).toISOString() : null,
          };
        }),
      };
    },

    async details(therapistId: string, patientId: string): Promise<ConsultationDetails> {
      const patient = await care.patientOf(therapistId, patientId);
      // The whole record (notes and prescriptions included) in the platform's audit log and in the patient's
      // own "who viewed" list (care_record); the health profile, records and questionnaire reads also go to
      // the patient's own log through their services.
      await repo.audit(therapistId, 'patient_record.read', 'patient', patientId, patientId);
      const d = deps();
      await d.healthRecords.logRead(patientId, { userId: therapistId, userType: 'doctor' }, 'care_record');
      // Health records and shared results are read (and audited) by their own services.
      const [health, shared, forms, medications, sessionRows, registration] = await Promise.all([
        d.healthRecords.forTherapist(therapistId, patientId),
        d.forms.sharedWithTherapist(therapistId, patientId),
        d.forms.listForPatient(patientId),
        d.medications.list(patientId),
        repo.sessionsWith(therapistId, patientId),
        parts.prescriber.registration(therapistId),
      ]);
      const scoringOf = new Map(
        forms.forms.flatMap((f) => (f.scoring ? [[f._id, f.scoring] as [string, 'phq9' | 'gad7']] : [])),
      );
      const at = now();
      const sessions = sessionRows.map((r) => ({
        row: r.appointment,
        summary: toSessionSummary(r.appointment, noteStatusOf(r.noteId, r.signedAt)),
      }));
      const name = personName(patient);
      const [soapNotes, prescriptions, followUps] = await Promise.all([
        parts.notesOf(
          therapistId,
          patientId,
          sessions.map((s) => s.row),
        ),
        parts.prescriptions(therapistId, patientId),
        parts.followUps(therapistId, patientId),
      ]);
      return {
        profile: {
          _id: patient.id,
          name,
          fullName: name,
          profilePic: patient.patientPicFileId ? ctx.fileLinks.link(patient.patientPicFileId) : null,
          gender: patient.gender,
          age: ageOf(patient.dob, patient.timeZone, at),
          timeZone: patient.timeZone,
          phone: patient.phone,
          email: patient.email,
        },
        allergies: health.profile.allergies,
        currentMedications: health.profile.currentMedications,
        dob: health.profile.dob,
        height: health.profile.height,
        medicalConditions: health.profile.medicalConditions,
        medicalReports: health.medicalReports,
        surgeries: health.profile.surgeries,
        weight: health.profile.weight,
        medications: medications.medications,
        questionnaires: shared.results,
        questionnaireTrends: trendsOf(shared.results, scoringOf),
        sessions: {
          past: sessions
            .filter((s) => s.row.startsAt <= at)
            .map((s) => s.summary)
            .reverse(),
          upcoming: sessions.filter((s) => s.row.startsAt > at).map((s) => s.summary),
        },
        soapNotes,
        prescriptions,
        followUps,
        canPrescribe: registration.canPrescribe,
      };
    },
  };
}
