import { Alert, Badge, Button, Card, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { dayOfInstant, formatDayOrdinal, formatRupees, MSG, type TestCheckoutOutcome } from '@sahaj/contract';
import { IconFlask } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../lib/notify';
import { useViewerZone } from '../../auth';
import { formatTimeInZone } from '../../discovery';
import { useCompleteTestCheckout, useTestCheckout } from '../api/test-checkout';

const money = formatRupees;

/**
 * test-checkout/{transactionId}: our own test gateway's checkout (no keys needed; never in
 * production). Plainly labelled TEST MODE. The payer picks what the "bank" answers; the server then
 * sends its own signed webhook, exactly as a real gateway would.
 */
export function TestCheckoutPage() {
  const { transactionId = '' } = useParams();
  const navigate = useNavigate();
  const zone = useViewerZone();
  const checkout = useTestCheckout(transactionId);
  const complete = useCompleteTestCheckout();
  const [chosen, setChosen] = useState<TestCheckoutOutcome | null>(null);

  function pay(outcome: TestCheckoutOutcome) {
    setChosen(outcome);
    complete.mutate({ transactionId, outcome }, { onSuccess: (r) => navigate(r.redirectTo, { replace: true }) });
  }

  return (
    <Stack gap="lg" maw={560} mx="auto" py="md">
      <Paper bg="dark.7" p="md" radius="md" role="note" aria-label="Test mode">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconFlask size={24} color="white" aria-hidden style={{ flexShrink: 0 }} />
          <div>
            <Text c="white" fw={800} size="lg">
              TEST MODE
            </Text>
            <Text c="white" size="sm">
              No real money moves: this checkout stands in for a real payment gateway while none is configured.
            </Text>
          </div>
        </Group>
      </Paper>
      <Title order={1}>Test checkout</Title>
      {checkout.isPending ? (
        <Skeleton h={220} radius="lg" />
      ) : checkout.isError ? (
        <Alert color="red" variant="light" role="alert" title={MSG.paymentConfigurationFailed}>
          {errorMessage(checkout.error)}
          <Button component={Link} to="/user/base/home/therapists" variant="default" mt="sm" display="block">
            Find a therapist
          </Button>
        </Alert>
      ) : (
        <Card padding="lg" component="section" aria-labelledby="pay-heading">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Title order={2} size="h3" id="pay-heading">
              Pay Sahaj
            </Title>
            <Badge color="dark" variant="outline" size="lg">
              Test
            </Badge>
          </Group>
          <Stack gap={4} mt="sm">
            <Text>
              {/* A package is sessions to book later, not the one session (issue 20 #5). */}
              {checkout.data.purpose === 'package' ? 'Package of sessions with' : 'Session with'}{' '}
              <strong>{checkout.data.providerName}</strong>
            </Text>
            {checkout.data.purpose === 'session' && checkout.data.startTime && (
              <Text c="dimmed" size="sm">
                {formatDayOrdinal(dayOfInstant(new Date(checkout.data.startTime), zone))} ·{' '}
                {formatTimeInZone(new Date(checkout.data.startTime), zone)}
              </Text>
            )}
          </Stack>
          <Divider my="md" />
          <Stack gap={6}>
            <Group justify="space-between">
              <Text size="sm">Amount</Text>
              <Text size="sm">{money(checkout.data.amount, checkout.data.currency)}</Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm">Fees and taxes</Text>
              <Text size="sm">{money(checkout.data.serviceTaxValue, checkout.data.currency)}</Text>
            </Group>
            <Group justify="space-between">
              <Text fw={700}>Total</Text>
              <Text fw={700} size="lg">
                {money(checkout.data.totalAmount, checkout.data.currency)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              Transaction {checkout.data.transactionId}
            </Text>
          </Stack>
          {complete.isError && (
            <Alert color="red" variant="light" role="alert" mt="md">
              {errorMessage(complete.error)}
            </Alert>
          )}
          <Text fw={600} mt="lg" mb="xs" id="outcome-label">
            What should the test bank answer?
          </Text>
          <Stack gap="sm" role="group" aria-labelledby="outcome-label">
            <Button
              size="md"
              color="teal.9"
              onClick={() => pay('success')}
              loading={complete.isPending && chosen === 'success'}
              disabled={complete.isPending}
              fullWidth
            >
              Success
            </Button>
            <Button
              size="md"
              variant="outline"
              color="teal.9"
              onClick={() => pay('delayed')}
              loading={complete.isPending && chosen === 'delayed'}
              disabled={complete.isPending}
              fullWidth
            >
              Delayed success
            </Button>
            <Button
              size="md"
              variant="outline"
              color="red.9"
              onClick={() => pay('failure')}
              loading={complete.isPending && chosen === 'failure'}
              disabled={complete.isPending}
              fullWidth
            >
              Failure
            </Button>
          </Stack>
          <Text size="xs" c="dimmed" mt="sm">
            Delayed success: you return at once and the bank's confirmation (the webhook) arrives about 10 seconds
            later, as real gateways sometimes do.
          </Text>
        </Card>
      )}
    </Stack>
  );
}
