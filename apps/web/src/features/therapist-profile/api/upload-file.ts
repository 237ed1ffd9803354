import type { UploadFileResult, UploadType } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workProfileKeys } from './keys';

/** POST /provider/upload-file (multipart): an avatar, or an entry's document (attached to `fileId` when given). */
export const uploadFile = (type: UploadType, file: File, fileId?: string) => {
  const form = new FormData();
  form.set('type', type);
  if (fileId) form.set('fileId', fileId);
  form.set('uploadFile', file, file.name);
  return api<UploadFileResult>('/provider/upload-file', { method: 'POST', body: form });
};

export function useUploadFile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ type, file, fileId }: { type: UploadType; file: File; fileId?: string }) =>
      uploadFile(type, file, fileId),
    onSuccess: (_d, v) => {
      if (v.type === 'profile_pic' || v.fileId) void qc.invalidateQueries({ queryKey: workProfileKeys.profile });
    },
  });
}
