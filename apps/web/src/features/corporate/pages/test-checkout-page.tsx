import { Alert, Badge, Button, Card, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MSG, type TestCheckoutOutcome } from '@sahaj/contract';
import { IconFlask } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../lib/notify';
import { useCompanyTestCheckout, useCompleteCompanyTestCheckout } from '../api/test-checkout';
import { rupees } from '../lib/format';
import { CORPORATE_PATHS } from '../lib/paths';

/**
 * corporate/test-checkout/{transactionId}: our own test gateway's checkout for a company purchase
 * (never in production), plainly labelled TEST MODE. The company picks what the "bank" answers; the
 * server sends its own signed webhook and answers the page to go back to (plans or wallet with
 * ?transactionId=), which verifies and shows Success or Failed.
 */
export function CompanyTestCheckoutPage() {
  const { transactionId = '' } = useParams();
  const navigate = useNavigate();
  const checkout = useCompanyTestCheckout(transactionId);
  const complete = useCompleteCompanyTestCheckout();
  const [chosen, setChosen] = useState<TestCheckoutOutcome | null>(null);

  function pay(outcome: TestCheckoutOutcome) {
    setChosen(outcome);
    complete.mutate({ transactionId, outcome }, { onSuccess: (r) => navigate(r.redirectTo, { replace: true }) });
  }

  const outcomes: Array<{ outcome: TestCheckoutOutcome; label: string; variant: 'filled' | 'outline'; color: string }> =
    [
      { outcome: 'success', label: 'Success', variant: 'filled', color: 'teal.9' },
      { outcome: 'delayed', label: 'Delayed success', variant: 'outline', color: 'teal.9' },
      { outcome: 'failure', label: 'Failure', variant: 'outline', color: 'red.9' },
    ];

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
        <Skeleton h={220} radius="lg" role="status" aria-label="Loading the checkout" />
      ) : checkout.isError ? (
        <Alert color="red" variant="light" role="alert" title={MSG.paymentConfigurationFailed}>
          {errorMessage(checkout.error)}
          <Button component={Link} to={CORPORATE_PATHS.plans} variant="default" mt="sm" display="block">
            Back to plans
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
          <Text mt="sm">{checkout.data.description}</Text>
          <Divider my="md" />
          <Stack gap={6}>
            <Group justify="space-between">
              <Text size="sm">Amount</Text>
              <Text size="sm">{rupees(checkout.data.amount)}</Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm">Fees and taxes</Text>
              <Text size="sm">{rupees(checkout.data.serviceTaxValue)}</Text>
            </Group>
            <Group justify="space-between">
              <Text fw={700}>Total</Text>
              <Text fw={700} size="lg">
                {rupees(checkout.data.totalAmount)}
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
            {outcomes.map((o) => (
              <Button
                key={o.outcome}
                size="md"
                variant={o.variant}
                color={o.color}
                onClick={() => pay(o.outcome)}
                loading={complete.isPending && chosen === o.outcome}
                disabled={complete.isPending}
                fullWidth
              >
                {o.label}
              </Button>
            ))}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
