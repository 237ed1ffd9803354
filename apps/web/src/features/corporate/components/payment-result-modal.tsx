import { Button, Loader, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { type CompanyPaymentVerification, MSG } from '@sahaj/contract';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { credits, rupees } from '../lib/format';

export type PaymentResult =
  | { state: 'checking' }
  | { state: 'done'; verification: CompanyPaymentVerification }
  | { state: 'failed'; message?: string };

/**
 * The end of a company purchase (spec 03 §4): Success, or Failed ('Payment Failed! Your Payment has
 * failed! Please try again.'), after the server has verified the transaction. A payment the gateway
 * has not confirmed yet is shown as being checked (the query asks again until it is).
 */
export function PaymentResultModal({ result, onClose }: { result: PaymentResult | null; onClose: () => void }) {
  const v = result?.state === 'done' ? result.verification : null;
  const pending = result?.state === 'checking' || v?.paymentStatus === 'payment-pending';
  const failed = result?.state === 'failed' || v?.paymentStatus === 'payment-failed';
  return (
    <Modal
      opened={result !== null}
      onClose={onClose}
      title={pending ? 'Checking your payment' : failed ? 'Payment failed' : 'Payment successful'}
      centered
      closeOnClickOutside={!pending}
    >
      {pending ? (
        <Stack align="center" gap="sm" py="md" ta="center">
          <Loader role="status" aria-label="Checking your payment" />
          <Text>Waiting for the payment gateway to confirm your payment…</Text>
        </Stack>
      ) : failed ? (
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon color="red.9" variant="light" size={56} radius="xl" aria-hidden>
            <IconCircleX size={32} />
          </ThemeIcon>
          <Text fw={700} role="alert">
            {MSG.corporatePaymentFailed}
          </Text>
          {result?.state === 'failed' && result.message && result.message !== MSG.corporatePaymentFailed && (
            <Text size="sm" c="dimmed">
              {result.message}
            </Text>
          )}
          <Button onClick={onClose}>Try again</Button>
        </Stack>
      ) : v ? (
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon color="teal.8" variant="light" size={56} radius="xl" aria-hidden>
            <IconCircleCheck size={32} />
          </ThemeIcon>
          <Text fw={700}>{MSG.paymentCompleted}</Text>
          <Text>
            {v.purpose === 'company_plan' && v.planName ? `${v.planName} is now your plan. ` : ''}
            {credits(v.credits)} added · {rupees(v.amount)} paid
          </Text>
          <Button onClick={onClose}>Done</Button>
        </Stack>
      ) : null}
    </Modal>
  );
}
