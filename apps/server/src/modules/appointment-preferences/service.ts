import {
  APPOINTMENT_STATUS,
  type AppointmentPreferences,
  MSG,
  type UpcomingAppointmentBody,
  upcomingAppointmentBody,
} from '@sahaj/contract';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../lib/errors';
import { appointmentPreferencesRepository } from './repository';

type Row = Awaited<ReturnType<ReturnType<typeof appointmentPreferencesRepository>['of']>>;
const view = (appointmentId: string, row: Row): AppointmentPreferences => ({
  appointmentId,
  reminders: row?.reminders ?? true,
  noteForTherapist: row?.noteForTherapist ?? null,
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

/** The patient's choices about one upcoming session (issue 23): reminders on or off, a note for the therapist. */
export function appointmentPreferencesService(ctx: Pick<AppContext, 'db'>, opts: { now?: () => Date } = {}) {
  const repo = appointmentPreferencesRepository(ctx.db);
  const clock = opts.now ?? (() => new Date());

  async function mine(patientId: string, appointmentId: string) {
    const s = await repo.session(appointmentId);
    if (!s || s.patientId !== patientId || s.status === APPOINTMENT_STATUS.held)
      throw notFound(MSG.appointmentNotFound);
    return s;
  }

  return {
    async get(patientId: string, appointmentId: string) {
      await mine(patientId, appointmentId);
      return view(appointmentId, await repo.of(appointmentId));
    },

    async save(patientId: string, raw: UpcomingAppointmentBody) {
      const body = upcomingAppointmentBody.parse(raw);
      const s = await mine(patientId, body.appointmentId);
      if (s.status !== APPOINTMENT_STATUS.upcoming || s.startsAt <= clock()) {
        throw conflict(MSG.preferencesNotUpcoming, 'NOT_UPCOMING');
      }
      const row = await repo.upsert({
        appointmentId: body.appointmentId,
        reminders: body.reminders,
        noteForTherapist: body.noteForTherapist === undefined ? undefined : body.noteForTherapist || null,
      });
      return { message: MSG.preferencesSaved, preferences: view(body.appointmentId, row) };
    },

    /** The note for this session's therapist only. */
    async noteFor(therapistId: string, appointmentId: string) {
      const s = await repo.session(appointmentId);
      if (!s || s.therapistId !== therapistId || s.status === APPOINTMENT_STATUS.held)
        throw notFound(MSG.appointmentNotFound);
      const row = await repo.of(appointmentId);
      return { noteForTherapist: row?.noteForTherapist ?? null, updatedAt: row?.updatedAt.toISOString() ?? null };
    },
  };
}
