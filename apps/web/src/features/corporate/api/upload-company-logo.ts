import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { corporateKeys } from './keys';

/** PATCH companies/{companyId}/upload/file, multipart field 'files' ('Successfully Logo Changed'). */
export function uploadCompanyLogo({ companyId, file }: { companyId: string; file: File }) {
  const form = new FormData();
  form.append('files', file);
  return api<{ message: string; companyLogo: string }>(`/companies/${encodeURIComponent(companyId)}/upload/file`, {
    method: 'PATCH',
    body: form,
  });
}

export function useUploadCompanyLogo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadCompanyLogo,
    onSuccess: () => qc.invalidateQueries({ queryKey: corporateKeys.profile }),
  });
}
