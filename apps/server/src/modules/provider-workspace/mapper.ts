import {
  ageOn,
  displayName,
  type FollowUp,
  type NameParts,
  type PractitionerRegistration,
  type Prescription,
  type SessionNote,
  type SessionNoteStatus,
  type SessionSummary,
  todayIn,
} from '@sahaj/contract';
import type {
  AppointmentRow,
  FollowUpRow,
  PractitionerRegistrationRow,
  PrescriptionRow,
  SessionNoteAddendumRow,
  SessionNoteRow,
} from '../../db/schema/index';

/** Every translation between the workspace's rows and the contract's shapes. */

export const personName = (u: NameParts | undefined, fallback = 'Someone') => displayName(u, fallback);

/** 'Asha Kumar' → 'A.K.'; what a calendar shows of a person (no name, so a shared calendar tells nothing). */
export function initialsOf(u: NameParts | undefined): string {
  const letters = personName(u, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toLocaleUpperCase('en-IN'));
  return letters.length ? `${letters.slice(0, 3).join('.')}.` : '–';
}

export const ageOf = (dob: string | null, zone: string, now: Date) => (dob ? ageOn(dob, todayIn(zone, now)) : null);

export const noteStatusOf = (noteId: string | null, signedAt: Date | null): SessionNoteStatus =>
  !noteId ? 'none' : signedAt ? 'signed' : 'draft';

export const toSessionSummary = (a: AppointmentRow, noteStatus: SessionNoteStatus): SessionSummary => ({
  _id: a.id,
  startTime: a.startsAt.toISOString(),
  endTime: a.endsAt.toISOString(),
  status: a.status === 'completed' ? 'completed' : 'upcoming',
  treatmentName: a.treatmentName,
  noteStatus,
});

export const toSessionNote = (
  n: SessionNoteRow,
  a: Pick<AppointmentRow, 'startsAt' | 'endsAt'>,
  addenda: Array<{ addendum: SessionNoteAddendumRow; authorName: string }>,
  signer: { _id: string; name: string } | null,
): SessionNote => {
  const soap = n.format === 'SOAP';
  return {
    _id: n.id,
    appointmentId: n.appointmentId,
    patientId: n.patientId,
    format: n.format,
    sections: {
      subjective: soap ? (n.subjective ?? '') : null,
      objective: soap ? (n.objective ?? '') : null,
      assessment: n.assessment ?? '',
      plan: n.plan ?? '',
      data: soap ? null : (n.data ?? ''),
    },
    status: n.signedAt ? 'signed' : 'draft',
    signedAt: n.signedAt?.toISOString() ?? null,
    signedBy: n.signedAt ? signer : null,
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt.toISOString(),
    addenda: addenda.map(({ addendum, authorName }) => ({
      _id: addendum.id,
      text: addendum.text,
      createdAt: addendum.createdAt.toISOString(),
      author: { _id: addendum.authorId, name: authorName },
    })),
    session: { startTime: a.startsAt.toISOString(), endTime: a.endsAt.toISOString() },
  };
};

export const toRegistration = (r: PractitionerRegistrationRow | undefined): PractitionerRegistration => ({
  isMedicalPractitioner: r?.isMedicalPractitioner ?? false,
  qualification: r?.qualification ?? null,
  registrationNumber: r?.registrationNumber ?? null,
  council: r?.council ?? null,
  verification: r ? r.state : 'none',
  verifiedAt: r?.state === 'verified' ? (r.reviewedAt?.toISOString() ?? null) : null,
  canPrescribe: Boolean(r?.isMedicalPractitioner && r.state === 'verified'),
});

export const toPrescription = (
  p: PrescriptionRow,
  patient: { name: string; age: number | null; gender: string | null; phone: string | null },
  downloadPath: string,
): Prescription => ({
  _id: p.id,
  patient: { _id: p.patientId, ...patient },
  prescriber: { _id: p.therapistId, ...p.prescriber },
  appointmentId: p.appointmentId,
  diagnosis: p.diagnosis,
  diagnosisIsProvisional: p.diagnosisIsProvisional,
  medicines: p.medicines,
  advice: p.advice,
  revision: p.revision,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
  downloadPath,
});

export const toFollowUp = (
  f: FollowUpRow,
  therapist: { name: string; profilePic: string | null },
  patientName: string,
  bookedAppointmentId: string | null,
): FollowUp => ({
  _id: f.id,
  appointmentId: f.appointmentId,
  therapist: { _id: f.therapistId, ...therapist },
  patient: { _id: f.patientId, name: patientName },
  suggestedDate: f.suggestedDate,
  reason: f.reason,
  createdAt: f.createdAt.toISOString(),
  status: bookedAppointmentId ? 'booked' : 'open',
  bookedAppointmentId,
});
