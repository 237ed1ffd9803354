import { MSG } from '@sahaj/contract';
import { addDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissions, healthRecordReads } from '../../db/schema/index';
import { body, createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';
import { insertAppointment } from '../booking/test-helpers';

let app: FastifyInstance;
let adminToken: string;
beforeAll(async () => {
  app = await createTestApp();
  adminToken = (await createUserWithToken(app, { userType: 'admin' })).token;
  // Building and seeding the app can take a while on a busy two-core machine.
}, 180_000);
afterAll(async () => {
  await app.close();
});

type Q = { _id: string; question: string; answerType: string; options: Array<{ _id: string; label: string }> };
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const patient = () => createUserWithToken(app, { userType: 'patient' });
async function formByName(token: string, prefix: string) {
  const list = body<{ status: boolean; data: { forms: Array<{ _id: string; formName: string }> } }>(
    await call('GET', '/patient/forms/admincreated/allforms', token),
  ).data.forms;
  const f = list.find((x) => x.formName.startsWith(prefix))!;
  const detail = body<{ status: boolean; data: { questionsList: Q[] } }>(
    await call('GET', `/patient/forms/admincreated/${f._id}`, token),
  ).data;
  return { id: f._id, questions: detail.questionsList };
}
/** Answers every question with the option at `pick(i)` (0 'Not at all' … 3 'Nearly every day'). */
const answerAll = (questions: Q[], pick: (i: number) => number) =>
  questions.map((q, i) => ({ questionId: q._id, selectedAnswers: [q.options[pick(i)]!._id] }));

describe('PHQ-9 and GAD-7 are seeded and scored', () => {
  it('lists both, shows the exact items without scores, scores a submission with its band', async () => {
    const p = await patient();
    const phq = await formByName(p.token, 'PHQ-9');
    expect(phq.questions).toHaveLength(9);
    expect(phq.questions[0]!.question).toBe('Little interest or pleasure in doing things');
    expect(phq.questions[0]!.options.map((o) => o.label)).toEqual([
      'Not at all',
      'Several days',
      'More than half the days',
      'Nearly every day',
    ]);
    expect(JSON.stringify(phq.questions)).not.toContain('score');
    const gad = await formByName(p.token, 'GAD-7');
    expect(gad.questions).toHaveLength(7);

    // 2 × 5 = 10: Moderate, item 9 'Not at all' → no crisis note.
    const res = await call('POST', '/patient/forms/submit-answer', p.token, {
      formId: phq.id,
      answerList: answerAll(phq.questions, (i) => (i < 5 ? 2 : 0)),
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = body<{
      status: boolean;
      data: { message: string; result: { totalScore: number; band: string; crisis: boolean; maxScore: number } };
    }>(res).data;
    expect(data.message).toBe('All the answers has been submitted successfully');
    expect(data.result).toMatchObject({ totalScore: 10, band: 'Moderate', crisis: false, maxScore: 27 });

    // Item 9 above 0 → crisis note.
    const second = await call('POST', '/patient/forms/submit-answer', p.token, {
      formId: phq.id,
      answerList: answerAll(phq.questions, (i) => (i === 8 ? 1 : 0)),
    });
    expect(body(second).data).toMatchObject({ result: { totalScore: 1, band: 'Minimal', crisis: true } });

    const gadRes = await call('POST', '/patient/forms/submit-answer', p.token, {
      formId: gad.id,
      answerList: answerAll(gad.questions, () => 3),
    });
    expect(body(gadRes).data).toMatchObject({ result: { totalScore: 21, band: 'Severe' } });

    const history = body<{ status: boolean; data: { results: Array<{ totalScore: number }>; bands: unknown[] } }>(
      await call('GET', `/patient/forms/${phq.id}/answers`, p.token),
    ).data;
    expect(history.results.map((r) => r.totalScore)).toEqual([1, 10]);
    expect(history.bands).toHaveLength(5);
    const list = body<{
      status: boolean;
      data: { forms: Array<{ formName: string; lastResult: { totalScore: number } | null }> };
    }>(await call('GET', '/patient/forms/admincreated/allforms', p.token)).data.forms;
    expect(list.find((f) => f.formName.startsWith('PHQ-9'))!.lastResult!.totalScore).toBe(1);
  });

  it('refuses a missing answer, two answers to a single-select, an unknown option or question; nothing is stored', async () => {
    const p = await patient();
    const phq = await formByName(p.token, 'PHQ-9');
    const all = answerAll(phq.questions, () => 0);
    const missing = await call('POST', '/patient/forms/submit-answer', p.token, {
      formId: phq.id,
      answerList: all.slice(1),
    });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).data.message).toBe(MSG.formAnswerEveryQuestion);
    const two = all.map((a, i) =>
      i === 2 ? { ...a, selectedAnswers: [phq.questions[2]!.options[0]!._id, phq.questions[2]!.options[1]!._id] } : a,
    );
    const r2 = await call('POST', '/patient/forms/submit-answer', p.token, { formId: phq.id, answerList: two });
    expect(body(r2).data).toMatchObject({ message: MSG.formPickOneOption, field: 'answerList.2.selectedAnswers' });
    const foreign = all.map((a, i) => (i === 0 ? { ...a, selectedAnswers: [phq.questions[1]!.options[0]!._id] } : a));
    const r3 = await call('POST', '/patient/forms/submit-answer', p.token, { formId: phq.id, answerList: foreign });
    expect(body(r3).data.message).toBe(MSG.formUnknownOption);
    const gad = await formByName(p.token, 'GAD-7');
    const mixed = [...all, { questionId: gad.questions[0]!._id, selectedAnswers: [gad.questions[0]!.options[0]!._id] }];
    const r4 = await call('POST', '/patient/forms/submit-answer', p.token, { formId: phq.id, answerList: mixed });
    expect(body(r4).data.message).toBe(MSG.formUnknownQuestion);
    const dup = [...all, all[0]!];
    expect(
      (await call('POST', '/patient/forms/submit-answer', p.token, { formId: phq.id, answerList: dup })).statusCode,
    ).toBe(400);
    const rows = await app.ctx.db.select().from(formSubmissions).where(eq(formSubmissions.patientId, p.id));
    expect(rows).toHaveLength(0);
  });
});

describe('results are private; sharing goes only to a therapist with a session', () => {
  it('another patient sees none of them; a therapist sees only what was shared, audited', async () => {
    const [a, b] = [await patient(), await patient()];
    const t = await createUserWithToken(app, { userType: 'doctor', firstName: 'Tara', lastName: 'Rao' });
    const stranger = await createUserWithToken(app, { userType: 'doctor' });
    const gad = await formByName(a.token, 'GAD-7');
    const sub = body<{ status: boolean; data: { result: { _id: string } } }>(
      await call('POST', '/patient/forms/submit-answer', a.token, {
        formId: gad.id,
        answerList: answerAll(gad.questions, () => 1),
      }),
    ).data.result;

    const bView = body<{ status: boolean; data: { results: unknown[] } }>(
      await call('GET', `/patient/forms/${gad.id}/answers`, b.token),
    ).data;
    expect(bView.results).toHaveLength(0);
    // b cannot share a's result (404), a cannot share with a stranger (403).
    const byB = await call('POST', '/patient/forms/share-result', b.token, {
      submissionId: sub._id,
      therapistId: t.id,
    });
    expect(byB.statusCode).toBe(404);
    const toStranger = await call('POST', '/patient/forms/share-result', a.token, {
      submissionId: sub._id,
      therapistId: stranger.id,
    });
    expect(toStranger.statusCode).toBe(403);
    expect(body(toStranger).data.message).toBe(MSG.shareNeedsAppointment);

    await insertAppointment(app, { patientId: a.id, therapistId: t.id, startsAt: addDays(new Date(), 1) });
    const url = `/provider/patients/${a.id}/questionnaire-results`;
    expect((await call('GET', url, stranger.token)).statusCode).toBe(403);
    const before = body<{ status: boolean; data: { results: unknown[] } }>(await call('GET', url, t.token)).data;
    expect(before.results).toHaveLength(0);

    const shared = await call('POST', '/patient/forms/share-result', a.token, {
      submissionId: sub._id,
      therapistId: t.id,
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(body(shared).data.message).toBe('Shared with your therapist');
    const after = body<{
      status: boolean;
      data: { results: Array<{ totalScore: number; band: string; formName: string }> };
    }>(await call('GET', url, t.token)).data;
    expect(after.results).toEqual([
      expect.objectContaining({ totalScore: 7, band: 'Mild', formName: expect.stringContaining('GAD-7') }),
    ]);
    const reads = await app.ctx.db.select().from(healthRecordReads).where(eq(healthRecordReads.patientId, a.id));
    expect(reads).toEqual([
      expect.objectContaining({ readerUserId: t.id, subject: 'questionnaire', subjectId: sub._id }),
    ]);
    const mine = body<{ status: boolean; data: { results: Array<{ sharedWith: Array<{ name: string }> }> } }>(
      await call('GET', `/patient/forms/${gad.id}/answers`, a.token),
    ).data;
    expect(mine.results[0]!.sharedWith).toEqual([expect.objectContaining({ name: 'Tara Rao' })]);
  });
});

describe('admin builds and publishes forms', () => {
  it('creates a draft (hidden from patients), publishes it, edits it; PHQ-9 is locked; others are refused', async () => {
    const p = await patient();
    const created = await call('POST', '/admin/forms', adminToken, {
      formName: 'Sleep check',
      formDescription: 'How you slept this week',
      questions: [
        {
          question: 'How many nights did you sleep well?',
          answerType: 'singleSelect',
          options: [
            { label: 'None', score: 0 },
            { label: 'Most', score: 2 },
          ],
        },
        {
          question: 'What helps you sleep?',
          answerType: 'multi',
          options: [
            { label: 'Reading', score: 0 },
            { label: 'Music', score: 0 },
            { label: 'Walks', score: 0 },
          ],
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const form = body<{ status: boolean; data: { form: { _id: string; published: boolean } } }>(created).data.form;
    expect(form.published).toBe(false);
    expect((await call('GET', `/patient/forms/admincreated/${form._id}`, p.token)).statusCode).toBe(404);

    const pub = await call('PATCH', `/admin/forms/${form._id}/publish`, adminToken, { published: true });
    expect(body(pub).data.message).toBe('Form published');
    const detail = await formByName(p.token, 'Sleep check');
    const multi = detail.questions[1]!;
    const res = await call('POST', '/patient/forms/submit-answer', p.token, {
      formId: form._id,
      answerList: [
        { questionId: detail.questions[0]!._id, selectedAnswers: [detail.questions[0]!.options[1]!._id] },
        { questionId: multi._id, selectedAnswers: [multi.options[0]!._id, multi.options[2]!._id] },
      ],
    });
    expect(body(res).data).toMatchObject({ result: { totalScore: 2, band: null, crisis: false } });

    const edited = await call('PUT', `/admin/forms/${form._id}`, adminToken, {
      formName: 'Sleep check (v2)',
      formDescription: '',
      questions: [
        {
          question: 'Did you sleep well?',
          answerType: 'singleSelect',
          options: [
            { label: 'Yes', score: 0 },
            { label: 'No', score: 1 },
          ],
        },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The earlier result keeps what was asked then.
    const history = body<{ status: boolean; data: { results: Array<{ answerList: Array<{ question: string }> }> } }>(
      await call('GET', `/patient/forms/${form._id}/answers`, p.token),
    ).data;
    expect(history.results[0]!.answerList.map((a) => a.question)).toEqual([
      'How many nights did you sleep well?',
      'What helps you sleep?',
    ]);

    const phq = await formByName(p.token, 'PHQ-9');
    const locked = await call('PUT', `/admin/forms/${phq.id}`, adminToken, {
      formName: 'Changed',
      questions: [
        {
          question: 'x',
          answerType: 'singleSelect',
          options: [
            { label: 'a', score: 0 },
            { label: 'b', score: 1 },
          ],
        },
      ],
    });
    expect(locked.statusCode).toBe(409);
    const bad = await call('POST', '/admin/forms', adminToken, { formName: '', questions: [] });
    expect(bad.statusCode).toBe(400);
    expect((await call('POST', '/admin/forms', p.token, { formName: 'x', questions: [] })).statusCode).toBe(403);
    expect((await call('GET', '/admin/forms', adminToken)).statusCode).toBe(200);
  });
});
