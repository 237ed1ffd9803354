import { z } from 'zod';
import { BOOKING_MSG as B } from './messages/booking';
import { REVIEW_TEXT_MAX, REVIEWS_PAGE_LIMIT } from './review-limits';

/**
 * Reviews (spec 03, issue 11). Under /api/v1:
 *   POST /patient/rating                                 ratingBody → ratingResult (patients; a completed session, once)
 *   GET  /user/provider-reviews?providerId&page&limit    → providerReviewsData (any signed-in user)
 *   GET  /user/review-rating?providerId                  → reviewRating (any signed-in user)
 * A therapist's rating is the mean of their reviews, updated in the same transaction as the review.
 */

export const ratingBody = z.object({
  appointmentId: z.string().uuid(B.appointmentNotFound).describe('A completed appointment of the caller'),
  rating: z.number({ error: B.ratingRange }).int(B.ratingRange).min(1, B.ratingRange).max(5, B.ratingRange),
  review: z.string().trim().max(REVIEW_TEXT_MAX).optional().describe('Optional words'),
});
export type RatingBody = z.input<typeof ratingBody>;

export const review = z.object({
  _id: z.string(),
  providerId: z.string(),
  appointmentId: z.string(),
  rating: z.number().int(),
  review: z.string().nullable(),
  patientName: z.string().describe("First name and last initial ('Asha V.')"),
  createdAt: z.string(),
});
export type Review = z.infer<typeof review>;

export const ratingResult = z.object({
  message: z.string(),
  review,
  rating: z.number().describe("The therapist's new mean rating"),
  reviewCount: z.number().int(),
});
export type RatingResult = z.infer<typeof ratingResult>;

export const providerReviewsQuery = z.object({
  providerId: z.string().uuid(B.therapistNotFound),
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(REVIEWS_PAGE_LIMIT),
});
export const providerReviewsData = z.object({ reviews: z.array(review), count: z.number().int() });
export type ProviderReviewsData = z.infer<typeof providerReviewsData>;

export const reviewRatingQuery = z.object({ providerId: z.string().uuid(B.therapistNotFound) });
export const reviewRating = z.object({
  providerId: z.string(),
  rating: z.number().describe('Mean, two decimals; 0 when there are no reviews'),
  reviewCount: z.number().int(),
  breakdown: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
});
export type ReviewRating = z.infer<typeof reviewRating>;
