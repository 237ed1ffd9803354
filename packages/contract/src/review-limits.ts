// Review limits apart from the schemas (reviews.ts): a therapist's profile pages its reviews by
// REVIEWS_PAGE_LIMIT, and importing it from reviews.ts brought the rating form's schema and zod
// into the profile's first download (issue 25).

export const REVIEW_TEXT_MAX = 1000;
export const REVIEWS_PAGE_LIMIT = 10;
