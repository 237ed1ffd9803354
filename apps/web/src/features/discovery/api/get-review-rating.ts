import type { ReviewRating } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { discoveryKeys } from './keys';

/** GET /user/review-rating?providerId: the mean rating, the count and how many of each star. */
export const getReviewRating = (providerId: string, signal?: AbortSignal) =>
  api<ReviewRating>('/user/review-rating', { query: { providerId }, signal });

export const reviewRatingQuery = (providerId: string) =>
  queryOptions({
    queryKey: discoveryKeys.reviewRating(providerId),
    queryFn: ({ signal }) => getReviewRating(providerId, signal),
  });

export const useReviewRating = (providerId: string) => useQuery(reviewRatingQuery(providerId));
