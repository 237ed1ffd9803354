import {
  adminForm,
  adminFormBody,
  adminFormParams,
  adminFormSaved,
  adminFormsData,
  adminPublishBody,
  formAnswersData,
  formDetailData,
  formIdParams,
  formsListData,
  healthPatientParams,
  messageData,
  okEnvelope,
  sharedResultsData,
  shareResultBody,
  submitAnswersBody,
  submitAnswersResult,
} from '@sahaj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, principalOf } from '../../lib/http';

const security = [{ bearer: [] }];
const tags = ['forms'];
const patient = { access: ['patient'] as Array<'patient' | 'doctor' | 'admin'> };
const doctor = { access: ['doctor'] as Array<'patient' | 'doctor' | 'admin'> };
const admin = { access: ['admin'] as Array<'patient' | 'doctor' | 'admin'> };

/** Questionnaires (issue 15): patients fill in published forms; the admin builds and publishes them. */
const formsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = ctx.services.forms;

  app.get(
    '/patient/forms/admincreated/allforms',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'Published questionnaires, with my latest result of each',
        response: { 200: okEnvelope(formsListData) },
      },
    },
    async (req) => ok(await service.listForPatient(principalOf(req).userId)),
  );

  app.get(
    '/patient/forms/admincreated/:id',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'One published questionnaire with its questions (data.questionsList)',
        description: 'Options carry _id and label (never their scores). An unpublished or unknown form answers 404.',
        params: formIdParams,
        response: { 200: okEnvelope(formDetailData) },
      },
    },
    async (req) => ok(await service.detailForPatient(req.params.id)),
  );

  app.get(
    '/patient/forms/:id/answers',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: 'My results of one questionnaire, newest first, with its score bands',
        description: 'Only my own submissions; someone else never appears.',
        params: formIdParams,
        response: { 200: okEnvelope(formAnswersData) },
      },
    },
    async (req) => ok(await service.answers(principalOf(req).userId, req.params.id)),
  );

  app.post(
    '/patient/forms/submit-answer',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: "Submit a questionnaire ('All the answers has been submitted successfully')",
        description:
          'formId, answerList[{questionId, selectedAnswers (option _ids)}]: every question once; singleSelect exactly one option, multi at least one. Returns the score and band (PHQ-9, GAD-7) and crisis (PHQ-9 item 9 above 0).',
        body: submitAnswersBody,
        response: { 200: okEnvelope(submitAnswersResult) },
      },
    },
    async (req) => ok(await service.submit(principalOf(req).userId, req.body)),
  );

  app.post(
    '/patient/forms/share-result',
    {
      config: patient,
      schema: {
        tags,
        security,
        summary: "Share one of my results with a therapist I have a session with ('Shared with your therapist')",
        description:
          "Another patient's result answers 404; a therapist without an upcoming or completed session with me 403.",
        body: shareResultBody,
        response: { 200: okEnvelope(messageData) },
      },
    },
    async (req) => ok(await service.share(principalOf(req).userId, req.body)),
  );

  app.get(
    '/provider/patients/:patientId/questionnaire-results',
    {
      config: doctor,
      schema: {
        tags,
        security,
        summary: 'Questionnaire results a patient shared with me (read audited)',
        description: 'Only with an upcoming or completed appointment with the patient (else 403).',
        params: healthPatientParams,
        response: { 200: okEnvelope(sharedResultsData) },
      },
    },
    async (req) => ok(await service.sharedWithTherapist(principalOf(req).userId, req.params.patientId)),
  );

  app.get(
    '/admin/forms',
    {
      config: admin,
      schema: { tags, security, summary: 'All forms (drafts too)', response: { 200: okEnvelope(adminFormsData) } },
    },
    async () => ok(await service.adminList()),
  );
  app.get(
    '/admin/forms/:formId',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'One form with option scores',
        params: adminFormParams,
        response: { 200: okEnvelope(adminForm) },
      },
    },
    async (req) => ok(await service.adminGet(req.params.formId)),
  );
  app.post(
    '/admin/forms',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: "Create a form, unpublished ('Form saved successfully')",
        body: adminFormBody,
        response: { 200: okEnvelope(adminFormSaved) },
      },
    },
    async (req) => ok(await service.adminCreate(principalOf(req).userId, req.body)),
  );
  app.put(
    '/admin/forms/:formId',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Replace a form’s name, description and questions',
        description: 'PHQ-9 and GAD-7 (validated) cannot be edited: 409. Past results keep what was asked.',
        params: adminFormParams,
        body: adminFormBody,
        response: { 200: okEnvelope(adminFormSaved) },
      },
    },
    async (req) => ok(await service.adminUpdate(req.params.formId, req.body)),
  );
  app.patch(
    '/admin/forms/:formId/publish',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Publish or unpublish a form',
        params: adminFormParams,
        body: adminPublishBody,
        response: { 200: okEnvelope(adminFormSaved) },
      },
    },
    async (req) => ok(await service.adminPublish(req.params.formId, req.body.published)),
  );
};
export default formsRoutes;
