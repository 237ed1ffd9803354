/** Query keys this feature owns. */
export const formsKeys = {
  all: ['forms'] as const,
  list: ['forms', 'list'] as const,
  detail: (id: string) => ['forms', 'detail', id] as const,
  answers: (id: string) => ['forms', 'answers', id] as const,
  shared: (patientId: string) => ['forms', 'shared', patientId] as const,
  therapists: ['forms', 'my-therapists'] as const,
  admin: ['forms', 'admin'] as const,
};
