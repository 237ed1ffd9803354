import {
  okEnvelope,
  providerReviewsData,
  providerReviewsQuery,
  ratingBody,
  ratingResult,
  reviewRating,
  reviewRatingQuery,
} from '@sahaj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, principalOf } from '../../lib/http';

const security = [{ bearer: [] }];
const tags = ['reviews'];

/** Reviews of therapists (issue 11). */
const reviewsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = ctx.services.reviews;

  app.post(
    '/patient/rating',
    {
      config: { access: ['patient'] },
      schema: {
        tags,
        security,
        summary: 'Rate a completed session (1–5 stars, optional words)',
        description:
          "Only the patient of a completed appointment, once per appointment ('Thanks for submitting your review'; again: 409). The therapist's rating (the mean) is updated in the same transaction.",
        body: ratingBody,
        response: { 200: okEnvelope(ratingResult) },
      },
    },
    async (req) => ok(await service.rate(principalOf(req).userId, req.body)),
  );

  app.get(
    '/user/provider-reviews',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        security,
        summary: "A therapist's reviews, newest first",
        querystring: providerReviewsQuery,
        response: { 200: okEnvelope(providerReviewsData) },
      },
    },
    async (req) => ok(await service.list(req.query)),
  );

  app.get(
    '/user/review-rating',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        security,
        summary: "A therapist's mean rating, count and breakdown by stars",
        querystring: reviewRatingQuery,
        response: { 200: okEnvelope(reviewRating) },
      },
    },
    async (req) => ok(await service.rating(req.query.providerId)),
  );
};

export default reviewsRoutes;
