/** Query keys this feature owns. */
export const medicationKeys = {
  all: ['medications'] as const,
  list: ['medications', 'list'] as const,
  types: ['medications', 'types'] as const,
  library: (search: string) => ['medications', 'library', search] as const,
};
