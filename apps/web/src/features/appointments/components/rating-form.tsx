import { Alert, Button, Card, Input, Stack, Text, Textarea, Title } from '@mantine/core';
import { type Appointment, MSG, REVIEW_TEXT_MAX, ratingBody } from '@sahaj/contract';
import { useState } from 'react';
import { StarRating } from '../../../components/star-rating';
import { notify } from '../../../lib/notify';
import { useRateTherapist } from '../api/rate-therapist';

/** After a completed session: stars 1–5 and optional words ('Thanks for submitting your review'). */
export function RatingForm({
  a,
}: {
  a: Pick<Appointment, '_id'> & { doctorDetails: Pick<Appointment['doctorDetails'], 'name'> };
}) {
  const rate = useRateTherapist();
  const [stars, setStars] = useState(0);
  const [words, setWords] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  function submit() {
    const body = { appointmentId: a._id, rating: stars, review: words.trim() || undefined };
    const parsed = ratingBody.safeParse(body);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? MSG.ratingRange);
      return;
    }
    rate.mutate(body, {
      onSuccess: (r) => {
        notify.success(r.message);
        setDone(r.message);
      },
      onError: (err) => setFieldError(err.message),
    });
  }

  if (done) {
    return (
      <Alert color="green" variant="light" role="status">
        {done}
      </Alert>
    );
  }
  return (
    <Card padding="lg" component="section" aria-labelledby="rate-heading">
      <Title order={2} size="h4" id="rate-heading" mb="xs">
        Rate your session with {a.doctorDetails.name}
      </Title>
      <Stack gap="sm">
        <Input.Wrapper label="Your rating" error={fieldError} withAsterisk>
          <StarRating
            value={stars}
            onChange={(v) => {
              setStars(v);
              setFieldError(null);
            }}
            label="Your rating, 1 to 5 stars"
            invalid={Boolean(fieldError)}
          />
        </Input.Wrapper>
        <Textarea
          label="Your review (optional)"
          value={words}
          onChange={(e) => setWords(e.currentTarget.value)}
          maxLength={REVIEW_TEXT_MAX}
          autosize
          minRows={3}
          description={`${words.length}/${REVIEW_TEXT_MAX}`}
        />
        <Text size="xs" c="dimmed">
          Other patients see your first name and last initial with your review.
        </Text>
        <Button onClick={submit} loading={rate.isPending} style={{ alignSelf: 'flex-start' }}>
          Submit review
        </Button>
      </Stack>
    </Card>
  );
}
