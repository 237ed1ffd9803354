import type { AccountUpdateData } from '@sahaj/contract';
import { api } from '../../../lib/api-client';
import { useAccountMutation } from './use-account-mutation';

/** POST /user/profile-picture (multipart 'file'). */
export const uploadPicture = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api<AccountUpdateData>('/user/profile-picture', { method: 'POST', body: form });
};
export const useUploadPicture = () => useAccountMutation(uploadPicture);

/** DELETE /user/profile-picture. */
export const removePicture = () => api<AccountUpdateData>('/user/profile-picture', { method: 'DELETE' });
export const useRemovePicture = () => useAccountMutation((_: undefined) => removePicture());
