import type { FormAnswersData } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { formsKeys } from './keys';

/** GET /patient/forms/{id}/answers: my results of one questionnaire, newest first, with its bands. */
export const getFormAnswers = (id: string, signal?: AbortSignal) =>
  api<FormAnswersData>(`/patient/forms/${id}/answers`, { signal });

export const formAnswersQuery = (id: string) =>
  queryOptions({ queryKey: formsKeys.answers(id), queryFn: ({ signal }) => getFormAnswers(id, signal) });

export const useFormAnswers = (id: string) => useQuery(formAnswersQuery(id));
