import {
  adminMedicineLibraryData,
  libraryQuery,
  medicineIdParams,
  okEnvelope,
  practitionerRegistration,
  practitionerRegistrationResult,
  therapistIdParams,
  tpgListBody,
  tpgListResult,
  verifyRegistrationBody,
} from '@sahaj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';

const security = [{ bearer: [] }];
const tags = ['admin'];
const admin = { access: ['admin'] as Array<'admin'> };

/**
 * The admin's side of prescribing (issue 22): each library medicine's Telemedicine Practice
 * Guidelines list, and the verification of a therapist's medical council registration (at
 * approval or later). Kept with the workspace that owns these tables; mounted beside the admin routes.
 */
const providerWorkspaceAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const prescriber = ctx.services.providerWorkspace.prescriber;

  app.get(
    '/admin/medicine-library',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'The medicine library with each medicine’s teleconsultation list (null: not classified yet)',
        querystring: libraryQuery,
        response: { 200: okEnvelope(adminMedicineLibraryData) },
      },
    },
    async (req) => ok(await prescriber.adminLibrary(req.query)),
  );
  app.patch(
    '/admin/medicine-library/:id',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Set a medicine’s list: O, A, B or prohibited (Schedule X / NDPS)',
        params: medicineIdParams,
        body: tpgListBody,
        response: { 200: okEnvelope(tpgListResult) },
      },
    },
    async (req) => ok(await prescriber.setList(req.params.id, req.body.tpgList)),
  );
  app.get(
    '/admin/practitioner-registration/:therapistId',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: "A therapist's medical council registration as they recorded it",
        params: therapistIdParams,
        response: { 200: okEnvelope(practitionerRegistration) },
      },
    },
    async (req) => ok(await prescriber.registration(req.params.therapistId)),
  );
  app.patch(
    '/admin/practitioner-registration/:therapistId',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: "Verify (or mark as not verified) a therapist's medical council registration",
        params: therapistIdParams,
        body: verifyRegistrationBody,
        response: { 200: okEnvelope(practitionerRegistrationResult) },
      },
    },
    async (req) => ok(await prescriber.review(req.params.therapistId, req.body.verified)),
  );
};

export default providerWorkspaceAdminRoutes;
