import { Alert, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { MSG, type PaymentGateway } from '@sahaj/contract';
import { useEffect } from 'react';
import { useGateways } from '../../payments';

const LABELS: Record<PaymentGateway, string> = {
  test: 'Test payment (TEST MODE, no real money)',
  stripe: 'Card (Stripe)',
  razorpay: 'UPI, cards, netbanking (Razorpay)',
};

/**
 * The checkouts the server offers (only those), the preferred first and chosen by default. `value`
 * is null until the list has loaded; with none configured, says so.
 */
export function GatewayPicker({
  value,
  onChange,
  disabled,
}: {
  value: PaymentGateway | null;
  onChange: (g: PaymentGateway) => void;
  disabled?: boolean;
}) {
  const gateways = useGateways();
  const offered = gateways.data?.gateways ?? [];
  useEffect(() => {
    if (!value && offered.length) onChange(offered[0]!);
  }, [value, offered, onChange]);

  if (gateways.isPending) return <Skeleton h={24} w="60%" role="status" aria-label="Loading payment methods" />;
  if (gateways.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {MSG.paymentConfigurationFailed}
      </Alert>
    );
  if (offered.length === 0)
    return (
      <Alert color="orange" variant="light" role="status" title="Online payment is not available">
        No payment method is configured on this server.
      </Alert>
    );
  if (offered.length === 1)
    return (
      <Text size="sm" c="dimmed">
        Pay with: {LABELS[offered[0]!]}
      </Text>
    );
  return (
    <Radio.Group label="Pay with" value={value} onChange={(v) => onChange(v as PaymentGateway)}>
      <Stack gap="xs" mt="xs">
        {offered.map((g) => (
          <Radio key={g} value={g} label={LABELS[g]} disabled={disabled} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
