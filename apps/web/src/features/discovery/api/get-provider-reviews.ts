import { type ProviderReviewsData, REVIEWS_PAGE_LIMIT } from '@sahaj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { discoveryKeys } from './keys';

/** GET /user/provider-reviews?providerId&page&limit: a therapist's reviews, newest first. */
export const getProviderReviews = (providerId: string, page: number, signal?: AbortSignal) =>
  api<ProviderReviewsData>('/user/provider-reviews', {
    query: { providerId, page, limit: REVIEWS_PAGE_LIMIT },
    signal,
  });

export const providerReviewsQuery = (providerId: string, page: number) =>
  queryOptions({
    queryKey: discoveryKeys.reviews(providerId, page),
    queryFn: ({ signal }) => getProviderReviews(providerId, page, signal),
  });

export const useProviderReviews = (providerId: string, page: number) =>
  useQuery({ ...providerReviewsQuery(providerId, page), placeholderData: keepPreviousData });
