import {
  answerExtensionBody,
  appointment,
  appointmentChangeResult,
  appointmentIdParams,
  appointmentsData,
  appointmentsQuery,
  cancelAppointmentBody,
  consultedDoctorsData,
  consultedDoctorsQuery,
  extendAppointmentBody,
  okEnvelope,
  patientDashboard,
  providerCancelBody,
  providerDashboard,
  rescheduleBody,
} from '@sahaj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, principalOf } from '../../lib/http';

const security = [{ bearer: [] }];
const tags = ['appointments'];
const patient: { access: Array<'patient' | 'doctor'> } = { access: ['patient'] };
const doctor: { access: Array<'patient' | 'doctor'> } = { access: ['doctor'] };
const WINDOW = 'Allowed until 24 hours before the start (changeDeadline); later: 400.';

/** Appointments, my therapists and dashboards (issue 11). Everyone sees only their own appointments. */
const appointmentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = ctx.services.appointments;

  for (const [role, prefix, config] of [
    ['patient', '/patient', patient],
    ['doctor', '/provider', doctor],
  ] as const) {
    app.get(
      `${prefix}/all-appointments`,
      {
        config,
        schema: {
          tags,
          security,
          summary: `My appointments (${role === 'patient' ? 'patient' : 'therapist'}), by tab`,
          description: 'upcoming: soonest first; completed: latest first; cancelled: latest cancellation first.',
          querystring: appointmentsQuery,
          response: { 200: okEnvelope(appointmentsData) },
        },
      },
      async (req) => ok(await service.list(role, principalOf(req).userId, req.query)),
    );
    app.get(
      `${prefix}/appointment/:id`,
      {
        config,
        schema: {
          tags,
          security,
          summary: 'One of my appointments',
          description: "Another person's appointment answers 404.",
          params: appointmentIdParams,
          response: { 200: okEnvelope(appointment) },
        },
      },
      async (req) => ok(await service.one(role, principalOf(req).userId, req.params.id)),
    );
  }

  app.patch(
    '/patient/cancel-appointment',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'Cancel my upcoming appointment with a reason from /public/cancellation-reasons',
        description: `${WINDOW} Both people get a notification and an e-mail with the cancelled .ics.`,
        body: cancelAppointmentBody,
        response: { 200: okEnvelope(appointmentChangeResult) },
      },
    },
    async (req) => ok(await service.cancelByPatient(principalOf(req).userId, req.body)),
  );

  app.patch(
    '/provider/cancel-appointment',
    {
      config: doctor,
      schema: {
        tags,
        security,
        summary: 'Cancel one of my upcoming appointments (therapist)',
        description: 'Any time before the session ends; reason optional. Both people are notified.',
        body: providerCancelBody,
        response: { 200: okEnvelope(appointmentChangeResult) },
      },
    },
    async (req) => ok(await service.cancelByTherapist(principalOf(req).userId, req.body)),
  );

  app.patch(
    '/patient/consultation-time',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'Reschedule my appointment to another free slot of the same therapist',
        description: `${WINDOW} Atomic: the old time is freed and the new one taken in one update, or nothing changes (409 when the new slot was taken). Both people get an updated .ics.`,
        body: rescheduleBody,
        response: { 200: okEnvelope(appointmentChangeResult) },
      },
    },
    async (req) => ok(await service.reschedule(principalOf(req).userId, req.body)),
  );

  app.patch(
    '/provider/appointments/extend',
    {
      config: doctor,
      schema: {
        tags,
        security,
        summary: 'Ask the patient to extend a running or upcoming appointment by one period',
        description:
          "The period after the session must be within the therapist's hours and free (409 otherwise), and no other request may await an answer (409). Nothing changes yet: the patient gets 'extension-requested' and has EXTENSION_ANSWER_MINUTES (at most until the session ends) to agree through PATCH /patient/appointments/extension. The returned appointment carries the pending extensionRequest.",
        body: extendAppointmentBody,
        response: { 200: okEnvelope(appointmentChangeResult) },
      },
    },
    async (req) => ok(await service.requestExtension(principalOf(req).userId, req.body)),
  );

  app.patch(
    '/patient/appointments/extension',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: "Agree to or decline the therapist's request for one more period",
        description:
          "agree: the period is added (409 when it is no longer free or within hours; both people get 'appointment-extended' and an updated .ics). Decline: the therapist gets 'extension-declined'. 409 when no request awaits an answer (none was made, it was answered, or it lapsed).",
        body: answerExtensionBody,
        response: { 200: okEnvelope(appointmentChangeResult) },
      },
    },
    async (req) => ok(await service.answerExtension(principalOf(req).userId, req.body)),
  );

  app.get(
    '/patient/list-all-doctor-consulted',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'Therapists I have booked (any session not cancelled)',
        querystring: consultedDoctorsQuery,
        response: { 200: okEnvelope(consultedDoctorsData) },
      },
    },
    async (req) => ok(await service.consultedDoctors(principalOf(req).userId, false, req.query)),
  );
  app.get(
    '/patient/all-consulted-doctors',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'Therapists I have had a completed session with',
        querystring: consultedDoctorsQuery,
        response: { 200: okEnvelope(consultedDoctorsData) },
      },
    },
    async (req) => ok(await service.consultedDoctors(principalOf(req).userId, true, req.query)),
  );

  app.get(
    '/patient/dashboard-details',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'Patient dashboard: next session, minutes until it, counts',
        response: { 200: okEnvelope(patientDashboard) },
      },
    },
    async (req) => ok(await service.patientDashboard(principalOf(req).userId)),
  );
  app.get(
    '/provider/dashboard-details',
    {
      config: doctor,
      schema: {
        tags,
        security,
        summary: "Therapist dashboard: next session, today's count, counts, rating",
        response: { 200: okEnvelope(providerDashboard) },
      },
    },
    async (req) => ok(await service.providerDashboard(principalOf(req).userId)),
  );
};

export default appointmentsRoutes;
