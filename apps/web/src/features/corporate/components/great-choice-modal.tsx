import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { PaymentGateway } from '@sahaj/contract';
import type { ReactNode } from 'react';
import { GatewayPicker } from './gateway-picker';

/** 'Great Choice': what is being bought, the payment method, and the button to the gateway (spec 03 §4). */
export function GreatChoiceModal({
  opened,
  onClose,
  summary,
  gateway,
  onGateway,
  onPay,
  paying,
  error,
}: {
  opened: boolean;
  onClose: () => void;
  summary: ReactNode;
  gateway: PaymentGateway | null;
  onGateway: (g: PaymentGateway) => void;
  onPay: () => void;
  paying: boolean;
  error: string | null;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Great Choice" centered>
      <Stack gap="md">
        {summary}
        <Text size="sm" c="dimmed">
          GST is added at checkout. A GST invoice naming your company is in your payment history afterwards.
        </Text>
        <GatewayPicker value={gateway} onChange={onGateway} disabled={paying} />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={paying}>
            Cancel
          </Button>
          <Button color="sahajCoral.8" onClick={onPay} loading={paying} disabled={!gateway}>
            Proceed to pay
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
