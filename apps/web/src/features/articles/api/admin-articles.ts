import type { AdminArticle, AdminArticleBody, AdminArticleSummary, ArticleStatus } from '@sahaj/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const adminKeys = {
  all: ['articles', 'admin'] as const,
  list: ['articles', 'admin', 'list'] as const,
  one: (id: number) => ['articles', 'admin', id] as const,
  authors: ['articles', 'admin', 'authors'] as const,
};
type Saved = { message: string; article: AdminArticle };

/** GET /admin/articles (drafts too). */
export const useAdminArticles = () =>
  useQuery({
    queryKey: adminKeys.list,
    queryFn: ({ signal }) =>
      api<{ articles: AdminArticleSummary[]; count: number; source: 'sahaj' | 'wordpress' }>('/admin/articles', {
        query: { limit: 50 },
        signal,
      }),
  });

/** GET /admin/articles/{id}. */
export const useAdminArticle = (id: number | null) =>
  useQuery({
    queryKey: adminKeys.one(id ?? 0),
    queryFn: ({ signal }) => api<AdminArticle>(`/admin/articles/${id}`, { signal }),
    enabled: id !== null,
  });

/** GET /admin/article-authors. */
export const useArticleAuthors = () =>
  useQuery({
    queryKey: adminKeys.authors,
    queryFn: ({ signal }) =>
      api<{ authors: Array<{ _id: number; name: string }> }>('/admin/article-authors', { signal }),
  });

/** Every change to an article refreshes the admin's lists and the readers' feed. */
function useArticleMutation<V>(fn: (v: V) => Promise<Saved>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (r) => {
      client.setQueryData(adminKeys.one(r.article._id), r.article);
      void client.invalidateQueries({ queryKey: ['articles'] });
    },
  });
}

/** POST /admin/articles or PUT /admin/articles/{id}. */
export const useSaveArticle = () =>
  useArticleMutation(({ id, body }: { id: number | null; body: AdminArticleBody }) =>
    id === null
      ? api<Saved>('/admin/articles', { method: 'POST', body })
      : api<Saved>(`/admin/articles/${id}`, { method: 'PUT', body }),
  );

/** PATCH /admin/articles/{id}/status. */
export const useSetArticleStatus = () =>
  useArticleMutation(({ id, status }: { id: number; status: ArticleStatus }) =>
    api<Saved>(`/admin/articles/${id}/status`, { method: 'PATCH', body: { status } }),
  );

/** PUT /admin/articles/{id}/cover (multipart, field 'files'). */
export const useSetArticleCover = () =>
  useArticleMutation(({ id, file }: { id: number; file: File }) => {
    const form = new FormData();
    form.append('files', file);
    return api<Saved>(`/admin/articles/${id}/cover`, { method: 'PUT', body: form });
  });

/** POST /admin/articles/preview: the body as readers would get it. */
export const previewArticle = (content: string) =>
  api<{ rendered: string; readTime: number }>('/admin/articles/preview', { method: 'POST', body: { content } });

/** POST /admin/article-authors. */
export function useAddAuthor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      api<{ message: string; author: { _id: number; name: string } }>('/admin/article-authors', {
        method: 'POST',
        body: { name },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.authors }),
  });
}
