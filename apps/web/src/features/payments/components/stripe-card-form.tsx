import { Alert, Button, Group, Stack } from '@mantine/core';
import { paymentSuccessPath } from '@sahaj/contract';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { cardResultPath } from '../lib/card-result';

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
  providerId: string;
  startTime: string;
  treatmentId?: string | null;
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
  providerId,
  startTime,
  treatmentId,
  onCancel,
}: {
  transactionId: string;
  scheduleId: string;
  providerId: string;
  startTime: string;
  treatmentId?: string | null;
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
    // The spec's route for a confirmed card payment: the therapist, the status and the booking, encoded.
    else
      navigate(
        cardResultPath(providerId, {
          scheduleId,
          transactionId,
          paymentStatus: 'payment-success',
          startTime,
          subscriptionPlanId: null,
          treatmentId: treatmentId ?? null,
        }),
      );
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
