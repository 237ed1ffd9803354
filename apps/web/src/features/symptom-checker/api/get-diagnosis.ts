import type { DiagnosisItem } from '@sahaj/contract';
import { api } from '../../../lib/api-client';
import { type CheckAnswers, checkQuery } from './check-params';

/** GET /patient/symptom-checker/diagnosis: what might fit, each with its urgency. */
export const getDiagnosis = (answers: CheckAnswers, signal?: AbortSignal) =>
  api<DiagnosisItem[]>('/patient/symptom-checker/diagnosis', { query: checkQuery(answers), signal });
