/** Query keys this feature owns; mutations elsewhere invalidate by these. */
export const discoveryKeys = {
  all: ['discovery'] as const,
  list: (body: unknown) => ['discovery', 'list', body] as const,
  suggestions: (text: string) => ['discovery', 'suggestions', text] as const,
  therapist: (id: string) => ['discovery', 'therapist', id] as const,
  slots: (id: string, startDate: string, endDate: string) => ['discovery', 'slots', id, startDate, endDate] as const,
  reviews: (id: string, page: number) => ['discovery', 'reviews', id, page] as const,
  reviewRating: (id: string) => ['discovery', 'review-rating', id] as const,
  specialities: ['discovery', 'specialities'] as const,
  languages: (searchKey: string) => ['discovery', 'languages', searchKey] as const,
  cities: (searchKey: string) => ['discovery', 'cities', searchKey] as const,
};
