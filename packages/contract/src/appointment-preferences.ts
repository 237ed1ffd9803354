import { z } from 'zod';
import { APPOINTMENT_PREFERENCES_MSG as M } from './messages/appointment-preferences';

/**
 * The patient's choices about one upcoming session (issue 23; spec 03 §7 lists
 * PATCH /patient/upcoming-appointments with its body not shown). Designed here:
 *
 * - PATCH /patient/upcoming-appointments            { appointmentId, reminders?, noteForTherapist? }
 *     reminders: false stops this session's reminders to me (the therapist's stay); noteForTherapist:
 *     up to 1,000 characters the therapist reads before the session (null or '' removes it).
 *     Only my own upcoming session (404 otherwise; 409 once it has started, was cancelled or done).
 * - GET /patient/upcoming-appointments/:appointmentId    my choices (defaults when none made)
 * - GET /provider/appointments/:appointmentId/patient-note   the note, for that session's therapist
 */
export const NOTE_FOR_THERAPIST_MAX = 1000;

export const upcomingAppointmentBody = z
  .object({
    appointmentId: z.string({ error: M.preferencesAppointmentRequired }).uuid(M.preferencesAppointmentRequired),
    reminders: z.boolean({ error: M.preferencesRemindersInvalid }).optional(),
    noteForTherapist: z.string().trim().max(NOTE_FOR_THERAPIST_MAX, M.preferencesNoteTooLong).nullable().optional(),
  })
  .refine((b) => b.reminders !== undefined || b.noteForTherapist !== undefined, {
    message: M.preferencesNothingToChange,
  });
export type UpcomingAppointmentBody = z.input<typeof upcomingAppointmentBody>;

export const appointmentPreferences = z.object({
  appointmentId: z.string(),
  reminders: z.boolean(),
  noteForTherapist: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type AppointmentPreferences = z.infer<typeof appointmentPreferences>;
export const appointmentPreferencesResult = z.object({ message: z.string(), preferences: appointmentPreferences });
export const preferencesParams = z.object({ appointmentId: z.string().uuid(M.preferencesAppointmentRequired) });
export const patientNoteData = z.object({ noteForTherapist: z.string().nullable(), updatedAt: z.string().nullable() });
