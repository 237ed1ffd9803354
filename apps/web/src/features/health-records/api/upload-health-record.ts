import type { HealthRecord } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { healthKeys } from './keys';

/** POST /user/patient/upload/medical-record (multipart, one file). */
export const uploadHealthRecord = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api<{ message: string; record: HealthRecord }>('/user/patient/upload/medical-record', {
    method: 'POST',
    body: form,
  });
};

export function useUploadHealthRecord() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadHealthRecord,
    onSuccess: () => qc.invalidateQueries({ queryKey: healthKeys.records }),
  });
}
