import type { MessageData } from '@sahaj/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CheckAnswers } from './check-params';

/** POST /patient/symptom-checker/save: the result as a PDF in my health records (the only thing ever stored). */
export const saveResult = (a: CheckAnswers) =>
  api<MessageData>('/patient/symptom-checker/save', {
    method: 'POST',
    body: { symptoms: a.present, absent: a.absent, gender: a.gender, year_of_birth: a.yearOfBirth },
  });

export const useSaveResult = () => useMutation({ mutationFn: saveResult });
