import type { SymptomItem } from '@sahaj/contract';
import { api } from '../../../lib/api-client';
import { type CheckAnswers, checkQuery } from './check-params';

/** GET /patient/symptom-checker/proposed/symptoms: what is worth asking next (nothing after a red flag). */
export const getProposed = (answers: CheckAnswers, signal?: AbortSignal) =>
  api<SymptomItem[]>('/patient/symptom-checker/proposed/symptoms', { query: checkQuery(answers), signal });
