import type { MessageData, SubmitAnswersBody } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { corporateKeys } from './keys';

/** POST companies/forms/submit-answer { formId, answerList } ('All the answers has been submitted successfully'). */
export const submitSurvey = (body: SubmitAnswersBody) =>
  api<MessageData>('/companies/forms/submit-answer', { method: 'POST', body });

export function useSubmitSurvey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: submitSurvey,
    onSuccess: () => qc.invalidateQueries({ queryKey: corporateKeys.surveys }),
  });
}
