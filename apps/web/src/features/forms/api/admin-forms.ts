import type { AdminForm, AdminFormBody } from '@sahaj/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { formsKeys } from './keys';

/** GET /admin/forms: every form, drafts too, with option scores. */
export const listAdminForms = (signal?: AbortSignal) => api<{ forms: AdminForm[] }>('/admin/forms', { signal });
export const adminFormsQuery = () =>
  queryOptions({ queryKey: formsKeys.admin, queryFn: ({ signal }) => listAdminForms(signal) });
export const useAdminForms = () => useQuery(adminFormsQuery());

/** POST /admin/forms (new, unpublished) or PUT /admin/forms/{id} (replace). */
export const saveAdminForm = ({ id, body }: { id?: string; body: AdminFormBody }) =>
  api<{ message: string; form: AdminForm }>(id ? `/admin/forms/${id}` : '/admin/forms', {
    method: id ? 'PUT' : 'POST',
    body,
  });
export function useSaveAdminForm() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveAdminForm, onSuccess: () => qc.invalidateQueries({ queryKey: formsKeys.all }) });
}

/** PATCH /admin/forms/{id}/publish. */
export const publishAdminForm = ({ id, published }: { id: string; published: boolean }) =>
  api<{ message: string; form: AdminForm }>(`/admin/forms/${id}/publish`, { method: 'PATCH', body: { published } });
export function usePublishAdminForm() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: publishAdminForm,
    onSuccess: () => qc.invalidateQueries({ queryKey: formsKeys.all }),
  });
}
