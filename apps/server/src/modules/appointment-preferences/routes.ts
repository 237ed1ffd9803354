import {
  appointmentPreferences,
  appointmentPreferencesResult,
  okEnvelope,
  patientNoteData,
  preferencesParams,
  upcomingAppointmentBody,
} from '@sahaj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, principalOf } from '../../lib/http';

const tags = ['appointments'];
const security = [{ bearer: [] }];
const patient = { access: ['patient'] as Array<'patient' | 'doctor'> };
const doctor = { access: ['doctor'] as Array<'patient' | 'doctor'> };

/** PATCH /patient/upcoming-appointments (spec 03 §7, body designed here) and what each side reads of it. */
const appointmentPreferencesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = ctx.services.appointmentPreferences;

  app.patch(
    '/patient/upcoming-appointments',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: "My choices about one of my upcoming sessions ('Saved for this session')",
        description:
          "appointmentId, and reminders (false: no reminders of this session to me; the therapist's stay) and/or noteForTherapist (up to 1,000 characters the therapist reads before the session; null or '' removes it). Another patient's session answers 404; a session that started, was cancelled or completed answers 409.",
        body: upcomingAppointmentBody,
        response: { 200: okEnvelope(appointmentPreferencesResult) },
      },
    },
    async (req) => ok(await service.save(principalOf(req).userId, req.body)),
  );

  app.get(
    '/patient/upcoming-appointments/:appointmentId',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'My choices about one of my sessions (defaults: reminders on, no note)',
        params: preferencesParams,
        response: { 200: okEnvelope(appointmentPreferences) },
      },
    },
    async (req) => ok(await service.get(principalOf(req).userId, req.params.appointmentId)),
  );

  app.get(
    '/provider/appointments/:appointmentId/patient-note',
    {
      config: doctor,
      schema: {
        tags,
        security,
        summary: "The patient's note for this session (its therapist only)",
        params: preferencesParams,
        response: { 200: okEnvelope(patientNoteData) },
      },
    },
    async (req) => ok(await service.noteFor(principalOf(req).userId, req.params.appointmentId)),
  );
};

export default appointmentPreferencesRoutes;
