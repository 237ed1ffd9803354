import {
  diagnosisList,
  messageData,
  okEnvelope,
  saveSymptomCheckBody,
  symptomCheckerToken,
  symptomCheckQuery,
  symptomList,
  symptomListQuery,
} from '@sahaj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, principalOf } from '../../lib/http';

const security = [{ bearer: [] }];
const tags = ['symptom-checker'];
// Patients only (spec 03 §6). 'warn': the request log (which holds the URL, so the symptoms) is not written.
const patient = { access: ['patient'] as Array<'patient'> };
const quiet = { logLevel: 'warn' as const };

/** Symptom checker (issue 24): ApiMedic's four calls in ApiMedic's shapes, and saving a result. */
const symptomCheckerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = ctx.services.symptomChecker;

  app.get(
    '/patient/symptom-checker/token',
    {
      config: patient,
      ...quiet,
      schema: {
        tags,
        security,
        summary: 'A symptom-checker session token (ApiMedic login shape)',
        description:
          'Token (optional on the other calls; when sent it must be mine and unexpired) and ValidThrough in seconds.',
        response: { 200: okEnvelope(symptomCheckerToken) },
      },
    },
    async (req) => ok(await service.token(principalOf(req).userId)),
  );

  app.get(
    '/patient/symptom-checker/symptoms',
    {
      config: patient,
      ...quiet,
      schema: {
        tags,
        security,
        summary: 'Every symptom, red flags first (ApiMedic shape plus Synonyms and RedFlag)',
        querystring: symptomListQuery,
        response: { 200: okEnvelope(symptomList) },
      },
    },
    async (req) => ok(await service.symptoms(principalOf(req).userId, req.query.token)),
  );

  app.get(
    '/patient/symptom-checker/proposed/symptoms',
    {
      config: patient,
      ...quiet,
      schema: {
        tags,
        security,
        summary: 'Symptoms worth asking about next',
        description:
          'symptoms=[ids]&gender=male|female&year_of_birth=YYYY (ApiMedic), absent=[ids] (ours: answered No). Nothing when a red flag is among the symptoms.',
        querystring: symptomCheckQuery,
        response: { 200: okEnvelope(symptomList) },
      },
    },
    async (req) => ok(await service.proposed(principalOf(req).userId, req.query)),
  );

  app.get(
    '/patient/symptom-checker/diagnosis',
    {
      config: patient,
      ...quiet,
      schema: {
        tags,
        security,
        summary: 'What might fit, with how urgent it is (ApiMedic shape plus Urgency and Questionnaire)',
        description:
          "A red flag among the symptoms answers its emergency issue alone (Urgency 'emergency'). Not a diagnosis: a guide to what fits and how soon to get help.",
        querystring: symptomCheckQuery,
        response: { 200: okEnvelope(diagnosisList) },
      },
    },
    async (req) => ok(await service.diagnosis(principalOf(req).userId, req.query)),
  );

  app.post(
    '/patient/symptom-checker/save',
    {
      config: patient,
      ...quiet,
      schema: {
        tags,
        security,
        summary: 'Save this result to my health records (a PDF); the only thing the checker ever stores',
        body: saveSymptomCheckBody,
        response: { 200: okEnvelope(messageData) },
      },
    },
    async (req) => ok(await service.save(principalOf(req).userId, req.body)),
  );
};

export default symptomCheckerRoutes;
