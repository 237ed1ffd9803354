import { MSG } from '@sahaj/contract';
import { forbidden, notFound } from '../../lib/errors';
import type { HealthRecordsService } from '../health-records/service';
import type { ProviderWorkspaceRepository } from './repository';

export interface WorkspaceDeps {
  healthRecords: HealthRecordsService;
}

/**
 * Writes a therapist's read of a patient's clinical data to the patient's own "who viewed my records"
 * list (issue 22: every read of clinical data is in the log the patient sees).
 */
export type PatientReadLog = (
  therapistId: string,
  patientId: string,
  subject: 'care_record' | 'session_note' | 'prescription',
  subjectId?: string,
) => Promise<void>;

/**
 * The care relationship, as health records define it (health-records `canTherapistRead`): a
 * therapist reaches a patient only while they have an upcoming or completed session together. When
 * every session is cancelled (or the patient deletes their account) nothing new is given out.
 */
export function careRelationship(repo: ProviderWorkspaceRepository, deps: () => WorkspaceDeps) {
  return {
    /** The patient this therapist cares for, or 404 (no such patient) / 403 (no relationship). */
    async patientOf(therapistId: string, patientId: string) {
      const patient = await repo.person(patientId);
      if (patient?.userType !== 'patient' || patient.status === 'deleted') throw notFound(MSG.patientNotFound);
      if (!(await deps().healthRecords.canTherapistRead(therapistId, patientId))) {
        throw forbidden(MSG.patientNotYours, 'NO_CARE_RELATIONSHIP');
      }
      return patient;
    },

    /** One of my confirmed sessions (another therapist's, a hold or an unknown id: 404; cancelled: 409). */
    async sessionOf(therapistId: string, appointmentId: string) {
      const a = await repo.appointment(appointmentId);
      if (!a || a.therapistId !== therapistId || a.status === 'held') throw notFound(MSG.sessionNotFound);
      if (a.status === 'cancelled') throw forbidden(MSG.sessionCancelled, 'SESSION_CANCELLED');
      const patient = await repo.person(a.patientId);
      if (!patient || patient.status === 'deleted') throw notFound(MSG.sessionNotFound);
      return { appointment: a, patient };
    },
  };
}
export type CareRelationship = ReturnType<typeof careRelationship>;
