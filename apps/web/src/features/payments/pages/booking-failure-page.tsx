import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@sahaj/contract';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useHold } from '../../booking';
import { storedPayment } from '../payment-storage';

const HOME = '/user/base/home';

/**
 * booking/failure/{id}/{transactionId} (spec 03 "Payment screens"): 'Payment Failed!', 'Please try
 * again.' and the long text. Proceed goes to view-doctors when an id param exists, otherwise to the
 * therapist's profile. While the hold lasts the patient can also go back and pay again.
 */
export function BookingFailurePage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const stored = storedPayment();

  // Back from a later, successful payment lands here again: the slot itself says whether it is booked
  // now, so a stale 'Payment Failed!' is never shown for a session that is booked (issue 20 #5).
  const slot = useHold(id ?? '');

  function proceed() {
    navigate(id || !stored ? `${HOME}/view-doctors` : `${HOME}/doctor-profile/${stored.providerId}`);
  }

  if (id && slot.isPending) {
    return (
      <Stack maw={560} mx="auto" py="xl" gap="md" role="status" aria-label="Checking your booking">
        <Skeleton h={72} w={72} circle mx="auto" />
        <Skeleton h={32} />
      </Stack>
    );
  }
  if (slot.data?.status === 'booked') {
    return (
      <Stack maw={560} mx="auto" py="xl" gap="md">
        <Card padding="xl" ta="center">
          <Stack align="center" gap="sm">
            <IconCircleCheck size={72} color="var(--mantine-color-green-8)" aria-hidden />
            <Title order={1} size="h2">
              Your session is booked
            </Title>
            <Text>
              A later payment booked your session with <strong>{slot.data.doctorDetails.name}</strong>. This earlier
              attempt did not go through, and nothing more is due.
            </Text>
            <Button component={Link} to={`${HOME}/appointments`} size="md" mt="sm" miw={180}>
              See my appointments
            </Button>
          </Stack>
        </Card>
      </Stack>
    );
  }

  return (
    <Stack maw={560} mx="auto" py="xl" gap="md">
      <Card padding="xl" ta="center">
        <Stack align="center" gap="sm">
          <IconCircleX size={72} color="var(--mantine-color-red-8)" aria-hidden />
          <Title order={1} size="h2">
            {MSG.paymentFailedTitle}
          </Title>
          <Text fw={600}>{MSG.paymentTryAgain}</Text>
          <Text c="dimmed">{MSG.paymentFailedLong}</Text>
          <Group justify="center" mt="sm">
            <Button size="md" onClick={proceed} miw={160}>
              Proceed
            </Button>
            {id && (
              <Button component={Link} to={`${HOME}/book-appointment/${id}`} variant="default" size="md">
                Try paying again
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
