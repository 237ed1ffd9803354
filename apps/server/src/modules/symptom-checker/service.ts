import {
  type DiagnosisItem,
  MSG,
  type SaveSymptomCheckBody,
  type SymptomCheckerToken,
  type SymptomCheckQuery,
  type SymptomItem,
  saveSymptomCheckBody,
  todayIn,
} from '@sahaj/contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError, badRequest, unauthorized } from '../../lib/errors';
import type { CheckInput } from './engine';
import type { SymptomEngine } from './local-engine';
import { symptomCheckPdf } from './summary-pdf';

export const SYMPTOM_TOKEN_SECONDS = 2 * 60 * 60;
const AUDIENCE = 'symptom-checker';
export const MIN_AGE = 12;
export const MAX_AGE = 100;

export interface SymptomCheckerDeps {
  engine: SymptomEngine;
  secret: string;
  /** The patient's zone (for 'today' on a saved result). */
  zoneOf: (userId: string) => Promise<string>;
  /** Files the saved result in the patient's health records. */
  saveRecord: (userId: string, pdf: Buffer, filename: string) => Promise<unknown>;
  now?: () => Date;
}

/**
 * Symptom checker (issue 24): red flags first, then the engine (ours, or ApiMedic). Keeps nothing:
 * answers are neither stored nor logged (routes log at 'warn' only) unless the patient saves a result.
 */
export function symptomCheckerService(deps: SymptomCheckerDeps) {
  const key = new TextEncoder().encode(deps.secret);
  const clock = deps.now ?? (() => new Date());

  async function checkToken(userId: string, token: string | undefined) {
    if (token === undefined) return;
    try {
      const { payload } = await jwtVerify(token, key, { audience: AUDIENCE, subject: userId, currentDate: clock() });
      if (payload.sub !== userId) throw new Error('other user');
    } catch (err) {
      if (err instanceof errors.JOSEError || err instanceof Error) {
        throw unauthorized(MSG.symptomCheckerTokenInvalid, 'SYMPTOM_TOKEN_INVALID');
      }
      throw err;
    }
  }

  async function inputOf(q: {
    symptoms: number[];
    absent?: number[];
    gender: 'male' | 'female';
    year_of_birth: number;
  }) {
    const age = clock().getUTCFullYear() - q.year_of_birth;
    if (age < MIN_AGE || age > MAX_AGE) {
      throw badRequest(MSG.symptomCheckAgeOutOfRange, 'AGE_OUT_OF_RANGE', { field: 'year_of_birth' });
    }
    const absent = q.absent ?? [];
    if (!(await deps.engine.knows([...q.symptoms, ...absent]))) {
      throw badRequest(MSG.unknownSymptom, 'UNKNOWN_SYMPTOM', { field: 'symptoms' });
    }
    return {
      present: q.symptoms,
      absent: absent.filter((id) => !q.symptoms.includes(id)),
      sex: q.gender,
      age,
    } satisfies CheckInput;
  }

  async function engineCall<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw new AppError('SYMPTOM_CHECKER_UNAVAILABLE', 503, MSG.symptomCheckerUnavailable);
    }
  }

  return {
    engineName: deps.engine.name,

    async token(userId: string): Promise<SymptomCheckerToken> {
      const Token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setAudience(AUDIENCE)
        .setIssuedAt(Math.floor(clock().getTime() / 1000))
        .setExpirationTime(Math.floor(clock().getTime() / 1000) + SYMPTOM_TOKEN_SECONDS)
        .sign(key);
      return { Token, ValidThrough: SYMPTOM_TOKEN_SECONDS };
    },

    async symptoms(userId: string, token?: string): Promise<SymptomItem[]> {
      await checkToken(userId, token);
      return engineCall(() => deps.engine.symptoms());
    },

    async proposed(userId: string, q: SymptomCheckQuery): Promise<SymptomItem[]> {
      await checkToken(userId, q.token);
      const input = await engineCall(() => inputOf(q));
      return engineCall(() => deps.engine.proposed(input));
    },

    async diagnosis(userId: string, q: SymptomCheckQuery): Promise<DiagnosisItem[]> {
      await checkToken(userId, q.token);
      const input = await engineCall(() => inputOf(q));
      return engineCall(() => deps.engine.diagnosis(input));
    },

    /** Saves this result to the patient's health records as a PDF: the one thing ever stored, and only on request. */
    async save(userId: string, raw: SaveSymptomCheckBody) {
      const body = saveSymptomCheckBody.parse(raw);
      const input = await engineCall(() => inputOf(body));
      const [diagnosis, list, zone] = await Promise.all([
        engineCall(() => deps.engine.diagnosis(input)),
        engineCall(() => deps.engine.symptoms()),
        deps.zoneOf(userId),
      ]);
      const names = new Map(list.map((s) => [s.ID, s.Name] as const));
      const day = todayIn(zone, clock());
      const pdf = await symptomCheckPdf({
        day,
        age: input.age,
        sex: input.sex,
        present: input.present.map((id) => names.get(id) ?? String(id)),
        absent: input.absent.map((id) => names.get(id) ?? String(id)),
        diagnosis,
      });
      await deps.saveRecord(userId, pdf, `symptom-check-${day}.pdf`);
      return { message: MSG.symptomCheckSaved };
    },
  };
}
export type SymptomCheckerService = ReturnType<typeof symptomCheckerService>;
