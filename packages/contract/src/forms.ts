import { z } from 'zod';
import { FORMS_MSG as M } from './messages/forms';
import { ANSWER_TYPES } from './onboarding';

/**
 * Questionnaires (issue 15): the forms engine's payloads, and the validated screening
 * questionnaires PHQ-9 and GAD-7 (public domain; Pfizer released them for free use) with their
 * published scoring: every item 0–3, the total's severity bands, PHQ-9 item 9 flags self-harm thoughts.
 */

export const FORM_SCORING_KEYS = ['phq9', 'gad7'] as const;
export type FormScoringKey = (typeof FORM_SCORING_KEYS)[number];

export interface ScoreBand {
  min: number;
  max: number;
  label: string;
}

export const FREQUENCY_OPTIONS = [
  { label: 'Not at all', score: 0 },
  { label: 'Several days', score: 1 },
  { label: 'More than half the days', score: 2 },
  { label: 'Nearly every day', score: 3 },
] as const;

export const PHQ9 = {
  key: 'phq9' as const,
  name: 'PHQ-9 (Patient Health Questionnaire)',
  description:
    'Over the last 2 weeks, how often have you been bothered by any of the following problems? Nine questions about mood, used to screen for depression and follow how it changes.',
  items: [
    'Little interest or pleasure in doing things',
    'Feeling down, depressed, or hopeless',
    'Trouble falling or staying asleep, or sleeping too much',
    'Feeling tired or having little energy',
    'Poor appetite or overeating',
    'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
    'Trouble concentrating on things, such as reading the newspaper or watching television',
    'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
    'Thoughts that you would be better off dead or of hurting yourself in some way',
  ],
  maxScore: 27,
  bands: [
    { min: 0, max: 4, label: 'Minimal' },
    { min: 5, max: 9, label: 'Mild' },
    { min: 10, max: 14, label: 'Moderate' },
    { min: 15, max: 19, label: 'Moderately severe' },
    { min: 20, max: 27, label: 'Severe' },
  ] as ScoreBand[],
};

export const GAD7 = {
  key: 'gad7' as const,
  name: 'GAD-7 (Generalized Anxiety Disorder)',
  description:
    'Over the last 2 weeks, how often have you been bothered by the following problems? Seven questions used to screen for anxiety and follow how it changes.',
  items: [
    'Feeling nervous, anxious, or on edge',
    'Not being able to stop or control worrying',
    'Worrying too much about different things',
    'Trouble relaxing',
    'Being so restless that it is hard to sit still',
    'Becoming easily annoyed or irritable',
    'Feeling afraid, as if something awful might happen',
  ],
  maxScore: 21,
  bands: [
    { min: 0, max: 4, label: 'Minimal' },
    { min: 5, max: 9, label: 'Mild' },
    { min: 10, max: 14, label: 'Moderate' },
    { min: 15, max: 21, label: 'Severe' },
  ] as ScoreBand[],
};

export const SCORED_FORMS = { phq9: PHQ9, gad7: GAD7 } as const;

/** The band a total falls in; throws for a total outside the questionnaire's range. */
export function scoreBand(key: FormScoringKey, total: number): ScoreBand {
  const band = SCORED_FORMS[key].bands.find((b) => total >= b.min && total <= b.max);
  if (!Number.isInteger(total) || !band) throw new RangeError(`${key} total ${total} is out of range`);
  return band;
}

/** PHQ-9 item 9 (thoughts of death or self-harm) answered above 'Not at all'. */
export function needsCrisisNote(key: FormScoringKey | null | undefined, itemScores: number[]): boolean {
  return key === 'phq9' && (itemScores[8] ?? 0) > 0;
}

// The crisis note's helplines: helplines.ts (helplinesFor, by the person's country), exported with
// this file so every screen reaches the one table through '@sahaj/contract'.
export * from './helplines';

// ---------------------------------------------------------------------------------------------
// Payloads

export const formSummary = z.object({
  _id: z.string(),
  formName: z.string(),
  formDescription: z.string(),
  updatedAt: z.string(),
  questionCount: z.number().int(),
  scoring: z.enum(FORM_SCORING_KEYS).nullable(),
  /** The patient's latest result of this form, if any. */
  lastResult: z
    .object({ totalScore: z.number().int(), band: z.string().nullable(), submittedAt: z.string() })
    .nullable(),
});
export type FormSummary = z.infer<typeof formSummary>;
export const formsListData = z.object({ forms: z.array(formSummary), count: z.number().int() });
export type FormsListData = z.infer<typeof formsListData>;

export const formOption = z.object({ _id: z.string(), label: z.string() });
export const formQuestion = z.object({
  _id: z.string(),
  question: z.string(),
  answerType: z.enum(ANSWER_TYPES),
  options: z.array(formOption),
});
export type FormQuestion = z.infer<typeof formQuestion>;
export const formDetailData = z.object({
  form: formSummary.omit({ lastResult: true }),
  questionsList: z.array(formQuestion),
});
export type FormDetailData = z.infer<typeof formDetailData>;

export const formIdParams = z.object({ id: z.string().uuid(M.formNotFound) });

export const submitAnswersBody = z.object({
  formId: z.string().uuid(M.formNotFound),
  answerList: z
    .array(
      z.object({
        questionId: z.string().uuid(M.formUnknownQuestion),
        selectedAnswers: z.array(z.string().min(1).max(64)).min(1, M.formPickAnOption).max(20),
      }),
    )
    .min(1, M.formAnswerEveryQuestion)
    .max(100),
});
export type SubmitAnswersBody = z.infer<typeof submitAnswersBody>;

export const formResult = z.object({
  _id: z.string(),
  formId: z.string(),
  totalScore: z.number().int(),
  maxScore: z.number().int().nullable(),
  band: z.string().nullable(),
  crisis: z.boolean(),
  submittedAt: z.string(),
  answerList: z.array(
    z.object({
      questionId: z.string(),
      question: z.string(),
      selectedAnswers: z.array(z.string()),
      selectedLabels: z.array(z.string()),
      score: z.number().int(),
    }),
  ),
  sharedWith: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type FormResult = z.infer<typeof formResult>;
export const submitAnswersResult = z.object({ message: z.string(), result: formResult });

export const formAnswersData = z.object({
  form: formSummary.omit({ lastResult: true }),
  bands: z.array(z.object({ min: z.number(), max: z.number(), label: z.string() })),
  maxScore: z.number().int().nullable(),
  /** Newest first. */
  results: z.array(formResult),
});
export type FormAnswersData = z.infer<typeof formAnswersData>;

export const shareResultBody = z.object({
  submissionId: z.string().uuid(M.resultNotFound),
  therapistId: z.string().uuid(M.shareNeedsAppointment),
});
export type ShareResultBody = z.infer<typeof shareResultBody>;

/** Results a patient shared with the asking therapist (read audited). */
export const sharedResultsData = z.object({
  results: z.array(formResult.extend({ formName: z.string() })),
});
export type SharedResultsData = z.infer<typeof sharedResultsData>;

// Admin

export const adminFormOption = z.object({
  _id: z.string().optional(),
  label: z.string().trim().min(1, M.formOptionRequired).max(200),
  score: z.number().int().min(0).max(100),
});
export const adminFormQuestion = z.object({
  question: z.string().trim().min(1, M.formQuestionRequired).max(500),
  answerType: z.enum(ANSWER_TYPES),
  options: z.array(adminFormOption).min(2, M.formTwoOptions).max(20),
});
export const adminFormBody = z.object({
  formName: z.string().trim().min(1, M.formNameRequired).max(120),
  formDescription: z.string().trim().max(1000).default(''),
  questions: z.array(adminFormQuestion).min(1, M.formOneQuestion).max(100),
});
export type AdminFormBody = z.infer<typeof adminFormBody>;
export const adminFormParams = z.object({ formId: z.string().uuid(M.formNotFound) });
export const adminPublishBody = z.object({ published: z.boolean() });

export const adminForm = z.object({
  _id: z.string(),
  formName: z.string(),
  formDescription: z.string(),
  published: z.boolean(),
  scoring: z.enum(FORM_SCORING_KEYS).nullable(),
  updatedAt: z.string(),
  submissions: z.number().int(),
  questions: z.array(
    z.object({
      _id: z.string(),
      question: z.string(),
      answerType: z.enum(ANSWER_TYPES),
      options: z.array(z.object({ _id: z.string(), label: z.string(), score: z.number().int() })),
    }),
  ),
});
export type AdminForm = z.infer<typeof adminForm>;
export const adminFormsData = z.object({ forms: z.array(adminForm) });
export const adminFormSaved = z.object({ message: z.string(), form: adminForm });
