/** Query keys this feature owns. */
export const familyKeys = {
  all: ['family'] as const,
  list: ['family', 'list'] as const,
  relationships: ['family', 'relationships'] as const,
};
