/** Query keys the articles feature owns. */
export const articleKeys = {
  all: ['articles'] as const,
  list: (q: object) => ['articles', 'list', q] as const,
  bySlug: (slug: string) => ['articles', 'slug', slug] as const,
  related: (id: number) => ['articles', 'related', id] as const,
  categories: ['articles', 'categories'] as const,
};
