import {
  MEDICATION_LINK,
  MSG,
  type Prescription,
  type PrescriptionBody,
  type PrescriptionItemBody,
  type PrescriptionUpdateBody,
  prescriptionBody,
  prescriptionUpdateBody,
} from '@sahaj/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { PrescribedMedicine, PrescriberSnapshot, PrescriptionRow } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { auditFileOpen } from '../../lib/files/index';
import type { MedicationsService } from '../medications/service';
import type { NotificationsService } from '../notifications/service';
import type { CareRelationship, PatientReadLog } from './care';
import { ageOf, personName, toPrescription } from './mapper';
import type { PrescriberRules } from './prescriber';
import { prescriptionPdf } from './prescription-pdf';
import type { ProviderWorkspaceRepository } from './repository';

type Role = 'doctor' | 'patient';
const downloadPath = (role: Role, id: string) =>
  role === 'doctor' ? `/api/v1/provider/prescription/download/${id}` : `/api/v1/patient/prescription/download/${id}`;

/**
 * Prescriptions (issue 22; Telemedicine Practice Guidelines 2020). Only a verified registered
 * medical practitioner prescribes, only to a patient in their care, only medicines the admin has
 * classified: never a prohibited one (Schedule X / NDPS), List A only once the pair has consulted on
 * video. An edit keeps the earlier version (prescription_revisions) and raises the revision.
 */
export function prescriptionsOf(
  db: Db,
  repo: ProviderWorkspaceRepository,
  care: CareRelationship,
  prescriber: PrescriberRules,
  deps: () => { medications: MedicationsService; notifications: NotificationsService },
  now: () => Date,
  log: AppContext['log'],
  patientLog: PatientReadLog,
) {
  /** Tells the patient (in-app and e-mail, by their switches); the prescription stands if the notice fails. */
  async function tellPatient(row: PrescriptionRow, title: string) {
    await deps()
      .notifications.send({
        userId: row.patientId,
        title,
        msg: `${row.prescriber.name} wrote you a prescription. You can download it from your medications page.`,
        kind: 'medication',
        link: MEDICATION_LINK,
        dedupeKey: `prescription:${row.id}:${row.revision}`,
      })
      .catch((err: unknown) => log.error({ err, prescriptionId: row.id }, 'prescription notice failed'));
  }

  /** The medicine lines as printed, after every guideline check (each refusal names its line). */
  async function linesFor(therapistId: string, patientId: string, items: PrescriptionItemBody[]) {
    const ids = items.map((i) => i.medicineId);
    const [entries, lists, hadVideo] = await Promise.all([
      deps().medications.libraryEntries(ids),
      repo.listings(ids),
      repo.hadVideoConsultation(therapistId, patientId),
    ]);
    const byId = new Map(entries.map((e) => [e._id, e]));
    return items.map((item, i): PrescribedMedicine => {
      const field = `medicines.${i}.medicineId`;
      const entry = byId.get(item.medicineId);
      if (!entry) throw badRequest(MSG.prescriptionMedicineUnknown, 'UNKNOWN_MEDICINE', { field });
      const list = lists.get(item.medicineId);
      const refusal = prescriber.listRefusal(list, hadVideo);
      if (refusal) {
        const code = !list
          ? 'MEDICINE_UNCLASSIFIED'
          : list === 'prohibited'
            ? 'MEDICINE_PROHIBITED'
            : 'LIST_A_NEEDS_VIDEO';
        // Unclassified is the admin's to fix (400); prohibited and List A are the guidelines' refusals (403).
        throw new AppError(code, list ? 403 : 400, refusal, { field });
      }
      return {
        medicineId: entry._id,
        name: entry.name.toUpperCase(),
        type: entry.type.name,
        strength: item.strength,
        dose: item.dose,
        frequency: item.frequency,
        duration: item.duration,
        instructions: item.instructions || null,
        tpgList: list!,
      };
    });
  }

  async function snapshotOf(therapistId: string): Promise<PrescriberSnapshot> {
    const reg = await prescriber.assertPrescriber(therapistId);
    const me = await repo.person(therapistId);
    const name = personName(me, 'Doctor');
    return {
      name: /^dr\.?\s/i.test(name) ? name : `Dr. ${name}`,
      qualification: reg.qualification ?? '',
      registrationNumber: reg.registrationNumber ?? '',
      council: reg.council ?? '',
      address: me?.locationText ?? null,
      phone: me?.phone ?? null,
      email: me?.email ?? null,
    };
  }

  /** The session a prescription names must be this pair's. */
  async function checkSession(therapistId: string, patientId: string, appointmentId: string | null | undefined) {
    if (!appointmentId) return null;
    const { appointment } = await care.sessionOf(therapistId, appointmentId);
    if (appointment.patientId !== patientId) {
      throw badRequest(MSG.sessionNotFound, 'SESSION_OF_ANOTHER', { field: 'appointmentId' });
    }
    return appointment.id;
  }

  async function shape(row: PrescriptionRow, role: Role): Promise<Prescription> {
    const patient = await repo.person(row.patientId);
    return toPrescription(
      row,
      {
        name: personName(patient),
        age: ageOf(patient?.dob ?? null, patient?.timeZone ?? 'Asia/Kolkata', row.createdAt),
        gender: patient?.gender ?? null,
        phone: patient?.phone ?? null,
      },
      downloadPath(role, row.id),
    );
  }

  /** A prescription of mine, for a patient still in my care. */
  async function mine(therapistId: string, id: string) {
    const row = await repo.prescription(id);
    if (!row || row.therapistId !== therapistId) throw notFound(MSG.prescriptionNotFound);
    await care.patientOf(therapistId, row.patientId);
    return row;
  }

  return {
    shape,

    async create(therapistId: string, input: PrescriptionBody) {
      const body = prescriptionBody.parse(input);
      const snapshot = await snapshotOf(therapistId);
      await care.patientOf(therapistId, body.patientId);
      const appointmentId = await checkSession(therapistId, body.patientId, body.appointmentId);
      const medicines = await linesFor(therapistId, body.patientId, body.medicines);
      const row = await repo.insertPrescription({
        therapistId,
        patientId: body.patientId,
        appointmentId,
        diagnosis: body.diagnosis,
        diagnosisIsProvisional: body.diagnosisIsProvisional,
        medicines,
        advice: body.advice || null,
        prescriber: snapshot,
        createdAt: now(),
        updatedAt: now(),
      });
      await tellPatient(row, 'New prescription');
      return { message: MSG.prescriptionSaved, prescription: await shape(row, 'doctor') };
    },

    async update(therapistId: string, input: PrescriptionUpdateBody) {
      const body = prescriptionUpdateBody.parse(input);
      const snapshot = await snapshotOf(therapistId);
      const current = await mine(therapistId, body._id);
      const appointmentId = await checkSession(therapistId, current.patientId, body.appointmentId);
      const medicines = await linesFor(therapistId, current.patientId, body.medicines);
      const row = await repo.revisePrescription(body._id, therapistId, () => ({
        appointmentId,
        diagnosis: body.diagnosis,
        diagnosisIsProvisional: body.diagnosisIsProvisional,
        medicines,
        advice: body.advice || null,
        prescriber: snapshot,
      }));
      if (!row) throw notFound(MSG.prescriptionNotFound);
      await tellPatient(row, 'Prescription updated');
      return { message: MSG.prescriptionUpdated, prescription: await shape(row, 'doctor') };
    },

    async one(therapistId: string, id: string) {
      return shape(await mine(therapistId, id), 'doctor');
    },

    /** My prescriptions (for one patient in my care when patientId is given). */
    async list(therapistId: string, q: { patientId?: string; page: number; limit: number }) {
      if (q.patientId) await care.patientOf(therapistId, q.patientId);
      const { rows, count } = await repo.prescriptionsOf({ therapistId, patientId: q.patientId }, q.page, q.limit);
      return { count, prescriptions: await Promise.all(rows.map((r) => shape(r, 'doctor'))) };
    },

    async forPatient(patientId: string, page: number, limit: number) {
      const { rows, count } = await repo.prescriptionsOf({ patientId }, page, limit);
      return { count, prescriptions: await Promise.all(rows.map((r) => shape(r, 'patient'))) };
    },

    /** The PDF for its prescriber (while the patient is in their care) or its patient; anyone else 404. */
    async pdf(reader: { userId: string; role: Role }, id: string) {
      const row = reader.role === 'doctor' ? await mine(reader.userId, id) : await repo.prescription(id);
      if (!row || (reader.role === 'patient' && row.patientId !== reader.userId)) {
        throw notFound(MSG.prescriptionNotFound);
      }
      const p = await shape(row, reader.role);
      // A prescription is a health file: every open is in the audit log (as record and chat files are).
      await auditFileOpen(db, {
        readerUserId: reader.userId,
        subject: 'prescription',
        fileId: row.id,
        ownerUserId: row.patientId,
        via: 'token',
      });
      if (reader.role === 'doctor') await patientLog(reader.userId, row.patientId, 'prescription', row.id);
      const owner = await repo.person(reader.userId);
      return {
        fileName: `prescription-${row.createdAt.toISOString().slice(0, 10)}-${row.id.slice(0, 8)}.pdf`,
        stream: prescriptionPdf(p, owner?.timeZone ?? 'Asia/Kolkata'),
      };
    },
  };
}
export type PrescriptionsOf = ReturnType<typeof prescriptionsOf>;
