import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DiagnosisItem, SymptomCheckerToken, SymptomItem } from '@sahaj/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthRecords } from '../../db/schema/index';
import { apiMedicClient, apiMedicHash } from '../../integrations/symptom-checker/apimedic';
import { body, createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';
import { apiMedicEngine } from './apimedic-engine';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
}, 180_000);
afterAll(async () => {
  await app.close();
});

const year = new Date().getUTCFullYear();
const get = (url: string, token: string) =>
  app.inject({ url: `/api/v1/patient/symptom-checker${url}`, headers: bearer(token) });
const data = <T>(res: { body: string }) => body<{ status: boolean; data: T }>(res).data;
const q = (symptoms: number[], extra = '') =>
  `?symptoms=${encodeURIComponent(JSON.stringify(symptoms))}&gender=female&year_of_birth=${year - 30}${extra}`;

describe('symptom checker calls (patients only)', () => {
  it('answers the four calls in ApiMedic shapes, red flags first in the list', async () => {
    const p = await createUserWithToken(app, { userType: 'patient' });
    const token = data<SymptomCheckerToken>(await get('/token', p.token));
    expect(token.ValidThrough).toBe(7200);
    const list = data<SymptomItem[]>(await get(`/symptoms?token=${token.Token}`, p.token));
    expect(list[0]).toEqual(expect.objectContaining({ ID: 9001, RedFlag: true }));
    expect(list.find((s) => s.ID === 34)).toEqual({
      ID: 34,
      Name: 'Sudden attacks of intense fear',
      Synonyms: expect.arrayContaining(['panic attack']),
      RedFlag: false,
    });
    const proposed = data<SymptomItem[]>(await get(`/proposed/symptoms${q([34])}`, p.token));
    expect(proposed.length).toBeGreaterThan(0);
    expect(proposed.every((s) => !s.RedFlag && s.ID !== 34)).toBe(true);

    const res = await get(`/diagnosis${q([34, 35, 36, 37])}`, p.token);
    expect(res.statusCode).toBe(200);
    const [first] = data<DiagnosisItem[]>(res);
    expect(first?.Issue).toEqual(
      expect.objectContaining({ Name: 'Panic attacks', Icd: 'F41.0', ProfName: expect.any(String), Ranking: 1 }),
    );
    expect(first?.Urgency).toBe('consult');
    expect(first?.Questionnaire).toBe('GAD-7');
    // Our therapists' speciality ids, so the result can open the therapist list filtered.
    const anxiety = first?.Specialisation.find((s) => s.Name === 'Anxiety');
    const specialities = body<{ data: { specialities: Array<{ _id: string; name: string }> } }>(
      await app.inject({ url: '/api/v1/public/specialities' }),
    ).data.specialities;
    expect(anxiety?.SpecialistID).toBe(specialities.find((s) => s.name === 'Anxiety')?._id);
  });

  it('a red flag answers the emergency alone and proposes nothing', async () => {
    const p = await createUserWithToken(app, { userType: 'patient' });
    const items = data<DiagnosisItem[]>(await get(`/diagnosis${q([20, 21, 9001])}`, p.token));
    expect(items).toHaveLength(1);
    expect(items[0]).toEqual(expect.objectContaining({ Urgency: 'emergency', Specialisation: [] }));
    expect(items[0]?.Issue.Name).toBe('Thoughts of suicide');
    expect(data<SymptomItem[]>(await get(`/proposed/symptoms${q([20, 9001])}`, p.token))).toEqual([]);
  });

  it('refuses malformed and impossible input with a 400 naming it', async () => {
    const p = await createUserWithToken(app, { userType: 'patient' });
    const cases: Array<[string, string]> = [
      ['?symptoms=20&gender=female&year_of_birth=1990', 'Symptoms must be a list of symptom ids, like [20,21]'],
      ['?symptoms=%5B%5D&gender=female&year_of_birth=1990', 'Choose at least one symptom'],
      ['?symptoms=%5B20%5D&gender=other&year_of_birth=1990', 'Choose male or female for this check'],
      ['?symptoms=%5B20%5D&gender=female&year_of_birth=19x0', 'Enter a year of birth like 1990'],
      [`?symptoms=%5B20%5D&gender=female&year_of_birth=${year - 5}`, 'This check is for people aged 12 to 100'],
      ['?symptoms=%5B4444%5D&gender=female&year_of_birth=1990', 'One of the symptoms is not in our list'],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/diagnosis${query}`, p.token);
      expect(res.statusCode, query).toBe(400);
      expect(body(res).data.message, query).toBe(message);
    }
  });

  it('takes a token only from its owner, unexpired', async () => {
    const a = await createUserWithToken(app, { userType: 'patient' });
    const b = await createUserWithToken(app, { userType: 'patient' });
    const tokenOfA = data<SymptomCheckerToken>(await get('/token', a.token)).Token;
    expect((await get(`/symptoms?token=${tokenOfA}`, a.token)).statusCode).toBe(200);
    const res = await get(`/symptoms?token=${tokenOfA}`, b.token);
    expect(res.statusCode).toBe(401);
    expect((await get('/symptoms?token=not-a-token', a.token)).statusCode).toBe(401);
  });

  it('is for patients only', async () => {
    for (const userType of ['doctor', 'company', 'admin'] as const) {
      const u = await createUserWithToken(app, { userType });
      expect((await get('/symptoms', u.token)).statusCode, userType).toBe(403);
    }
    expect((await app.inject({ url: '/api/v1/patient/symptom-checker/symptoms' })).statusCode).toBe(401);
  });

  it('stores nothing unless the patient saves the result, which files a PDF in their health records', async () => {
    const p = await createUserWithToken(app, { userType: 'patient' });
    await get(`/diagnosis${q([31, 33, 30])}`, p.token);
    const none = await app.ctx.db.select().from(healthRecords).where(eq(healthRecords.patientId, p.id));
    expect(none).toHaveLength(0);
    const saved = await app.inject({
      method: 'POST',
      url: '/api/v1/patient/symptom-checker/save',
      headers: bearer(p.token),
      payload: { symptoms: [31, 33, 30], absent: [34], gender: 'female', year_of_birth: year - 30 },
    });
    expect(saved.statusCode).toBe(200);
    const rows = await app.ctx.db.select().from(healthRecords).where(eq(healthRecords.patientId, p.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.mimeType).toBe('application/pdf');
    expect(rows[0]?.originalName).toMatch(/^symptom-check-\d{4}-\d\d-\d\d\.pdf$/);
  });
});

describe('ApiMedic adapter against a local server in ApiMedic shapes', () => {
  let server: Server;
  let base: string;
  const seen: IncomingMessage[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req);
      const url = new URL(req.url ?? '/', 'http://x');
      res.setHeader('content-type', 'application/json');
      if (url.pathname === '/login') {
        const expected = `Bearer key-1:${apiMedicHash('secret-1', `${base}/login`)}`;
        if (req.method !== 'POST' || req.headers.authorization !== expected) {
          res.statusCode = 401;
          return res.end('"Invalid credentials"');
        }
        return res.end(JSON.stringify({ Token: 'tok-1', ValidThrough: 7200 }));
      }
      if (url.searchParams.get('token') !== 'tok-1' || url.searchParams.get('language') !== 'en-gb') {
        res.statusCode = 400;
        return res.end('"Missing or invalid token"');
      }
      if (url.pathname === '/symptoms') return res.end(JSON.stringify([{ ID: 10, Name: 'Abdominal pain' }]));
      if (url.pathname === '/symptoms/proposed') return res.end(JSON.stringify([{ ID: 238, Name: 'Anxiety' }]));
      if (url.pathname === '/diagnosis') {
        return res.end(
          JSON.stringify([
            {
              Issue: {
                ID: 495,
                Name: 'Depression',
                Accuracy: 70,
                Icd: 'F32',
                IcdName: 'Depressive episode',
                ProfName: 'Depressive episode',
                Ranking: 1,
              },
              Specialisation: [{ ID: 46, Name: 'Depression', SpecialistID: 0 }],
            },
          ]),
        );
      }
      res.statusCode = 404;
      res.end('null');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('logs in with the HMAC-MD5 of the login URL once, then maps answers into our shape with our urgency', async () => {
    const client = apiMedicClient({
      apiKey: 'key-1',
      secretKey: 'secret-1',
      authUrl: `${base}/login`,
      healthUrl: base,
    });
    const engine = apiMedicEngine(client, async () => new Map([['Depression', 'speciality-uuid']]));
    const list = await engine.symptoms();
    expect(list[0]?.RedFlag).toBe(true);
    expect(list.at(-1)).toEqual({ ID: 10, Name: 'Abdominal pain', Synonyms: [], RedFlag: false });
    const input = { present: [10], absent: [], sex: 'female' as const, age: 30 };
    expect(await engine.proposed(input)).toEqual([{ ID: 238, Name: 'Anxiety', Synonyms: [], RedFlag: false }]);
    const [d] = await engine.diagnosis(input);
    expect(d).toEqual(
      expect.objectContaining({
        Urgency: 'consult',
        Questionnaire: 'PHQ-9',
        Specialisation: [{ ID: 46, Name: 'Depression', SpecialistID: 'speciality-uuid' }],
      }),
    );
    // Red flags never go to ApiMedic: they stop the check on our side.
    const calls = seen.length;
    const emergency = await engine.diagnosis({ ...input, present: [10, 9006] });
    expect(emergency[0]?.Urgency).toBe('emergency');
    expect(seen.length).toBe(calls);
    expect(seen.filter((r) => r.url === '/login')).toHaveLength(1);
    const diag = seen.find((r) => r.url?.startsWith('/diagnosis'));
    expect(new URL(diag?.url ?? '', base).searchParams.get('symptoms')).toBe('[10]');
  });

  it('says the checker is unavailable when ApiMedic refuses the keys', async () => {
    const client = apiMedicClient({ apiKey: 'key-1', secretKey: 'wrong', authUrl: `${base}/login`, healthUrl: base });
    await expect(client.symptoms()).rejects.toThrow(/ApiMedic answered 401/);
  });
});
