import { MSG, type ProviderReviewsData, type RatingResult, type Review, type ReviewRating } from '@sahaj/contract';
import type { BaseContext } from '../../context';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { bothJoined } from '../calls';
import { reviewsRepository } from './repository';

type Ctx = Pick<BaseContext, 'db'>;

const round2 = (n: number) => Math.round(n * 100) / 100;
/** 'Asha V.': a reviewer is shown by first name and last initial only. */
const shortName = (first: string | null, last: string | null, name: string | null) => {
  const f = first ?? name?.split(' ')[0] ?? 'Patient';
  const l = last ?? name?.split(' ').slice(1).join(' ') ?? '';
  return l ? `${f} ${l[0]!.toUpperCase()}.` : f;
};

/**
 * Reviews (issue 11): a patient rates a completed appointment (or one whose video call both joined, issue 14) once; the therapist's rating is the
 * mean of their reviews, updated in the review's own transaction (the unique index on
 * appointment_id makes a second review of one appointment a 409, even when two arrive at once).
 */
export function reviewsService(ctx: Ctx) {
  const repo = reviewsRepository(ctx.db);

  return {
    async rate(
      patientId: string,
      body: { appointmentId: string; rating: number; review?: string },
    ): Promise<RatingResult> {
      try {
        return await ctx.db.transaction(async (tx) => {
          const a = await repo.lockAppointment(tx, body.appointmentId, patientId);
          if (!a || a.status === 'held') throw notFound(MSG.appointmentNotFound);
          // A session held on video may be rated as soon as the call ends (both joined), before its end time.
          const heldOnVideo = a.status === 'upcoming' && (await bothJoined(tx, a.id));
          if (a.status !== 'completed' && !heldOnVideo) {
            throw badRequest(MSG.reviewNeedsCompletedSession, 'NOT_COMPLETED');
          }
          const row = await repo.insert(tx, {
            appointmentId: a.id,
            patientId,
            therapistId: a.therapistId,
            rating: body.rating,
            review: body.review || null,
          });
          const mean = await repo.addToMean(tx, a.therapistId, body.rating);
          const me = await repo.nameOf(tx, patientId);
          const review: Review = {
            _id: row.id,
            providerId: row.therapistId,
            appointmentId: row.appointmentId,
            rating: row.rating,
            review: row.review,
            patientName: shortName(me?.firstName ?? null, me?.lastName ?? null, me?.name ?? null),
            createdAt: row.createdAt.toISOString(),
          };
          return { message: MSG.reviewThanks, review, rating: round2(mean.rating), reviewCount: mean.reviewCount };
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(MSG.reviewAlreadyGiven, 'ALREADY_REVIEWED');
        throw err;
      }
    },

    async list(q: { providerId: string; page: number; limit: number }): Promise<ProviderReviewsData> {
      if (!(await repo.isTherapist(q.providerId))) throw notFound(MSG.therapistNotFound);
      const { rows, count } = await repo.page(q.providerId, q.page, q.limit);
      return {
        reviews: rows.map((r) => ({
          _id: r.review.id,
          providerId: r.review.therapistId,
          appointmentId: r.review.appointmentId,
          rating: r.review.rating,
          review: r.review.review,
          patientName: shortName(r.firstName, r.lastName, r.name),
          createdAt: r.review.createdAt.toISOString(),
        })),
        count,
      };
    },

    async rating(providerId: string): Promise<ReviewRating> {
      if (!(await repo.isTherapist(providerId))) throw notFound(MSG.therapistNotFound);
      const [stats, groups] = await Promise.all([repo.stats(providerId), repo.breakdown(providerId)]);
      const by = (n: number) => groups.find((g) => g.rating === n)?.n ?? 0;
      return {
        providerId,
        rating: round2(stats?.rating ?? 0),
        reviewCount: stats?.reviewCount ?? 0,
        breakdown: { 1: by(1), 2: by(2), 3: by(3), 4: by(4), 5: by(5) },
      };
    },
  };
}
export type ReviewsService = ReturnType<typeof reviewsService>;
