import type { FormResult, SubmitAnswersBody } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { formsKeys } from './keys';

/** POST /patient/forms/submit-answer ('All the answers has been submitted successfully'). */
export const submitAnswers = (body: SubmitAnswersBody) =>
  api<{ message: string; result: FormResult }>('/patient/forms/submit-answer', { method: 'POST', body });

export function useSubmitAnswers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: submitAnswers,
    onSuccess: (_r, body) => {
      void qc.invalidateQueries({ queryKey: formsKeys.list });
      void qc.invalidateQueries({ queryKey: formsKeys.answers(body.formId) });
    },
  });
}
