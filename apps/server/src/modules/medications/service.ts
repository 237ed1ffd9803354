import {
  type AdminMedicineBody,
  addDays,
  displayName,
  formatTime12h,
  instantToWallTime,
  MEDICATION_LINK,
  MEDICATIONS_MAX,
  type Medication,
  type MedicationBody,
  MSG,
  type NameParts,
  todayIn,
} from '@sahaj/contract';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { notificationsService } from '../notifications/service';
import { medicationsRepository } from './repository';
import { dueDoses, nextDose, statusOf } from './schedule';

type Ctx = Pick<AppContext, 'db' | 'log'>;
type Notifications = ReturnType<typeof notificationsService>;

/** How far back the scan still sends a dose it has not sent yet (a node that was down, a slow job). */
export const REMINDER_WINDOW_MS = 15 * 60_000;
const MAX_SCHEDULE_DAYS = 5 * 366;

const personName = (u: NameParts) => displayName(u, 'Your therapist');

/**
 * Medications (issue 15): the patient's own entries, the medicine library, and reminders at each
 * time of day in the patient's zone. The reminder scan claims each (medication, dose instant) once
 * through a unique row, so any number of nodes or retries send it once, honouring the patient's
 * reminder settings (medication reminders, turn off all).
 */
export function medicationsService(
  ctx: Ctx,
  deps: { notifications: () => Notifications },
  opts: { now?: () => Date } = {},
) {
  const repo = medicationsRepository(ctx.db);
  const clock = opts.now ?? (() => new Date());

  function toMedication(
    row: Awaited<ReturnType<typeof repo.medications>>[number],
    zone: string,
    now: Date,
  ): Medication {
    const m = row.medication;
    const s = { timesOfDay: m.timesOfDay, startDate: m.startDate, endDate: m.endDate };
    const next = nextDose(s, zone, now);
    return {
      _id: m.id,
      name: m.name,
      type: { _id: row.type.id, name: row.type.name },
      dose: m.dose,
      timesOfDay: [...m.timesOfDay].sort(),
      startDate: m.startDate,
      endDate: m.endDate,
      notes: m.notes,
      libraryId: m.libraryId,
      prescribedBy: row.prescriber?.id ? { _id: row.prescriber.id, name: personName(row.prescriber) } : null,
      status: statusOf(s, zone, now),
      nextDoseAt: next?.toISOString() ?? null,
    };
  }

  async function validate(body: Omit<MedicationBody, '_id'>) {
    if (!(await repo.type(body.medicineTypeId))) {
      throw badRequest(MSG.medicationTypeUnknown, 'UNKNOWN_TYPE', { field: 'medicineTypeId' });
    }
    if (body.libraryId && !(await repo.libraryEntry(body.libraryId))) {
      throw badRequest(MSG.medicationNotFound, 'UNKNOWN_MEDICINE', { field: 'libraryId' });
    }
    if (body.endDate && body.endDate > addDays(body.startDate, MAX_SCHEDULE_DAYS)) {
      throw badRequest(MSG.medicationTooLong, 'SCHEDULE_TOO_LONG', { field: 'endDate' });
    }
  }

  const valuesOf = (body: Omit<MedicationBody, '_id'>) => ({
    name: body.name,
    typeId: body.medicineTypeId,
    libraryId: body.libraryId ?? null,
    dose: body.dose,
    timesOfDay: [...body.timesOfDay].sort(),
    startDate: body.startDate,
    endDate: body.endDate ?? null,
    notes: body.notes || null,
  });

  async function one(patientId: string, zone: string, id: string) {
    const row = (await repo.medications(patientId)).find((r) => r.medication.id === id);
    if (!row) throw notFound(MSG.medicationNotFound);
    return toMedication(row, zone, clock());
  }

  return {
    async types() {
      return { medicineTypes: (await repo.types()).map((t) => ({ _id: t.id, name: t.name })) };
    },

    async library(q: { searchKey?: string; page: number; limit: number }) {
      const { rows, count } = await repo.library(q.searchKey || undefined, q.page, q.limit);
      return {
        count,
        medicines: rows.map((r) => ({
          _id: r.medicine.id,
          name: r.medicine.name,
          strength: r.medicine.strength,
          type: { _id: r.type.id, name: r.type.name },
        })),
      };
    },

    async addToLibrary(adminId: string, body: AdminMedicineBody) {
      const type = await repo.type(body.medicineTypeId);
      if (!type) throw badRequest(MSG.medicationTypeUnknown, 'UNKNOWN_TYPE', { field: 'medicineTypeId' });
      try {
        const row = await repo.insertMedicine({
          name: body.name,
          typeId: type.id,
          strength: body.strength || null,
          createdBy: adminId,
        });
        return {
          message: MSG.medicineAdded,
          medicine: { _id: row.id, name: row.name, strength: row.strength, type: { _id: type.id, name: type.name } },
        };
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(MSG.medicineExists, 'MEDICINE_EXISTS', { field: 'name' });
        throw err;
      }
    },

    async list(patientId: string) {
      const zone = await repo.zoneOf(patientId);
      const now = clock();
      const rows = await repo.medications(patientId);
      const list = rows.map((r) => toMedication(r, zone, now));
      const rank = { active: 0, upcoming: 1, ended: 2 } as const;
      list.sort((a, b) => rank[a.status] - rank[b.status] || (a.nextDoseAt ?? '').localeCompare(b.nextDoseAt ?? ''));
      return { medications: list };
    },

    /** Adds one of my medications, or edits it when `_id` is given (another patient's answers 404). */
    async save(patientId: string, body: MedicationBody) {
      await validate(body);
      const zone = await repo.zoneOf(patientId);
      const values = {
        name: body.name,
        typeId: body.medicineTypeId,
        libraryId: body.libraryId ?? null,
        dose: body.dose,
        timesOfDay: [...body.timesOfDay].sort(),
        startDate: body.startDate,
        endDate: body.endDate ?? null,
        notes: body.notes || null,
      };
      if (body._id) {
        const row = await repo.update(patientId, body._id, values);
        if (!row) throw notFound(MSG.medicationNotFound);
        return { message: MSG.medicationUpdated, medication: await one(patientId, zone, row.id) };
      }
      const row = await ctx.db.transaction(async (tx) => {
        if ((await repo.lockAndCount(tx, patientId)) >= MEDICATIONS_MAX) {
          throw new AppError('MEDICATION_LIMIT', 409, MSG.medicationLimit);
        }
        return repo.insert(tx, { patientId, ...values });
      });
      return { message: MSG.medicationAdded, medication: await one(patientId, zone, row.id) };
    },

    async remove(patientId: string, id: string) {
      if (!(await repo.remove(patientId, id))) throw notFound(MSG.medicationNotFound);
      return { message: MSG.medicationDeleted };
    },

    /** Library entries by id, with their type (prescriptions snapshot them). */
    async libraryEntries(ids: string[]) {
      return (await repo.libraryEntries(ids)).map((r) => ({
        _id: r.medicine.id,
        name: r.medicine.name,
        strength: r.medicine.strength,
        type: { _id: r.type.id, name: r.type.name },
      }));
    },

    /**
     * A therapist adds to the patient's list (issue 22): the entry is marked prescribed by them and
     * reminds like the patient's own. The caller has checked the care relationship.
     */
    async addPrescribed(prescriberId: string, patientId: string, body: Omit<MedicationBody, '_id'>) {
      await validate(body);
      const zone = await repo.zoneOf(patientId);
      const row = await ctx.db.transaction(async (tx) => {
        if ((await repo.lockAndCount(tx, patientId)) >= MEDICATIONS_MAX) {
          throw new AppError('MEDICATION_LIMIT', 409, MSG.medicationLimit);
        }
        return repo.insert(tx, { patientId, prescribedBy: prescriberId, ...valuesOf(body) });
      });
      return { message: MSG.medicationAdded, medication: await one(patientId, zone, row.id) };
    },

    /** The patient an entry this therapist prescribed belongs to (404 for any other entry, the patient's own included). */
    async patientOfPrescribed(prescriberId: string, id: string) {
      const row = await repo.prescribed(prescriberId, id);
      if (!row) throw notFound(MSG.medicationNotFound);
      return row.patientId;
    },

    /** Edits only an entry this therapist prescribed; the patient's own entries stay theirs. */
    async updatePrescribed(prescriberId: string, id: string, body: Omit<MedicationBody, '_id'>) {
      await validate(body);
      const row = await repo.updatePrescribed(prescriberId, id, valuesOf(body));
      if (!row) throw notFound(MSG.medicationNotFound);
      const zone = await repo.zoneOf(row.patientId);
      return { message: MSG.medicationUpdated, medication: await one(row.patientId, zone, row.id) };
    },

    async removePrescribed(prescriberId: string, id: string) {
      if (!(await repo.removePrescribed(prescriberId, id))) throw notFound(MSG.medicationNotFound);
      return { message: MSG.medicationDeleted };
    },

    /**
     * The job's work (every minute): each dose that came due in the last REMINDER_WINDOW_MS is
     * claimed once; when the patient's medication reminders are on (and not all turned off) it
     * becomes a notification (kind 'medication', with its e-mail) and an SMS. Returns the doses sent.
     */
    async sendDueReminders(): Promise<number> {
      const now = clock();
      const utcToday = todayIn('UTC', now);
      const rows = await repo.scheduledAround(addDays(utcToday, -2), addDays(utcToday, 1));
      let sent = 0;
      for (const { medication: m, patient } of rows) {
        if (patient.status === 'deleted') continue;
        const due = dueDoses(
          { timesOfDay: m.timesOfDay, startDate: m.startDate, endDate: m.endDate },
          patient.timeZone,
          now,
          REMINDER_WINDOW_MS,
          m.createdAt,
        );
        if (due.length === 0) continue;
        const settings = await deps.notifications().reminderSettings(patient.id);
        const on = settings.medicationReminders && !settings.allOff;
        for (const at of due) {
          try {
            const result = await ctx.db.transaction(async (tx) => {
              const claim = await repo.claimReminder(tx, m.id, at, on ? 'sent' : 'off');
              if (!claim || !on) return null;
              const time = formatTime12h(instantToWallTime(at, patient.timeZone).time);
              const msg = `Time to take ${m.name} (${m.dose}) — ${time}.`;
              const deliver = await deps.notifications().store(tx, {
                userId: patient.id,
                title: MSG.medicationReminderTitle,
                msg,
                kind: 'medication',
                link: MEDICATION_LINK,
                dedupeKey: `medication:${claim.id}`,
              });
              const smsId = patient.phone
                ? await deps.notifications().deliveries.enqueue(tx, {
                    userId: patient.id,
                    channel: 'sms',
                    to: patient.phone,
                    body: `Sahaj: ${msg}`,
                    dedupeKey: `medication:${claim.id}:sms`,
                  })
                : null;
              return { deliver, smsId };
            });
            if (!result) continue;
            sent += 1;
            await result.deliver();
            await deps.notifications().deliveries.sendNow([result.smsId]);
          } catch (err) {
            ctx.log.error({ err, medicationId: m.id }, 'medication reminder failed');
          }
        }
      }
      return sent;
    },
  };
}
export type MedicationsService = ReturnType<typeof medicationsService>;
