import { Button, Stack, TextInput } from '@mantine/core';
import { creditAmountInput, type PaymentGateway } from '@sahaj/contract';
import { useState } from 'react';
import { GatewayPicker } from './gateway-picker';

/**
 * The wallet's amount in INR and its buy button (spec 03 §2, §5): disabled while empty; what is not a
 * positive whole number of rupees is refused with a message, never reinterpreted ('1,500' is an
 * error, not 1500). The contract's creditAmountInput is the rule the server applies too.
 */
export function CreditAmountForm({
  onBuy,
  busy,
}: {
  onBuy: (amount: number, gateway: PaymentGateway) => void;
  busy: boolean;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [gateway, setGateway] = useState<PaymentGateway | null>(null);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = creditAmountInput.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    if (!gateway) return;
    setError(null);
    onBuy(parsed.data, gateway);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Amount (INR)"
          description="Whole rupees. 1 credit pays ₹1 of session fees; GST is added at checkout."
          leftSection={<span aria-hidden>₹</span>}
          inputMode="numeric"
          autoComplete="off"
          placeholder="5000"
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (error) setError(null);
          }}
          error={error}
          maw={320}
        />
        <GatewayPicker value={gateway} onChange={setGateway} disabled={busy} />
        <Button
          type="submit"
          color="sahajCoral.8"
          disabled={text.trim() === '' || !gateway}
          loading={busy}
          style={{ alignSelf: 'flex-start' }}
        >
          Buy credits
        </Button>
      </Stack>
    </form>
  );
}
