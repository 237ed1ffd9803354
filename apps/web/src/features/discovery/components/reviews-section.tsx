import { Card, Group, Progress, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatDate, REVIEWS_PAGE_LIMIT } from '@sahaj/contract';
import { useState } from 'react';
import { PagePager } from '../../../components/page-pager';
import { RatingStars } from '../../../components/rating-stars';
import { useProviderReviews } from '../api/get-provider-reviews';
import { useReviewRating } from '../api/get-review-rating';

const REVIEW_PAGE_NAMES = {
  next: 'Next reviews',
  previous: 'Previous reviews',
  item: (p: number) => `Reviews page ${p}`,
};

/** Reviews on a therapist's profile: the mean, how many of each star, and the reviews themselves. */
export function ReviewsSection({ therapistId, zone }: { therapistId: string; zone: string }) {
  const [page, setPage] = useState(0);
  const summary = useReviewRating(therapistId);
  const reviews = useProviderReviews(therapistId, page);
  const count = summary.data?.reviewCount ?? reviews.data?.count ?? 0;

  return (
    <Card padding="lg" component="section" aria-labelledby="reviews-heading">
      <Title order={2} size="h3" id="reviews-heading" mb="sm">
        Reviews
      </Title>
      {summary.isPending || reviews.isPending ? (
        <Stack gap="xs" role="status" aria-label="Loading reviews">
          <Skeleton h={20} w={180} />
          <Skeleton h={60} />
          <Skeleton h={60} />
        </Stack>
      ) : summary.isError || reviews.isError ? (
        <Text c="red.9" role="alert">
          {(summary.error ?? reviews.error)?.message}
        </Text>
      ) : count === 0 ? (
        <Text c="dimmed">No reviews yet. Reviews come from patients after a completed session.</Text>
      ) : (
        <Stack gap="md">
          <Group gap="xl" align="flex-start" wrap="wrap">
            <Stack gap={2} align="center">
              <Text fz={40} fw={700} lh={1}>
                {summary.data.rating.toFixed(1)}
              </Text>
              <RatingStars value={summary.data.rating} />
              <Text size="sm" c="dimmed">
                {count} {count === 1 ? 'review' : 'reviews'}
              </Text>
            </Stack>
            <Stack gap={4} style={{ flex: '1 1 200px' }} role="group" aria-label="Reviews by stars">
              {([5, 4, 3, 2, 1] as const).map((star) => {
                const n = summary.data.breakdown[star];
                return (
                  <Group key={star} gap="xs" wrap="nowrap">
                    <Text size="sm" w={52}>
                      {star} star
                    </Text>
                    <Progress
                      value={count ? (n / count) * 100 : 0}
                      style={{ flex: 1 }}
                      aria-label={`${n} reviews with ${star} stars`}
                    />
                    <Text size="sm" c="dimmed" w={24} ta="right">
                      {n}
                    </Text>
                  </Group>
                );
              })}
            </Stack>
          </Group>
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {reviews.data.reviews.map((r) => (
              <li key={r._id} style={{ borderTop: '1px solid var(--mantine-color-warmGray-2)', paddingTop: 12 }}>
                <Group justify="space-between" gap="xs">
                  <Group gap="xs">
                    <RatingStars value={r.rating} size="sm" />
                    <Text size="sm" fw={600}>
                      {r.patientName}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {formatDate(r.createdAt, zone)}
                  </Text>
                </Group>
                <VisuallyHidden>Rated {r.rating} out of 5</VisuallyHidden>
                {r.review && (
                  <Text size="sm" mt={4}>
                    {r.review}
                  </Text>
                )}
              </li>
            ))}
          </Stack>
          <PagePager
            count={reviews.data.count}
            limit={REVIEWS_PAGE_LIMIT}
            page={page}
            onPage={setPage}
            size="sm"
            names={REVIEW_PAGE_NAMES}
          />
        </Stack>
      )}
    </Card>
  );
}
