import { Badge, Button, Card, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RatingStars } from '../../../components/rating-stars';
import { TherapistAvatar } from './therapist-avatar';

/** What a list card shows; the page maps the contract's list item onto it. */
export interface TherapistCardView {
  id: string;
  name: string;
  photo: string | null;
  title: string | null;
  specialities: string[];
  languages: string[];
  years: number | null;
  rating: number | null;
  reviewCount: number | null;
  fee: string;
  profileHref: string;
}

export const yearsLabel = (years: number | null) =>
  years === null ? null : `${years} ${years === 1 ? 'year' : 'years'} of experience`;

/**
 * A card below the fold is not styled, laid out or painted until it scrolls near: on a phone two of the
 * ten fit the screen, and the other eight were a third of the work when the list arrived. It stays in
 * the page (found by find-in-page and screen readers); until first drawn it holds about a card's height.
 */
const OFF_SCREEN_SKIPPED = { contentVisibility: 'auto', containIntrinsicSize: 'auto 260px' } as const;

/** One therapist in the list: photo, name, title, specialities, languages, experience, rating, fee. */
export function TherapistCard({ t }: { t: TherapistCardView }) {
  const headingId = `therapist-${t.id}`;
  return (
    <Card padding="lg" component="article" aria-labelledby={headingId} style={OFF_SCREEN_SKIPPED}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <TherapistAvatar src={t.photo} name={t.name} size={72} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text component="h2" id={headingId} fw={650} size="lg" lh={1.3}>
            {t.name}
          </Text>
          {t.title && (
            <Text size="sm" c="dimmed">
              {t.title}
            </Text>
          )}
          <RatingLine rating={t.rating} reviewCount={t.reviewCount} />
          {t.specialities.length > 0 && (
            <Group gap={6} mt={4}>
              {t.specialities.slice(0, 3).map((s) => (
                <Badge key={s} variant="light" radius="sm" tt="none" fw={500}>
                  {s}
                </Badge>
              ))}
              {t.specialities.length > 3 && (
                <Text size="xs" c="dimmed">
                  +{t.specialities.length - 3} more
                </Text>
              )}
            </Group>
          )}
          {t.languages.length > 0 && (
            <Group gap={6} wrap="nowrap" mt={2}>
              <IconLanguage size={16} aria-hidden />
              <Text size="sm" c="dimmed" truncate>
                {t.languages.join(', ')}
              </Text>
            </Group>
          )}
        </Stack>
      </Group>
      <Group justify="space-between" mt="md" gap="sm" wrap="wrap">
        <Stack gap={0}>
          <Text fw={700} size="lg" c="sahajTeal.8">
            {t.fee}
          </Text>
          {yearsLabel(t.years) && (
            <Text size="xs" c="dimmed">
              {yearsLabel(t.years)}
            </Text>
          )}
        </Stack>
        <Button component={Link} to={t.profileHref} aria-label={`View profile of ${t.name}`}>
          View profile
        </Button>
      </Group>
    </Card>
  );
}

/** Stars and the mean, or a quiet 'New' when nobody has reviewed yet. */
export function RatingLine({ rating, reviewCount }: { rating: number | null; reviewCount: number | null }) {
  if (!rating || (reviewCount !== null && reviewCount === 0)) {
    return (
      <Text size="sm" c="dimmed">
        No reviews yet
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <RatingStars value={rating} size="sm" />
      <Text size="sm" fw={600} aria-hidden>
        {rating.toFixed(1)}
      </Text>
      {reviewCount !== null && (
        <Text size="sm" c="dimmed">
          ({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})
        </Text>
      )}
      <VisuallyHidden>Rated {rating.toFixed(1)} out of 5</VisuallyHidden>
    </Group>
  );
}

/** The card's shape while the list loads. */
export function TherapistCardSkeleton() {
  return (
    <Card padding="lg" aria-hidden>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Skeleton circle h={72} w={72} />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton h={18} w="60%" />
          <Skeleton h={12} w="40%" />
          <Skeleton h={12} w="30%" />
          <Skeleton h={20} w="70%" />
        </Stack>
      </Group>
      <Group justify="space-between" mt="md">
        <Skeleton h={24} w={80} />
        <Skeleton h={36} w={120} />
      </Group>
    </Card>
  );
}
