import { Alert, Button, Card, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { dayOfInstant, formatDayOrdinal, MSG } from '@sahaj/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useViewerZone } from '../../auth';
import { changeNote, SessionForLine, useHold } from '../../booking';
import { formatTimeInZone } from '../../discovery';
import { useVerifyPayment } from '../api/verify-payment';
import { BOOKING_ID_KEY, forgetPayment, storedGateway, storedPayment } from '../payment-storage';

const HOME = '/user/base/home';

/**
 * booking-status/{id}/{transactionId} (spec 03 "Payment screens"): 'Payment & Booking Successful!',
 * the therapist, the date ('1st March, 2024') and time ('3:05 PM'). It asks the server to verify the
 * payment (which waits for a delayed webhook), stores the appointment id, and Done clears the stored
 * payment method and data and goes to the appointments page.
 */
export function BookingStatusPage() {
  const { id = '', transactionId = '' } = useParams();
  const navigate = useNavigate();
  const zone = useViewerZone();
  const qc = useQueryClient();
  const verify = useVerifyPayment(storedGateway(), transactionId, Boolean(transactionId));
  const v = verify.data;
  // The booked slot: whom the session is for (a family member) is said on the success screen (issue 20 #11).
  const slot = useHold(v?.paymentStatus === 'payment-success' && v.purpose === 'session' ? id : '');

  useEffect(() => {
    if (v?.paymentStatus === 'payment-success' && v.appointmentId) {
      localStorage.setItem(BOOKING_ID_KEY, v.appointmentId);
      // Owned by the appointments, dashboard and booking features; their keys start with these names.
      for (const key of ['appointments', 'dashboard', 'booking']) void qc.invalidateQueries({ queryKey: [key] });
    }
  }, [v?.paymentStatus, v?.appointmentId, qc]);

  function done() {
    forgetPayment();
    navigate(`${HOME}/appointments`);
  }

  if (!transactionId) return <Navigate to={`${HOME}/appointments`} replace />;
  // A package bought (helper P3): back to the held slot to book it with the package, else to my packages.
  if (v?.purpose === 'package' && v.paymentStatus === 'payment-success') {
    const back = storedPayment()?.scheduleId;
    return (
      <Navigate
        to={back && back !== id ? `${HOME}/book-appointment/${back}` : `${HOME}/subscriptions/active`}
        state={{ packageBought: true }}
        replace
      />
    );
  }
  if (verify.isPending) {
    return (
      <Stack maw={520} mx="auto" py="xl" gap="md" role="status" aria-label="Checking your payment">
        <Skeleton h={64} w={64} circle mx="auto" />
        <Skeleton h={32} />
        <Skeleton h={20} />
      </Stack>
    );
  }
  if (verify.isError || v?.paymentStatus === 'payment-failed') {
    // A failed (or refunded-because-the-slot-was-gone) payment shows the failure screen.
    if (v && v.status !== 'refunded') return <Navigate to={`${HOME}/booking/failure/${id}/${transactionId}`} replace />;
    return (
      <Stack maw={560} mx="auto" py="xl" gap="md">
        <Title order={1} size="h2">
          {v ? MSG.paymentFailedTitle : MSG.paymentNotFound}
        </Title>
        <Text>
          {v ? v.message : 'We could not find this payment. If money was taken, it will be refunded automatically.'}
        </Text>
        <Button onClick={done} style={{ alignSelf: 'flex-start' }}>
          Done
        </Button>
      </Stack>
    );
  }
  if (v?.paymentStatus === 'payment-pending') {
    return (
      <Stack maw={520} mx="auto" py="xl" gap="md" align="center" ta="center">
        <Loader size="lg" aria-hidden />
        <Title order={1} size="h2">
          {MSG.paymentPending}
        </Title>
        <Text c="dimmed" role="status">
          Waiting for the payment gateway to confirm. This page updates by itself.
        </Text>
      </Stack>
    );
  }
  const start = v?.startTime ? new Date(v.startTime) : null;
  return (
    <Stack maw={560} mx="auto" py="xl" gap="md">
      <Card padding="xl" ta="center">
        <Stack align="center" gap="sm">
          <IconCircleCheck size={72} color="var(--mantine-color-green-8)" aria-hidden />
          <Title order={1} size="h2">
            {MSG.paymentSuccessTitle}
          </Title>
          <Text>
            Your session with <strong>{v?.providerName}</strong> is booked.
          </Text>
          <SessionForLine who={slot.data?.familyMember} />
          {start && (
            <Stack gap={2}>
              <Text fw={650} size="lg">
                {formatDayOrdinal(dayOfInstant(start, zone))}
              </Text>
              <Text fw={600}>{formatTimeInZone(start, zone)}</Text>
            </Stack>
          )}
          {v && (
            <Text size="sm" c="dimmed">
              {MSG.paymentCompleted}. Transaction {v.transactionId}.
            </Text>
          )}
          <Button size="md" onClick={done} mt="sm" miw={180}>
            Done
          </Button>
        </Stack>
      </Card>
      {start && (
        <Alert color="blue" variant="light">
          {changeNote(start, zone)}
        </Alert>
      )}
    </Stack>
  );
}
