import { type QuestionsData, WELLNESS_CONTEXT } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { onboardingKeys } from './keys';

export const questionsQuery = (contextType = WELLNESS_CONTEXT) =>
  queryOptions({
    queryKey: onboardingKeys.questions(contextType),
    queryFn: ({ signal }) => api<QuestionsData>('/user/questions', { query: { contextType }, signal }),
    staleTime: 5 * 60_000,
  });

/** The pre-booking wellness questions, one wizard page each. */
export const useWellnessQuestions = () => useQuery(questionsQuery());
