import {
  availableSlotsData,
  availableSlotsQuery,
  configurePaymentBody,
  messageData,
  okEnvelope,
  paymentConfiguration,
  priceDetails,
  priceDetailsQuery,
  providerIdParams,
  scheduleDetails,
  scheduleDetailsBody,
  scheduleIdParams,
  scheduleIdQuery,
  updateScheduleBody,
} from '@sahaj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { ok, principalOf } from '../../lib/http';

const security = [{ bearer: [] }];
const tags = ['booking'];
const patient = { access: ['patient'] as ['patient'] };

/** Slots, holds, price details and the zero-charge confirmation (issue 11). */
const bookingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = ctx.services.booking;

  app.get(
    '/user/available-time-slot/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        security,
        summary: "A therapist's free slots",
        description:
          "Free slots (UTC instants) of an approved therapist between startDate and endDate: their weekly timeSlot (wall-clock in the therapist's zone, daylight saving followed), minus breaks, time off, appointments and live holds, plus extra time; never within the minimum notice (2 h by default) nor past the 60-day horizon. Date-only bounds are read in timeZone (default the caller's zone). At most 62 days per call.",
        params: providerIdParams,
        querystring: availableSlotsQuery,
        response: { 200: okEnvelope(availableSlotsData) },
      },
    },
    async (req) => ok(await service.slots(req.params.id, req.query, principalOf(req).userId)),
  );

  app.post(
    '/patient/schedule-details',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'Hold a slot for 10 minutes',
        description:
          "Holds the slot for the caller until expiresAt (10 minutes) unless confirmed; the caller's other holds with this therapist are released. 409 'This slot is no longer available' when someone else holds or booked it (the database's exclusion constraint decides races); 400 when startTime is not one of the therapist's slots.",
        body: scheduleDetailsBody,
        response: { 200: okEnvelope(scheduleDetails) },
      },
    },
    async (req) => ok(await service.hold(principalOf(req).userId, req.body)),
  );

  app.get(
    '/patient/schedule-details/:id',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'Read one of my holds (or the booking it became)',
        description:
          "404 for another patient's hold, and for an expired one ('Your hold on this slot has expired...').",
        params: scheduleIdParams,
        response: { 200: okEnvelope(scheduleDetails) },
      },
    },
    async (req) => ok(await service.getHold(principalOf(req).userId, req.params.id)),
  );

  const updateSchema = {
    tags,
    security,
    summary: 'Change the slot or treatment of my hold',
    description: 'A new startTime restarts the 10 minutes. Same 409/400 rules as taking a hold.',
    body: updateScheduleBody,
    response: { 200: okEnvelope(scheduleDetails) },
  };
  app.patch(
    '/patient/schedule-details/:id',
    { config: patient, schema: { ...updateSchema, params: scheduleIdParams } },
    async (req) => ok(await service.updateHold(principalOf(req).userId, req.params.id, req.body)),
  );
  app.patch(
    '/patient/schedule-details',
    { config: patient, schema: { ...updateSchema, summary: `${updateSchema.summary} (scheduleId in the body)` } },
    async (req) => {
      if (!req.body.scheduleId) throw badRequest('scheduleId is required', 'BAD_REQUEST', { field: 'scheduleId' });
      return ok(await service.updateHold(principalOf(req).userId, req.body.scheduleId, req.body));
    },
  );

  const releaseSchema = {
    tags,
    security,
    summary: 'Release my hold',
    response: { 200: okEnvelope(messageData) },
  };
  app.delete(
    '/patient/schedule-details/:id',
    { config: patient, schema: { ...releaseSchema, params: scheduleIdParams } },
    async (req) => ok(await service.releaseHold(principalOf(req).userId, req.params.id)),
  );
  app.delete(
    '/patient/schedule-details',
    { config: patient, schema: { ...releaseSchema, querystring: scheduleIdQuery } },
    async (req) => ok(await service.releaseHold(principalOf(req).userId, req.query.scheduleId)),
  );

  app.get(
    '/patient/doctor-price-details/:id',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'Price of a session with a therapist ({id}), for a treatment or the general fee',
        description: 'Amounts in major units (rupees), two decimals at most; stored as integer paise.',
        params: providerIdParams,
        querystring: priceDetailsQuery,
        response: { 200: okEnvelope(priceDetails) },
      },
    },
    async (req) => ok(await service.priceDetails(req.params.id, req.query.treatmentId)),
  );

  app.post(
    '/payment/patient/zeroconsultationcharges/configure-payment',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'Confirm a hold whose price is 0',
        description:
          "Turns the caller's live hold into an appointment in one transaction (status upcoming), stores a notification for both people and e-mails both an .ics invitation. 400 when the session has a fee (payment confirms those), 409 when the hold has expired. Repeating the call for a booked hold answers the same appointment.",
        body: configurePaymentBody,
        response: { 200: okEnvelope(paymentConfiguration) },
      },
    },
    async (req) => ok(await service.confirmZeroCharge(principalOf(req).userId, req.body)),
  );
};

export default bookingRoutes;
