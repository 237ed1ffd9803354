import { Alert, Button, Group, Stack } from '@mantine/core';
import { paymentSuccessPath } from '@sahaj/contract';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState } from 'react';
import { useNavigate } from 'react-router';

const loaders = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!loaders.has(key)) loaders.set(key, loadStripe(key));
  return loaders.get(key)!;
};

/**
 * The spec's card payment form: Stripe's payment element with Cancel and Submit. The payment is
 * confirmed without a forced redirect; with no error the success page verifies it by transaction.
 */
export function StripeCardForm(props: {
  publishableKey: string;
  clientSecret: string;
  transactionId: string;
  scheduleId: string;
  onCancel: () => void;
}) {
  return (
    <Elements stripe={stripeFor(props.publishableKey)} options={{ clientSecret: props.clientSecret }}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({
  transactionId,
  scheduleId,
  onCancel,
}: {
  transactionId: string;
  scheduleId: string;
  onCancel: () => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const success = paymentSuccessPath(scheduleId, transactionId);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    const result = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}${success}` },
    });
    setBusy(false);
    if (result.error) setError(result.error.message ?? 'The payment did not go through');
    else navigate(success);
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <PaymentElement />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={!stripe || !elements}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
