import { Alert, Button, Group, Stack } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState } from 'react';

const loaders = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!loaders.has(key)) loaders.set(key, loadStripe(key));
  return loaders.get(key)!;
};

/**
 * The card payment form for a company purchase (Stripe's payment element, Cancel and Submit). The
 * payment is confirmed without a forced redirect; then the page asks the server for the outcome.
 */
export function CompanyCardForm(props: {
  publishableKey: string;
  clientSecret: string;
  returnUrl: string;
  onPaid: () => void;
  onCancel: () => void;
}) {
  return (
    <Elements stripe={stripeFor(props.publishableKey)} options={{ clientSecret: props.clientSecret }}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ returnUrl, onPaid, onCancel }: { returnUrl: string; onPaid: () => void; onCancel: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    const result = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: returnUrl },
    });
    setBusy(false);
    if (result.error) setError(result.error.message ?? 'The payment did not go through');
    else onPaid();
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
