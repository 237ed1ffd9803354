import { randomUUID } from 'node:crypto';
import {
  type AdminForm,
  type AdminFormBody,
  displayName,
  type FormResult,
  type FormScoringKey,
  type FormSummary,
  MSG,
  type NameParts,
  needsCrisisNote,
  SCORED_FORMS,
  type ShareResultBody,
  type SubmitAnswersBody,
  scoreBand,
} from '@sahaj/contract';
import type { AppContext } from '../../context';
import type { forms as formsTable } from '../../db/schema/index';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { healthRecordsService } from '../health-records/service';
import { formsRepository } from './repository';

type Ctx = Pick<AppContext, 'db' | 'storage' | 'fileLinks' | 'config'>;
type FormRow = typeof formsTable.$inferSelect;
type Repo = ReturnType<typeof formsRepository>;
type SubmissionRow = Awaited<ReturnType<Repo['submissions']>>[number];

const personName = (u: NameParts) => displayName(u, 'Therapist');

/**
 * The forms engine (issue 15): published forms for patients, one submission per completed
 * questionnaire (every question answered with valid options), scored by the validated rules for
 * PHQ-9 and GAD-7, shared on request with a therapist the patient has an appointment with.
 */
export function formsService(ctx: Ctx) {
  const repo = formsRepository(ctx.db);
  const health = healthRecordsService(ctx);

  const summary = (f: FormRow, questionCount: number): Omit<FormSummary, 'lastResult'> => ({
    _id: f.id,
    formName: f.name,
    formDescription: f.description,
    updatedAt: f.updatedAt.toISOString(),
    questionCount,
    scoring: f.scoring ?? null,
  });

  async function results(
    rows: SubmissionRow[],
    scoring: (formId: string) => FormScoringKey | null,
  ): Promise<FormResult[]> {
    const ids = rows.map((r) => r.id);
    const [answers, shares] = await Promise.all([repo.answers(ids), repo.shares(ids)]);
    return rows.map((r) => {
      const mine = answers.filter((a) => a.submissionId === r.id);
      const key = scoring(r.formId);
      return {
        _id: r.id,
        formId: r.formId,
        totalScore: r.totalScore,
        maxScore: key ? SCORED_FORMS[key].maxScore : null,
        band: r.band,
        crisis: needsCrisisNote(
          key,
          mine.map((a) => a.score),
        ),
        submittedAt: r.createdAt.toISOString(),
        answerList: mine.map((a) => ({
          questionId: a.questionId,
          question: a.question,
          selectedAnswers: a.selectedAnswers,
          selectedLabels: a.selectedLabels,
          score: a.score,
        })),
        sharedWith: shares
          .filter((s) => s.submissionId === r.id)
          .map((s) => ({ _id: s.therapistId, name: personName(s) })),
      };
    });
  }

  async function adminView(f: FormRow): Promise<AdminForm> {
    const [questions, counts] = await Promise.all([repo.questions([f.id]), repo.submissionCounts([f.id])]);
    return {
      _id: f.id,
      formName: f.name,
      formDescription: f.description,
      published: f.published,
      scoring: f.scoring ?? null,
      updatedAt: f.updatedAt.toISOString(),
      submissions: counts.get(f.id) ?? 0,
      questions: questions.map((q) => ({
        _id: q.id,
        question: q.question,
        answerType: q.answerType,
        options: q.options.map((o) => ({ _id: o.id, label: o.label, score: o.score })),
      })),
    };
  }

  const questionRows = (body: AdminFormBody) =>
    body.questions.map((q) => ({
      question: q.question,
      answerType: q.answerType,
      options: q.options.map((o) => ({
        id: o._id && /^[\w-]{1,64}$/.test(o._id) ? o._id : randomUUID(),
        label: o.label,
        score: o.score,
      })),
    }));

  return {
    async listForPatient(patientId: string) {
      const rows = await repo.forms({ publishedOnly: true });
      const [questions, submissions] = await Promise.all([
        repo.questions(rows.map((f) => f.id)),
        repo.submissions(patientId),
      ]);
      const list = rows.map((f) => {
        const last = submissions.find((s) => s.formId === f.id);
        return {
          ...summary(f, questions.filter((q) => q.formId === f.id).length),
          lastResult: last
            ? { totalScore: last.totalScore, band: last.band, submittedAt: last.createdAt.toISOString() }
            : null,
        };
      });
      return { forms: list, count: list.length };
    },

    async detailForPatient(formId: string) {
      const f = await repo.form(formId);
      if (!f?.published) throw notFound(MSG.formNotFound);
      const questions = await repo.questions([f.id]);
      return {
        form: summary(f, questions.length),
        questionsList: questions.map((q) => ({
          _id: q.id,
          question: q.question,
          answerType: q.answerType,
          // Scores stay on the server: the patient sees the answers only.
          options: q.options.map((o) => ({ _id: o.id, label: o.label })),
        })),
      };
    },

    async submit(patientId: string, body: SubmitAnswersBody) {
      const f = await repo.form(body.formId);
      if (!f?.published) throw notFound(MSG.formNotFound);
      const questions = await repo.questions([f.id]);
      const byId = new Map(body.answerList.map((a, i) => [a.questionId, { ...a, i }]));
      if (byId.size !== body.answerList.length)
        throw badRequest(MSG.formAnswerEveryQuestion, 'DUPLICATE_ANSWER', { field: 'answerList' });
      body.answerList.forEach((a, i) => {
        if (!questions.some((q) => q.id === a.questionId)) {
          throw badRequest(MSG.formUnknownQuestion, 'UNKNOWN_QUESTION', { field: `answerList.${i}.questionId` });
        }
      });
      const answers = questions.map((q) => {
        const a = byId.get(q.id);
        if (!a)
          throw badRequest(MSG.formAnswerEveryQuestion, 'MISSING_ANSWER', { field: 'answerList', questionId: q.id });
        const field = `answerList.${a.i}.selectedAnswers`;
        const picked = [...new Set(a.selectedAnswers)];
        if (q.answerType === 'singleSelect' && picked.length !== 1)
          throw badRequest(MSG.formPickOneOption, 'ONE_ANSWER', { field });
        const options = picked.map((id) => q.options.find((o) => o.id === id));
        if (options.some((o) => !o)) throw badRequest(MSG.formUnknownOption, 'UNKNOWN_OPTION', { field });
        const chosen = options as NonNullable<(typeof options)[number]>[];
        return {
          questionId: q.id,
          position: q.position,
          question: q.question,
          selectedAnswers: chosen.map((o) => o.id),
          selectedLabels: chosen.map((o) => o.label),
          score: chosen.reduce((n, o) => n + o.score, 0),
        };
      });
      const total = answers.reduce((n, a) => n + a.score, 0);
      const band = f.scoring ? scoreBand(f.scoring, total).label : null;
      const row = await ctx.db.transaction((tx) =>
        repo.insertSubmission(tx, { formId: f.id, patientId, totalScore: total, band }, answers),
      );
      const [result] = await results([row], () => f.scoring ?? null);
      return { message: MSG.formAnswersSubmitted, result: result! };
    },

    async answers(patientId: string, formId: string) {
      const f = await repo.form(formId);
      const rows = f ? await repo.submissions(patientId, f.id) : [];
      if (!f || (!f.published && rows.length === 0)) throw notFound(MSG.formNotFound);
      const questions = await repo.questions([f.id]);
      const scored = f.scoring ? SCORED_FORMS[f.scoring] : null;
      return {
        form: summary(f, questions.length),
        bands: scored?.bands ?? [],
        maxScore: scored?.maxScore ?? null,
        results: await results(rows, () => f.scoring ?? null),
      };
    },

    async share(patientId: string, body: ShareResultBody) {
      const row = await repo.submission(body.submissionId);
      if (!row || row.patientId !== patientId) throw notFound(MSG.resultNotFound);
      if (!(await health.canTherapistRead(body.therapistId, patientId))) {
        throw forbidden(MSG.shareNeedsAppointment, 'NO_CARE_RELATIONSHIP');
      }
      await repo.share(ctx.db, row.id, body.therapistId);
      return { message: MSG.resultShared };
    },

    /** Results the patient shared with this therapist; each read is audited. */
    async sharedWithTherapist(therapistId: string, patientId: string) {
      if (!(await health.canTherapistRead(therapistId, patientId))) {
        throw forbidden(MSG.healthRecordsNoAccess, 'NO_CARE_RELATIONSHIP');
      }
      const rows = (await repo.sharedWith(therapistId, patientId)).map((r) => r.submission);
      const formRows = await Promise.all([...new Set(rows.map((r) => r.formId))].map((id) => repo.form(id)));
      const byId = new Map(formRows.filter(Boolean).map((f) => [f!.id, f!]));
      const list = await results(rows, (id) => byId.get(id)?.scoring ?? null);
      for (const r of rows) {
        await health.logRead(patientId, { userId: therapistId, userType: 'doctor' }, 'questionnaire', r.id);
      }
      return { results: list.map((r) => ({ ...r, formName: byId.get(r.formId)?.name ?? '' })) };
    },

    // Admin

    async adminList() {
      const rows = await repo.forms({ publishedOnly: false });
      return { forms: await Promise.all(rows.map(adminView)) };
    },

    async adminGet(formId: string) {
      const f = await repo.form(formId);
      if (!f) throw notFound(MSG.formNotFound);
      return adminView(f);
    },

    async adminCreate(adminId: string, body: AdminFormBody) {
      const f = await ctx.db.transaction(async (tx) => {
        const row = await repo.insertForm(tx, {
          name: body.formName,
          description: body.formDescription,
          createdBy: adminId,
        });
        await repo.replaceQuestions(tx, row.id, questionRows(body));
        return row;
      });
      return { message: MSG.formSaved, form: await adminView(f) };
    },

    /** Replaces a form's text and questions (past results keep their own copy of what was asked). */
    async adminUpdate(formId: string, body: AdminFormBody) {
      const f = await ctx.db.transaction(async (tx) => {
        const row = await repo.lockForm(tx, formId);
        if (!row) throw notFound(MSG.formNotFound);
        if (row.scoring) throw new AppError('SCORED_FORM_LOCKED', 409, MSG.formScoredLocked);
        await repo.replaceQuestions(tx, row.id, questionRows(body));
        return (await repo.updateForm(tx, row.id, { name: body.formName, description: body.formDescription }))!;
      });
      return { message: MSG.formSaved, form: await adminView(f) };
    },

    async adminPublish(formId: string, published: boolean) {
      const f = await ctx.db.transaction(async (tx) => {
        const row = await repo.lockForm(tx, formId);
        if (!row) throw notFound(MSG.formNotFound);
        return (await repo.updateForm(tx, row.id, { published }))!;
      });
      return { message: published ? MSG.formPublished : MSG.formUnpublished, form: await adminView(f) };
    },
  };
}
export type FormsService = ReturnType<typeof formsService>;
