import { z } from 'zod';
import { SYMPTOM_CHECKER_MSG as M } from './messages/symptom-checker';

/**
 * Symptom checker (issue 24). The four calls keep ApiMedic's (Priaid) shapes, so an ApiMedic client
 * reads them as it is, with a few fields of ours added beside theirs (ApiMedic clients ignore them):
 *
 * - GET /patient/symptom-checker/token              -> { Token, ValidThrough }
 * - GET /patient/symptom-checker/symptoms           -> [{ ID, Name, Synonyms, RedFlag }]
 * - GET /patient/symptom-checker/proposed/symptoms  ?symptoms=[ids]&gender=male|female&year_of_birth=
 *                                                   -> [{ ID, Name, Synonyms, RedFlag }]
 * - GET /patient/symptom-checker/diagnosis          ?symptoms=[ids]&gender=&year_of_birth=
 *                                                   -> [{ Issue, Specialisation, Urgency, Questionnaire }]
 *
 * Ours beside ApiMedic's: `absent=[ids]` (symptoms the person said they do not have), `Urgency` on every
 * diagnosis, `RedFlag` on symptoms. A red-flag symptom in a request makes the diagnosis the emergency
 * issue(s) alone, with Urgency 'emergency'. Patients only. Nothing is stored and nothing is logged with
 * its content unless the patient saves a result to their health record (POST .../save).
 */

/** From most to least urgent; the screen shows the level first (issue 24 "Safety before anything else"). */
export const URGENCY_LEVELS = ['emergency', 'doctor_24h', 'consult', 'self_care'] as const;
export type Urgency = (typeof URGENCY_LEVELS)[number];

export const URGENCY_TEXT: Record<Urgency, { title: string; advice: string }> = {
  emergency: {
    title: 'Get help now',
    advice: 'What you told us needs help right away. Call a helpline or emergency services now.',
  },
  doctor_24h: {
    title: 'See a doctor within 24 hours',
    advice: 'Please see a doctor or psychiatrist within the next day, and sooner if things get worse.',
  },
  consult: {
    title: 'Book a consultation',
    advice: 'A consultation in the next few days would help. You can book one with a therapist below.',
  },
  self_care: {
    title: 'Self-care may be enough for now',
    advice: 'Self-care often helps with this. Book a consultation if it lasts more than two weeks or gets worse.',
  },
};

/** The more urgent of two levels. */
export const moreUrgent = (a: Urgency, b: Urgency): Urgency =>
  URGENCY_LEVELS.indexOf(a) <= URGENCY_LEVELS.indexOf(b) ? a : b;

/** Questionnaires a result can lead to (the forms the app already has). */
export const SCREENING_QUESTIONNAIRES = ['PHQ-9', 'GAD-7'] as const;
export type ScreeningQuestionnaire = (typeof SCREENING_QUESTIONNAIRES)[number];

export const SYMPTOM_GENDERS = ['male', 'female'] as const;
export type SymptomGender = (typeof SYMPTOM_GENDERS)[number];

export const SYMPTOMS_PER_CHECK_MAX = 40;

export const symptomCheckerToken = z.object({
  Token: z.string(),
  /** Seconds the token stays valid, as ApiMedic says it. */
  ValidThrough: z.number().int(),
});
export type SymptomCheckerToken = z.infer<typeof symptomCheckerToken>;

export const symptomItem = z.object({
  ID: z.number().int(),
  Name: z.string(),
  /** Other words people use for it, for search. */
  Synonyms: z.array(z.string()),
  /** Asked first; answering yes stops the check with the emergency screen. */
  RedFlag: z.boolean(),
});
export type SymptomItem = z.infer<typeof symptomItem>;
export const symptomList = z.array(symptomItem);

export const diagnosisItem = z.object({
  Issue: z.object({
    ID: z.number().int(),
    Name: z.string(),
    /** How well the answers fit this condition, 0–100 (not a probability of having it). */
    Accuracy: z.number(),
    Icd: z.string(),
    IcdName: z.string(),
    ProfName: z.string(),
    Ranking: z.number().int(),
  }),
  Specialisation: z.array(
    z.object({
      ID: z.number().int(),
      Name: z.string(),
      /** Our speciality id (the therapist list's filter) or null where no therapist of ours treats it. */
      SpecialistID: z.string().nullable(),
    }),
  ),
  Urgency: z.enum(URGENCY_LEVELS),
  Questionnaire: z.enum(SCREENING_QUESTIONNAIRES).nullable(),
});
export type DiagnosisItem = z.infer<typeof diagnosisItem>;
export const diagnosisList = z.array(diagnosisItem);

/** ApiMedic sends ids as a JSON array in the query: symptoms=[10,238]. */
const idList = (required: boolean) =>
  z
    .string()
    .trim()
    .max(400, M.tooManySymptoms)
    .transform((text, ctx) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: M.symptomsFormat });
        return z.NEVER;
      }
      const ok = Array.isArray(parsed) && parsed.every((n) => Number.isSafeInteger(n) && n > 0);
      if (!ok) {
        ctx.addIssue({ code: 'custom', message: M.symptomsFormat });
        return z.NEVER;
      }
      const ids = [...new Set(parsed as number[])];
      if (required && ids.length === 0) {
        ctx.addIssue({ code: 'custom', message: M.symptomsRequired });
        return z.NEVER;
      }
      if (ids.length > SYMPTOMS_PER_CHECK_MAX) {
        ctx.addIssue({ code: 'custom', message: M.tooManySymptoms });
        return z.NEVER;
      }
      return ids;
    });

export const symptomCheckQuery = z.object({
  symptoms: idList(true).describe('Symptom ids as a JSON array, e.g. [20,21]'),
  /** Ours: symptoms the person said they do not have (answered No). */
  absent: idList(false).optional().describe('Symptom ids answered No, as a JSON array (optional)'),
  gender: z.enum(SYMPTOM_GENDERS, { error: M.symptomCheckGenderRequired }),
  year_of_birth: z.coerce
    .number({ error: M.symptomCheckYearInvalid })
    .int(M.symptomCheckYearInvalid)
    .min(1900, M.symptomCheckYearInvalid)
    .max(2100, M.symptomCheckYearInvalid),
  language: z.literal('en-gb').optional(),
  token: z.string().max(2000).optional(),
});
export type SymptomCheckQuery = z.output<typeof symptomCheckQuery>;

export const symptomListQuery = z.object({
  language: z.literal('en-gb').optional(),
  token: z.string().max(2000).optional(),
});

/** POST /patient/symptom-checker/save: keep this result in my health records (the only thing ever stored). */
export const saveSymptomCheckBody = z.object({
  symptoms: z.array(z.number().int().positive()).min(1, M.symptomsRequired).max(SYMPTOMS_PER_CHECK_MAX),
  absent: z.array(z.number().int().positive()).max(200).default([]),
  gender: z.enum(SYMPTOM_GENDERS, { error: M.symptomCheckGenderRequired }),
  year_of_birth: z.number().int().min(1900, M.symptomCheckYearInvalid).max(2100, M.symptomCheckYearInvalid),
});
export type SaveSymptomCheckBody = z.input<typeof saveSymptomCheckBody>;

/**
 * The level a whole result is shown at: the most urgent of the first issue and any that fit well.
 * Nothing matched is 'consult': answers we cannot place are worth talking through with someone.
 */
export function overallUrgency(items: readonly DiagnosisItem[]): Urgency {
  if (items.length === 0) return 'consult';
  let level: Urgency = 'self_care';
  items.forEach((item, i) => {
    if (i === 0 || item.Issue.Accuracy >= 25) level = moreUrgent(level, item.Urgency);
  });
  return level;
}

export const SYMPTOM_CHECKER_LINK = '/user/base/home/symptom-checker';
