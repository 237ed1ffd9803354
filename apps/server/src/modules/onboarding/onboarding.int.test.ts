import { MSG, type PrebookingQuestion, todayIn } from '@sahaj/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthIdentities, users } from '../../db/schema/index';
import { body, createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';

const SIGNUP = '/api/v1/registration/patient/signup';
const ZONE = { timezone: 'Asia/Kolkata' };

/** 'YYYY-MM-DD' for someone `years` old today in Kolkata (minus `days` more days of age). */
function birthday(years: number, days = 0): string {
  const [y, m, d] = todayIn('Asia/Kolkata').split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y - years, m - 1, d + days)).toISOString().slice(0, 10);
}

describe('patient onboarding API', () => {
  let app: FastifyInstance;
  let questions: PrebookingQuestion[];

  const put = (token: string, payload: Record<string, unknown>, headers: Record<string, string> = ZONE) =>
    app.inject({ method: 'PUT', url: SIGNUP, headers: { ...bearer(token), ...headers }, payload });
  const sendCode = (token: string, email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/registration/user/mail/send-verification',
      headers: bearer(token),
      payload: { email },
    });
  const checkCode = (token: string, code: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/registration/user/mail/check-verification',
      headers: bearer(token),
      payload: { code },
    });
  const newPatient = (opts: { page?: number } = {}) =>
    createUserWithToken(app, { userType: 'patient', status: 'pending', page: opts.page ?? 0, email: null });
  const latestCode = async (email: string) => {
    const res = await app.inject(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
    const text = body<{ data: { messages: Array<{ body: string }> } }>(res).data.messages[0]!.body;
    return /\b(\d{4})\b/.exec(text)![1]!;
  };
  const row = async (id: string) => (await app.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

  /** Saves pages 1..n with good values. */
  async function walk(token: string, email: string | undefined, upTo: number) {
    const pages: Array<Record<string, unknown>> = [
      { page: 1, name: 'Asha Rao' },
      { page: 2, gender: 'female' },
      { page: 3, dob: '1990-05-17' },
      {
        page: 4,
        timeZone: 'India (GMT+5:30)',
        globalTimeZone: 'Asia/Kolkata',
        location: 'Kolkata, West Bengal, India',
      },
      { page: 5, ...(email ? { email } : {}) },
      { page: 6, password: 'Calm-waters-42', confirmPassword: 'Calm-waters-42' },
    ];
    for (const p of pages.slice(0, upTo)) {
      const res = await put(token, p);
      expect(res.statusCode, res.body).toBe(200);
    }
  }

  beforeAll(async () => {
    app = await createTestApp();
    const patient = await newPatient();
    const res = await app.inject({
      url: '/api/v1/user/questions?contextType=wellness_profile',
      headers: bearer(patient.token),
    });
    questions = body<{ data: { questions: PrebookingQuestion[] } }>(res).data.questions;
  });
  afterAll(() => app.close());

  describe('GET /user/questions', () => {
    it('lists the five seeded wellness questions with their choices, in order', async () => {
      expect(questions).toHaveLength(5);
      expect(questions[0]!.question).toBe('What brings you to Sahaj today?');
      expect(questions[0]!.choices.map((c) => c.text)).toContain('Stress or anxiety');
      for (const q of questions) {
        expect(q.contextType).toBe('wellness_profile');
        expect(q.choices.length).toBeGreaterThan(0);
      }
    });

    it('answers an unknown context with an empty list, and needs a token and a context', async () => {
      const p = await newPatient();
      const none = await app.inject({ url: '/api/v1/user/questions?contextType=nothing', headers: bearer(p.token) });
      expect(body(none).data).toEqual({ questions: [], count: 0 });
      expect((await app.inject('/api/v1/user/questions?contextType=wellness_profile')).statusCode).toBe(401);
      const missing = await app.inject({ url: '/api/v1/user/questions', headers: bearer(p.token) });
      expect(missing.statusCode).toBe(400);
    });
  });

  describe('PUT /registration/patient/signup, page by page', () => {
    it('saves every page in order, stores the page, and activates the account after the last question', async () => {
      const p = await newPatient();
      const email = `asha.${Date.now()}@example.com`;

      let res = await put(p.token, { page: 1, name: '  Asha Rao ' });
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res).data).toMatchObject({ page: 1, totalPages: 11, completed: false, status: 'pending' });
      expect((await row(p.id)).name).toBe('Asha Rao');

      res = await put(p.token, { page: 2, gender: 'other' });
      expect(res.statusCode, res.body).toBe(200);
      expect((await row(p.id)).gender).toBe('other');

      res = await put(p.token, { page: 3, dob: '1990-05-17' });
      expect(res.statusCode, res.body).toBe(200);
      expect((await row(p.id)).dob).toBe('1990-05-17');

      res = await put(p.token, {
        page: 4,
        timeZone: 'India (GMT+5:30)',
        globalTimeZone: 'Asia/Kolkata',
        location: 'Kolkata, West Bengal, India',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res).data.profile).toMatchObject({
        timeZone: 'India (GMT+5:30)',
        globalTimeZone: 'Asia/Kolkata',
        location: 'Kolkata, West Bengal, India',
      });
      const r4 = await row(p.id);
      expect([r4.timeZone, r4.timeZoneLabel, r4.page]).toEqual(['Asia/Kolkata', 'India (GMT+5:30)', 4]);

      // Page 5: the address must be verified with its 4-digit code first.
      res = await put(p.token, { page: 5, email });
      expect(res.statusCode).toBe(400);
      expect(body(res).data.message).toBe(MSG.onboardingEmailNotVerified);
      res = await sendCode(p.token, email);
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res).data).toMatchObject({ message: MSG.onboardingEmailCodeSent, email, resendAfterSeconds: 45 });
      const code = await latestCode(email);
      res = await checkCode(p.token, code);
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res).data).toEqual({ message: MSG.onboardingEmailVerified, email });
      res = await put(p.token, { page: 5, email });
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res).data.profile).toMatchObject({ email, emailVerified: true });

      res = await put(p.token, { page: 6, password: 'Calm-waters-42', confirmPassword: 'Calm-waters-42' });
      expect(res.statusCode, res.body).toBe(200);
      const r6 = await row(p.id);
      expect(r6.passwordHash).toBeTruthy();
      expect(r6.passwordHash).not.toContain('Calm-waters-42');
      expect(await app.ctx.passwords.verify(r6.passwordHash!, 'Calm-waters-42')).toBe(true);

      // Pages 7..11: one per question; two answered, the rest skipped.
      for (const [i, q] of questions.entries()) {
        const page = 7 + i;
        const answers = i < 2 ? [q.choices[0]!._id, q.choices[1]!._id] : [];
        const payload = i === 2 ? { page } : { page, wellnessProfile: [{ question: q._id, answers }] };
        res = await put(p.token, payload);
        expect(res.statusCode, res.body).toBe(200);
        expect(body(res).data.completed).toBe(page === 11);
        expect(body(res).data.status).toBe(page === 11 ? 'active' : 'pending');
      }
      const profile = body(res).data.profile as { wellnessProfile: Array<{ question: string; answers: string[] }> };
      expect(profile.wellnessProfile).toEqual(
        questions.map((q, i) => ({
          question: q._id,
          answers: i < 2 ? [q.choices[0]!._id, q.choices[1]!._id] : [],
        })),
      );
      expect(await row(p.id)).toMatchObject({ page: 11, status: 'active' });

      // A page beyond the flow.
      res = await put(p.token, { page: 12 });
      expect(res.statusCode).toBe(400);
      expect(body(res).data.message).toBe('Invalid page');
    });

    it('refuses a page out of order, and pages below 1, with Invalid page', async () => {
      const p = await newPatient();
      for (const payload of [{ page: 2, gender: 'male' }, { page: 0 }, { page: -1 }, { page: 1.5, name: 'Asha' }]) {
        const res = await put(p.token, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(body(res).data.message).toBe('Invalid page');
      }
      await walk(p.token, undefined, 3);
      const skip = await put(p.token, { page: 6, password: 'Calm-waters-42', confirmPassword: 'Calm-waters-42' });
      expect(skip.statusCode).toBe(400);
      expect(body(skip).data.message).toBe('Invalid page');
      expect((await row(p.id)).page).toBe(3);
    });

    it('lets an earlier page be saved again without losing progress', async () => {
      const p = await newPatient();
      await walk(p.token, undefined, 4);
      const res = await put(p.token, { page: 1, name: 'Asha R' });
      expect(res.statusCode, res.body).toBe(200);
      expect(await row(p.id)).toMatchObject({ name: 'Asha R', page: 4 });
    });

    it.each([
      [{ page: 1 }, MSG.onboardingNameInvalid],
      // Issue 10 #8: the message names the problem.
      [{ page: 1, name: 'A' }, MSG.onboardingNameInvalid],
      [{ page: 1, name: 'Asha  Rao' }, MSG.nameDoubleSpace],
      [{ page: 1, name: 'A'.repeat(101) }, MSG.nameTooLong],
      [{ page: 1, name: 'Dr Ananya 🌸' }, MSG.onboardingNameAlphabets],
      [{ page: 1, name: 'Asha1' }, MSG.onboardingNameAlphabets],
    ])('page 1 refuses %j with %s', async (payload, message) => {
      const p = await newPatient();
      const res = await put(p.token, payload);
      expect(res.statusCode).toBe(400);
      expect(body(res).data.message).toBe(message);
      // The refusal names its field, so the screen can put it under the input.
      expect(body(res).data.field).toBe('name');
      expect((await row(p.id)).page).toBe(0);
    });

    it('validates gender, date of birth (17/18/120/121), time zone, e-mail and password pages', async () => {
      const p = await newPatient();
      await walk(p.token, undefined, 1);
      const bad = async (payload: Record<string, unknown>, message: string) => {
        const res = await put(p.token, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(body(res).data.message).toBe(message);
      };
      await bad({ page: 2 }, MSG.onboardingGenderInvalid);
      await bad({ page: 2, gender: 'Prefer not to say' }, MSG.onboardingGenderInvalid);
      await walk(p.token, undefined, 2);

      await bad({ page: 3 }, MSG.onboardingDobRequired);
      await bad({ page: 3, dob: '' }, MSG.onboardingDobRequired);
      await bad({ page: 3, dob: '17/05/1990' }, MSG.onboardingDobFormat);
      await bad({ page: 3, dob: birthday(18, 1) }, MSG.onboardingAgeRange); // 17
      await bad({ page: 3, dob: birthday(121) }, MSG.onboardingAgeRange); // 121
      for (const ok of [birthday(18), birthday(120), birthday(121, 1)]) {
        const res = await put(p.token, { page: 3, dob: ok });
        expect(res.statusCode, `${ok}: ${res.body}`).toBe(200);
      }

      await bad({ page: 4 }, MSG.onboardingTimeZoneRequired);
      await bad(
        { page: 4, timeZone: 'India (GMT+5:30)', globalTimeZone: 'Unknown Timezone' },
        MSG.onboardingTimeZoneRequired,
      );
      await bad({ page: 4, timeZone: '', globalTimeZone: 'Asia/Kolkata' }, MSG.onboardingTimeZoneRequired);
      await walk(p.token, undefined, 4);

      await bad({ page: 5, email: 'not-an-email' }, MSG.onboardingEmailInvalid);
      const skipped = await put(p.token, { page: 5 });
      expect(skipped.statusCode, skipped.body).toBe(200);
      expect(body(skipped).data.profile).toMatchObject({ email: null, emailVerified: false });

      await bad({ page: 6, password: '', confirmPassword: '' }, MSG.onboardingPasswordRequired);
      await bad({ page: 6, password: 'short', confirmPassword: 'short' }, MSG.onboardingPasswordMin);
      // Issue 10 #6: 'abcdefgh' was accepted here while reset demanded upper, lower and a digit.
      await bad({ page: 6, password: 'abcdefgh', confirmPassword: 'abcdefgh' }, MSG.passwordComplexity);
      await bad(
        { page: 6, password: 'Calm-waters-42', confirmPassword: 'Calm-waters-43' },
        MSG.onboardingPasswordMismatch,
      );
      expect((await row(p.id)).passwordHash).toBeNull();
    });

    it('judges age by the caller’s time-zone header and refuses an unknown zone', async () => {
      const p = await newPatient({ page: 2 });
      const res = await put(p.token, { page: 3, dob: '1990-05-17' }, { timezone: 'Mars/Olympus' });
      expect(res.statusCode).toBe(400);
      expect(body(res).data.message).toBe(MSG.onboardingInvalidTimeZoneHeader);
      // Without the header the stored zone is used.
      const noHeader = await put(p.token, { page: 3, dob: '1990-05-17' }, {});
      expect(noHeader.statusCode, noHeader.body).toBe(200);
    });

    it("refuses a page's body carrying another page's fields", async () => {
      const p = await newPatient();
      const res = await put(p.token, { page: 1, name: 'Asha', gender: 'male' });
      expect(res.statusCode).toBe(400);
      expect((await row(p.id)).gender).toBeNull();
    });

    it('refuses answers that are not choices of the question, and questions not reached yet', async () => {
      const p = await newPatient({ page: 6 });
      const [q1, q2] = questions as [PrebookingQuestion, PrebookingQuestion];
      const wrongChoice = await put(p.token, {
        page: 7,
        wellnessProfile: [{ question: q1._id, answers: [q2.choices[0]!._id] }],
      });
      expect(wrongChoice.statusCode).toBe(400);
      expect(body(wrongChoice).data.message).toBe(MSG.onboardingInvalidAnswer);
      const ahead = await put(p.token, {
        page: 7,
        wellnessProfile: [{ question: q2._id, answers: [q2.choices[0]!._id] }],
      });
      expect(ahead.statusCode).toBe(400);
      expect(body(ahead).data.message).toBe(MSG.onboardingInvalidAnswer);
      const notId = await put(p.token, { page: 7, wellnessProfile: [{ question: 'x', answers: [] }] });
      expect(notId.statusCode).toBe(400);
      expect((await row(p.id)).page).toBe(6);
    });

    it('replaces the answers when a question page is saved again', async () => {
      const p = await newPatient({ page: 6 });
      const q = questions[0]!;
      await put(p.token, { page: 7, wellnessProfile: [{ question: q._id, answers: [q.choices[0]!._id] }] });
      const res = await put(p.token, {
        page: 7,
        wellnessProfile: [{ question: q._id, answers: [q.choices[2]!._id, q.choices[2]!._id] }],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res).data.profile).toMatchObject({
        wellnessProfile: [{ question: q._id, answers: [q.choices[2]!._id] }],
      });
    });

    // Issue 10 #10: 'Rarely' and 'Nearly every day' were accepted together.
    it('a question whose answers exclude each other takes one answer', async () => {
      expect(questions.map((q) => q.answerType)).toEqual(['multi', 'multi', 'singleSelect', 'singleSelect', 'multi']);
      const overwhelmed = questions[2]!;
      expect(overwhelmed.choices.map((c) => c.text)).toEqual(['Rarely', 'Some days', 'Most days', 'Nearly every day']);
      const p = await newPatient({ page: 8 });
      const both = [overwhelmed.choices[0]!._id, overwhelmed.choices[3]!._id];
      const res = await put(p.token, { page: 9, wellnessProfile: [{ question: overwhelmed._id, answers: both }] });
      expect(res.statusCode).toBe(400);
      expect(body(res).data).toMatchObject({ message: MSG.onboardingOneAnswer, field: 'wellnessProfile.0.answers' });
      expect((await row(p.id)).page).toBe(8);
      const one = await put(p.token, {
        page: 9,
        wellnessProfile: [{ question: overwhelmed._id, answers: [overwhelmed.choices[3]!._id] }],
      });
      expect(one.statusCode, one.body).toBe(200);
    });

    it('finishes after date of birth for a patient who signed in with Google', async () => {
      const p = await newPatient();
      await app.ctx.db
        .insert(oauthIdentities)
        .values({ userId: p.id, userType: 'patient', provider: 'google', subject: `g-${p.id}` });
      await walk(p.token, undefined, 2);
      const res = await put(p.token, { page: 3, dob: '1990-05-17' });
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res).data).toMatchObject({ page: 3, completed: true, status: 'active' });
    });
  });

  describe('who may write', () => {
    it('needs a token', async () => {
      const res = await app.inject({ method: 'PUT', url: SIGNUP, payload: { page: 1, name: 'Asha' } });
      expect(res.statusCode).toBe(401);
    });

    it("refuses a therapist's or a company's token with 403", async () => {
      for (const userType of ['doctor', 'company'] as const) {
        const u = await createUserWithToken(app, { userType, status: 'pending' });
        const res = await put(u.token, { page: 1, name: 'Asha' });
        expect(res.statusCode, userType).toBe(403);
        const code = await sendCode(u.token, 'x@example.com');
        expect(code.statusCode).toBe(403);
        expect((await row(u.id)).name).toBe('Test User');
      }
    });

    it("writes only the caller's own profile: another patient's token changes nothing of the first", async () => {
      const a = await newPatient();
      const b = await newPatient();
      await walk(a.token, undefined, 2);
      // B cannot name A's account in the body: the id comes from the token.
      const res = await put(b.token, { page: 1, name: 'Intruder', _id: a.id } as Record<string, unknown>);
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res).data.profile).toMatchObject({ _id: b.id, name: 'Intruder' });
      expect(await row(a.id)).toMatchObject({ name: 'Asha Rao', page: 2 });
      // B cannot jump ahead on the strength of A's progress.
      const ahead = await put(b.token, { page: 3, dob: '1990-05-17' });
      expect(ahead.statusCode).toBe(400);
    });

    it("cannot verify an e-mail with another patient's code", async () => {
      const a = await newPatient();
      const b = await newPatient();
      const email = `shared.${Date.now()}@example.com`;
      expect((await sendCode(a.token, email)).statusCode).toBe(200);
      const codeForA = await latestCode(email);
      // B never asked for a code: A's code means nothing to B.
      const res = await checkCode(b.token, codeForA);
      expect(res.statusCode).toBe(400);
      expect((await row(b.id)).email).toBeNull();
    });
  });

  describe('e-mail code', () => {
    const send = sendCode;
    const check = checkCode;

    it('sends a 4-digit code, makes a resend wait 45 s, and answers a wrong code with Invalid OTP! Try Again', async () => {
      const p = await newPatient({ page: 4 });
      const email = `wait.${Date.now()}@example.com`;
      expect((await send(p.token, email)).statusCode).toBe(200);
      const code = await latestCode(email);
      expect(code).toMatch(/^\d{4}$/);
      const again = await send(p.token, email);
      expect(again.statusCode).toBe(429);
      const retry = Number(body(again).data.retryAfterSeconds);
      expect(retry).toBeGreaterThan(40);
      expect(retry).toBeLessThanOrEqual(45);

      const wrong = await check(p.token, code === '0000' ? '1111' : '0000');
      expect(wrong.statusCode).toBe(400);
      expect(body(wrong).data.message).toBe('Invalid OTP! Try Again');
      const ok = await check(p.token, code);
      expect(ok.statusCode, ok.body).toBe(200);
      // Single use.
      const reused = await check(p.token, code);
      expect(reused.statusCode).toBe(400);
      expect(await row(p.id)).toMatchObject({ email });
    });

    it('ends a code after 5 wrong tries', async () => {
      const p = await newPatient({ page: 4 });
      const email = `tries.${Date.now()}@example.com`;
      await send(p.token, email);
      const code = await latestCode(email);
      const wrongCode = code === '9999' ? '9998' : '9999';
      for (let i = 0; i < 5; i += 1) expect((await check(p.token, wrongCode)).statusCode).toBe(400);
      const late = await check(p.token, code);
      expect(late.statusCode).toBe(400);
      expect(body(late).data.message).toBe('Invalid OTP! Try Again');
    });

    it('checks the code format and needs a code to have been asked for', async () => {
      const p = await newPatient({ page: 4 });
      const short = await check(p.token, '12');
      expect(short.statusCode).toBe(400);
      expect(body(short).data.message).toBe(MSG.onboardingEmailCodeFormat);
      const none = await check(p.token, '1234');
      expect(none.statusCode).toBe(400);
      expect(body(none).data.message).toBe(MSG.onboardingNoCodeRequested);
      const badEmail = await send(p.token, 'nope');
      expect(badEmail.statusCode).toBe(400);
      expect(body(badEmail).data.message).toBe(MSG.onboardingEmailInvalid);
    });

    it('refuses an address another patient already uses', async () => {
      const taken = `taken.${Date.now()}@example.com`;
      await createUserWithToken(app, { userType: 'patient', email: taken });
      const p = await newPatient({ page: 4 });
      const res = await send(p.token, taken);
      expect(res.statusCode).toBe(409);
      expect(body(res).data.message).toBe(MSG.onboardingEmailInUse);
    });
  });

  it('documents the routes in OpenAPI', async () => {
    const doc = body<{ paths: Record<string, Record<string, unknown>> }>(await app.inject('/api/docs/json'));
    expect(doc.paths['/api/v1/registration/patient/signup']).toHaveProperty('put');
    expect(doc.paths).toHaveProperty('/api/v1/user/questions');
    expect(doc.paths).toHaveProperty('/api/v1/registration/user/mail/send-verification');
    expect(doc.paths).toHaveProperty('/api/v1/registration/user/mail/check-verification');
  });
});
