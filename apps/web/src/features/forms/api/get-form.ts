import type { FormDetailData } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { formsKeys } from './keys';

/** GET /patient/forms/admincreated/{id}: the questionnaire and its questions (data.questionsList). */
export const getForm = (id: string, signal?: AbortSignal) =>
  api<FormDetailData>(`/patient/forms/admincreated/${id}`, { signal });

export const formQuery = (id: string) =>
  queryOptions({ queryKey: formsKeys.detail(id), queryFn: ({ signal }) => getForm(id, signal) });

export const useQuestionnaire = (id: string) => useQuery(formQuery(id));
