import type { AppContext } from '../../context';
import type { FormsService } from '../forms/service';
import type { HealthRecordsService } from '../health-records/service';
import type { MedicationsService } from '../medications/service';
import type { NotificationsService } from '../notifications/service';
import { calendarFeeds } from './calendar-feed';
import { careRelationship, type PatientReadLog } from './care';
import { followUpsOf } from './follow-ups';
import { patientsOf } from './patients';
import { prescriberRules } from './prescriber';
import { prescriptionsOf } from './prescriptions';
import { providerMedications } from './provider-medications';
import { providerWorkspaceRepository } from './repository';
import { sessionNotes } from './session-notes';

export interface ProviderWorkspaceDeps {
  healthRecords: HealthRecordsService;
  forms: FormsService;
  medications: MedicationsService;
  notifications: NotificationsService;
}

/**
 * The therapist's practice (issue 22), one part per file: patients and their record, session notes,
 * who may prescribe and the medicine lists, prescriptions, follow-ups, medications added for a
 * patient, and calendar feeds. Other features' data comes through their services (`deps`).
 */
export function providerWorkspaceService(
  ctx: Pick<AppContext, 'db' | 'config' | 'fileLinks' | 'log'>,
  deps: () => ProviderWorkspaceDeps,
  opts: { now?: () => Date } = {},
) {
  const now = opts.now ?? (() => new Date());
  const repo = providerWorkspaceRepository(ctx.db);
  const care = careRelationship(repo, deps);
  // Clinical reads go to the patient's own "who viewed" list (health-records owns it), besides audit_log.
  const patientLog: PatientReadLog = (therapistId, patientId, subject, subjectId) =>
    deps().healthRecords.logRead(patientId, { userId: therapistId, userType: 'doctor' }, subject, subjectId);
  const notes = sessionNotes(ctx, repo, care, now, patientLog);
  const prescriber = prescriberRules(ctx, repo, deps);
  const prescriptions = prescriptionsOf(ctx.db, repo, care, prescriber, deps, now, ctx.log, patientLog);
  const followUps = followUpsOf(ctx, repo, care, deps, now);
  const patients = patientsOf(
    ctx,
    repo,
    care,
    {
      prescriber,
      notesOf: notes.ofPatient,
      prescriptions: async (therapistId, patientId) =>
        (await prescriptions.list(therapistId, { patientId, page: 0, limit: 50 })).prescriptions,
      followUps: async (therapistId, patientId) => (await followUps.forTherapist(therapistId, patientId)).followUps,
    },
    deps,
    now,
  );
  return {
    patients,
    notes,
    prescriber,
    prescriptions,
    followUps,
    medications: providerMedications(care, deps),
    calendar: calendarFeeds(ctx, repo, now),
    /** For the prescriber's medicine picker: whether List A is open for this patient (null: no patient named). */
    async prescribableMedicines(
      therapistId: string,
      q: { searchKey?: string; page: number; limit: number; patientId?: string },
    ) {
      let hadVideo: boolean | null = null;
      if (q.patientId) {
        await care.patientOf(therapistId, q.patientId);
        hadVideo = await repo.hadVideoConsultation(therapistId, q.patientId);
      }
      return prescriber.prescribable(q, hadVideo);
    },
  };
}
export type ProviderWorkspaceService = ReturnType<typeof providerWorkspaceService>;
