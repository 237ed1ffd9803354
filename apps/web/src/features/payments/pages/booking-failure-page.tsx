import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@sahaj/contract';
import { IconCircleX } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
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

  function proceed() {
    navigate(id || !stored ? `${HOME}/view-doctors` : `${HOME}/doctor-profile/${stored.providerId}`);
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
