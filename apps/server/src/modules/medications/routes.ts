import {
  adminMedicineBody,
  adminMedicineResult,
  medicationBody,
  medicationDeleteQuery,
  medicationSaveResult,
  medicationsData,
  medicineLibraryData,
  medicineLibraryQuery,
  medicineTypesData,
  messageData,
  okEnvelope,
} from '@sahaj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, principalOf } from '../../lib/http';

const security = [{ bearer: [] }];
const tags = ['medications'];
const patient = { access: ['patient'] as Array<'patient' | 'admin'> };
const admin = { access: ['admin'] as Array<'patient' | 'admin'> };

/** Medications (issue 15): the patient's list and entries, medicine types and library, the admin's additions. */
const medicationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = ctx.services.medications;

  app.get(
    '/patient/list-medications',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'My medications (active first, then upcoming, then ended)',
        description:
          'Each with its schedule, status and the next dose instant in my time zone; prescribedBy is null for my own entries.',
        response: { 200: okEnvelope(medicationsData) },
      },
    },
    async (req) => ok(await service.list(principalOf(req).userId)),
  );

  app.post(
    '/user/medication',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'Add one of my medications, or edit it (with _id)',
        description:
          "name, medicineTypeId (from /user/medicine-types), dose, timesOfDay ['08:00', …] in my zone, startDate, endDate?, notes?, libraryId?. Reminders come at each time while it runs. Another patient's _id answers 404.",
        body: medicationBody,
        response: { 200: okEnvelope(medicationSaveResult) },
      },
    },
    async (req) => ok(await service.save(principalOf(req).userId, req.body)),
  );

  app.delete(
    '/user/medication',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: "Delete one of my medications ('Deleted successfully')",
        querystring: medicationDeleteQuery,
        response: { 200: okEnvelope(messageData) },
      },
    },
    async (req) => ok(await service.remove(principalOf(req).userId, req.query.medicationId)),
  );

  app.get(
    '/user/medicine-types',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        security,
        summary: 'Medicine types (Tablet, Capsule, …)',
        response: { 200: okEnvelope(medicineTypesData) },
      },
    },
    async () => ok(await service.types()),
  );

  app.get(
    '/user/medicine-library',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        security,
        summary: 'The medicine library, searchable by name',
        querystring: medicineLibraryQuery,
        response: { 200: okEnvelope(medicineLibraryData) },
      },
    },
    async (req) => ok(await service.library(req.query)),
  );

  app.post(
    '/admin/medicine',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: "Add a medicine to the library ('Medicine added to the library')",
        description: 'The same name, type and strength twice answers 409.',
        body: adminMedicineBody,
        response: { 200: okEnvelope(adminMedicineResult) },
      },
    },
    async (req) => ok(await service.addToLibrary(principalOf(req).userId, req.body)),
  );
};
export default medicationsRoutes;
