import {
  CALENDAR_FEED_TYPE,
  calendarFeedParams,
  calendarSyncData,
  calendarSyncStatus,
  consultationDetails,
  consultedPatientsData,
  consultedPatientsQuery,
  followUp,
  followUpBody,
  followUpIdParams,
  followUpResult,
  followUpsData,
  followUpsQuery,
  medicationSaveResult,
  messageData,
  okEnvelope,
  PRESCRIPTION_PDF_TYPE,
  patientIdQuery,
  patientPrescriptionsQuery,
  practitionerRegistration,
  practitionerRegistrationBody,
  practitionerRegistrationResult,
  prescribableMedicinesData,
  prescribableQuery,
  prescription,
  prescriptionBody,
  prescriptionIdParams,
  prescriptionResult,
  prescriptionsData,
  prescriptionsQuery,
  prescriptionUpdateBody,
  providerFollowUpsQuery,
  providerMedicationBody,
  providerMedicationParams,
  providerMedicationUpdateBody,
  sessionNoteBody,
  sessionNoteData,
  sessionNoteParams,
  sessionNoteResult,
  unsignedSessionsData,
  unsignedSessionsQuery,
} from '@sahaj/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, principalOf } from '../../lib/http';

const security = [{ bearer: [] }];
const tags = ['provider-workspace'];
const doctor = { access: ['doctor'] as Array<'doctor' | 'patient'> };
const patient = { access: ['patient'] as Array<'doctor' | 'patient'> };

const sendPdf = (reply: FastifyReply, file: { fileName: string; stream: PDFKit.PDFDocument }) =>
  reply
    .header('content-type', PRESCRIPTION_PDF_TYPE)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.stream);

/** The therapist's practice (issue 22): spec 03 §7 "Provider" calls plus the patient's side of them. */
const providerWorkspaceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const s = ctx.services.providerWorkspace;
  const me = (req: Parameters<typeof principalOf>[0]) => principalOf(req).userId;

  // Patients

  app.get(
    '/provider/list-all-patient-consulted',
    {
      config: doctor,
      schema: {
        tags,
        security,
        summary: 'My patients: everyone with a confirmed session with me (upcoming or completed)',
        querystring: consultedPatientsQuery,
        response: { 200: okEnvelope(consultedPatientsData) },
      },
    },
    async (req) => ok(await s.patients.list(me(req), req.query, false)),
  );
  app.get(
    '/provider/consulted-patients',
    {
      config: doctor,
      schema: {
        tags,
        security,
        summary: 'Patients I have consulted: at least one completed session with me',
        querystring: consultedPatientsQuery,
        response: { 200: okEnvelope(consultedPatientsData) },
      },
    },
    async (req) => ok(await s.patients.list(me(req), req.query, true)),
  );
  app.get(
    '/provider/consulation-details',
    {
      config: doctor,
      schema: {
        tags,
        security,
        summary: "A patient's record (the spec's spelling)",
        description:
          'Profile, health profile, shared records and questionnaire results (each read written to the audit log the patient sees), sessions, my notes, prescriptions and follow-ups. 403 without a live care relationship.',
        querystring: patientIdQuery,
        response: { 200: okEnvelope(consultationDetails) },
      },
    },
    async (req) => ok(await s.patients.details(me(req), req.query.patientId)),
  );

  // Session notes

  app.post(
    '/provider/appointments/session-notes',
    {
      config: doctor,
      schema: {
        tags,
        security,
        summary: 'Save a draft, sign and lock, add an addendum, or save the private note of a session',
        description:
          "One note per session. 'draft' upserts while unsigned; 'sign' saves and locks (409 once signed); 'addendum' needs a signed note; 'private' is the therapist-only psychotherapy note.",
        body: sessionNoteBody,
        response: { 200: okEnvelope(sessionNoteResult) },
      },
    },
    async (req) => ok(await s.notes.act(me(req), req.body)),
  );
  app.get(
    '/provider/appointments/session-notes/:appointmentId',
    {
      config: doctor,
      schema: {
        tags,
        security,
        summary: "A session's note (or null) with the session and my private note",
        params: sessionNoteParams,
        response: { 200: okEnvelope(sessionNoteData) },
      },
    },
    async (req) => ok(await s.notes.get(me(req), req.params.appointmentId)),
  );
  app.get(
    '/provider/appointments/unsigned-session-notes',
    {
      config: doctor,
      schema: {
        tags,
        security,
        summary: 'My sessions that have started and still have no signed note (newest first)',
        querystring: unsignedSessionsQuery,
        response: { 200: okEnvelope(unsignedSessionsData) },
      },
    },
    async (req) => ok(await s.notes.unsigned(me(req), req.query.page, req.query.limit)),
  );

  // Prescriptions

  app.get(
    '/provider/practitioner-registration',
    {
      config: doctor,
      schema: {
        tags,
        security,
        summary: 'My medical council registration and whether I may prescribe',
        response: { 200: okEnvelope(practitionerRegistration) },
      },
    },
    async (req) => ok(await s.prescriber.registration(me(req))),
  );
  app.patch(
    '/provider/practitioner-registration',
    {
      config: doctor,
      schema: {
        tags,
        security,
        summary: 'Record whether I am a registered medical practitioner (back to pending until the admin verifies)',
        body: practitionerRegistrationBody,
        response: { 200: okEnvelope(practitionerRegistrationResult) },
      },
    },
    async (req) => ok(await s.prescriber.saveRegistration(me(req), req.body)),
  );
  app.get(
    '/provider/medicine-library',
    {
      config: doctor,
      schema: {
        tags,
        security,
        summary: 'The medicine library with each medicine’s teleconsultation list and whether I may prescribe it',
        querystring: prescribableQuery,
        response: { 200: okEnvelope(prescribableMedicinesData) },
      },
    },
    async (req) => ok(await s.prescribableMedicines(me(req), req.query)),
  );
  app.post(
    '/provider/prescription',
    {
      config: doctor,
      schema: {
        tags,
        security,
        summary: 'Write a prescription (registered medical practitioners only)',
        description:
          '403 for a therapist who is not a verified registered medical practitioner, for a prohibited medicine and for a List A medicine before a video consultation; 400 for a medicine not classified yet.',
        body: prescriptionBody,
        response: { 200: okEnvelope(prescriptionResult) },
      },
    },
    async (req) => ok(await s.prescriptions.create(me(req), req.body)),
  );
  app.patch(
    '/provider/prescription',
    {
      config: doctor,
      schema: {
        tags,
        security,
        summary: 'Edit one of my prescriptions (the earlier version is kept; the revision goes up)',
        body: prescriptionUpdateBody,
        response: { 200: okEnvelope(prescriptionResult) },
      },
    },
    async (req) => ok(await s.prescriptions.update(me(req), req.body)),
  );
  app.get(
    '/provider/prescriptions',
    {
      config: doctor,
      schema: {
        tags,
        security,
        summary: 'My prescriptions, newest first (for one patient with patientId)',
        querystring: prescriptionsQuery,
        response: { 200: okEnvelope(prescriptionsData) },
      },
    },
    async (req) => ok(await s.prescriptions.list(me(req), req.query)),
  );
  app.get(
    '/provider/prescription/:id',
    {
      config: doctor,
      schema: {
        tags,
        security,
        summary: 'One of my prescriptions',
        params: prescriptionIdParams,
        response: { 200: okEnvelope(prescription) },
      },
    },
    async (req) => ok(await s.prescriptions.one(me(req), req.params.id)),
  );
  app.get(
    '/provider/prescription/download/:id',
    {
      config: doctor,
      schema: {
        tags,
        security,
        summary: 'One of my prescriptions as a PDF',
        params: prescriptionIdParams,
        produces: [PRESCRIPTION_PDF_TYPE],
      },
    },
    async (req, reply) => sendPdf(reply, await s.prescriptions.pdf({ userId: me(req), role: 'doctor' }, req.params.id)),
  );
  app.get(
    '/patient/prescriptions',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'My prescriptions, newest first',
        querystring: patientPrescriptionsQuery,
        response: { 200: okEnvelope(prescriptionsData) },
      },
    },
    async (req) => ok(await s.prescriptions.forPatient(me(req), req.query.page, req.query.limit)),
  );
  app.get(
    '/patient/prescription/download/:id',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'One of my prescriptions as a PDF',
        params: prescriptionIdParams,
        produces: [PRESCRIPTION_PDF_TYPE],
      },
    },
    async (req, reply) =>
      sendPdf(reply, await s.prescriptions.pdf({ userId: me(req), role: 'patient' }, req.params.id)),
  );

  // Follow-ups

  app.post(
    '/provider/follow-up',
    {
      config: doctor,
      schema: {
        tags,
        security,
        summary: 'Recommend a follow-up after a session (one per session; a second replaces it)',
        body: followUpBody,
        response: { 200: okEnvelope(followUpResult) },
      },
    },
    async (req) => ok(await s.followUps.recommend(me(req), req.body)),
  );
  app.get(
    '/provider/follow-ups',
    {
      config: doctor,
      schema: {
        tags,
        security,
        summary: 'Follow-ups I recommended to a patient',
        querystring: providerFollowUpsQuery,
        response: { 200: okEnvelope(followUpsData) },
      },
    },
    async (req) => ok(await s.followUps.forTherapist(me(req), req.query.patientId)),
  );
  app.get(
    '/patient/follow-up',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'Follow-ups my therapists recommended, newest first',
        querystring: followUpsQuery,
        response: { 200: okEnvelope(followUpsData) },
      },
    },
    async (req) => ok(await s.followUps.forPatient(me(req), req.query.page, req.query.limit)),
  );
  app.get(
    '/patient/show-followUp/:id',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'One follow-up (the spec’s spelling), with the therapist and day to book it',
        params: followUpIdParams,
        response: { 200: okEnvelope(followUp) },
      },
    },
    async (req) => ok(await s.followUps.showForPatient(me(req), req.params.id)),
  );

  // Medications by the therapist

  app.post(
    '/provider/medication',
    {
      config: doctor,
      schema: {
        tags,
        security,
        summary: "Add a medication to my patient's list (with reminders; marked prescribed by me)",
        body: providerMedicationBody,
        response: { 200: okEnvelope(medicationSaveResult) },
      },
    },
    async (req) => ok(await s.medications.add(me(req), req.body)),
  );
  app.patch(
    '/provider/medication',
    {
      config: doctor,
      schema: {
        tags,
        security,
        summary: 'Edit a medication I prescribed (the patient’s own entries answer 404)',
        body: providerMedicationUpdateBody,
        response: { 200: okEnvelope(medicationSaveResult) },
      },
    },
    async (req) => ok(await s.medications.update(me(req), req.body)),
  );
  app.delete(
    '/provider/medication/:id',
    {
      config: doctor,
      schema: {
        tags,
        security,
        summary: 'Remove a medication I prescribed',
        params: providerMedicationParams,
        response: { 200: okEnvelope(messageData) },
      },
    },
    async (req) => ok(await s.medications.remove(me(req), req.params.id)),
  );

  // Calendar feeds

  for (const [who, config, issuePath, removePath, statusPath] of [
    [
      'provider',
      doctor,
      '/provider/appointments/calendar-sync',
      '/provider/appointments/remove-calendar-sync',
      '/provider/appointments/calendar-sync',
    ],
    ['patient', patient, '/patient/calendar-sync', '/patient/remove-calendar-sync', '/patient/calendar-sync'],
  ] as const) {
    app.post(
      issuePath,
      {
        config,
        schema: {
          tags,
          security,
          summary: `A new private calendar feed URL for my sessions (${who}); an earlier URL stops working`,
          response: { 200: okEnvelope(calendarSyncData) },
        },
      },
      async (req) => ok(await s.calendar.issue(me(req))),
    );
    app.patch(
      removePath,
      {
        config,
        schema: {
          tags,
          security,
          summary: `Revoke my calendar feed URL (${who})`,
          response: { 200: okEnvelope(messageData) },
        },
      },
      async (req) => ok(await s.calendar.revoke(me(req))),
    );
    app.get(
      statusPath,
      {
        config,
        schema: {
          tags,
          security,
          summary: `Whether I have a calendar feed (${who}); the URL itself is shown only when issued`,
          response: { 200: okEnvelope(calendarSyncStatus) },
        },
      },
      async (req) => ok(await s.calendar.status(me(req))),
    );
  }

  app.get(
    '/calendar-feed/:feed',
    {
      config: {
        access: 'public',
        rateLimit: { max: 60, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary: 'A private calendar feed (iCalendar); the token in the URL is the secret',
        params: calendarFeedParams,
        produces: [CALENDAR_FEED_TYPE],
      },
    },
    async (req, reply) =>
      reply
        .header('content-type', `${CALENDAR_FEED_TYPE}; charset=utf-8`)
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(await s.calendar.render(req.params.feed)),
  );
};

export default providerWorkspaceRoutes;
