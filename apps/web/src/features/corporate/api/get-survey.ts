import type { FormDetailData } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { corporateKeys } from './keys';

/** GET companies/forms/admincreated/{formId}: the survey and its questions (data.questionsList). */
export const getSurvey = (formId: string, signal?: AbortSignal) =>
  api<FormDetailData>(`/companies/forms/admincreated/${encodeURIComponent(formId)}`, { signal });

export const surveyQuery = (formId: string) =>
  queryOptions({ queryKey: corporateKeys.survey(formId), queryFn: ({ signal }) => getSurvey(formId, signal) });

export const useSurvey = (formId: string) => useQuery(surveyQuery(formId));
