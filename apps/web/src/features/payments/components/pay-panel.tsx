import { Alert, Button, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { MSG, type PaymentConfigurationResult, type PaymentGateway, type ScheduleDetails } from '@sahaj/contract';
import { IconLock } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useConfigurePayment } from '../api/configure-payment';
import { useGateways } from '../api/get-gateways';
import { rememberPayment } from '../payment-storage';

const StripeCardForm = lazy(() => import('./stripe-card-form').then((m) => ({ default: m.StripeCardForm })));

const LABELS: Record<PaymentGateway, string> = {
  test: 'Test payment (TEST MODE, no real money)',
  stripe: 'Card (Stripe)',
  razorpay: 'UPI, cards, netbanking (Razorpay)',
};

/** Message for a failed configure: the server's words for a refusal it explains, else the spec's. */
const configureError = (err: unknown) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : MSG.paymentConfigurationFailed;

/**
 * The paid path of the booking screen: the gateways the server offers (only those), and Pay. The
 * server computes the amount; the browser sends only the hold (and a coupon code). The payment
 * method and data are remembered in localStorage (spec keys paymentMethod, paymentData) for the
 * result pages; the checkout then opens (our TEST MODE page, Stripe or Razorpay).
 */
export function PayPanel({
  hold,
  totalLabel,
  couponCode,
  disabled,
  onGone,
}: {
  hold: ScheduleDetails;
  totalLabel: string | null;
  couponCode?: string | null;
  disabled?: boolean;
  /** The hold is gone or booked (404/409): the page goes back to the picker. */
  onGone?: (message: string) => void;
}) {
  const navigate = useNavigate();
  const gateways = useGateways();
  const configure = useConfigurePayment();
  const offered = gateways.data?.gateways ?? [];
  const [choice, setChoice] = useState<PaymentGateway | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [card, setCard] = useState<PaymentConfigurationResult | null>(null);
  // One Pay at a time: set in the click itself (a second click in the same frame sees it before React
  // re-renders), kept while the checkout is open, cleared only when the person can try again.
  const submitting = useRef(false);
  const [busy, setBusy] = useState(false);
  const settle = () => {
    submitting.current = false;
    setBusy(false);
  };
  useEffect(() => {
    if (!choice && offered.length) setChoice(offered[0]!);
  }, [choice, offered]);

  async function open(gateway: PaymentGateway, c: PaymentConfigurationResult) {
    rememberPayment({
      scheduleId: hold._id,
      transactionId: c.transactionId,
      providerId: hold.providerId,
      startTime: hold.startTime,
      treatmentId: hold.treatmentId,
      gateway,
    });
    if (gateway === 'test' && c.checkoutUrl) {
      navigate(c.checkoutUrl);
      return;
    }
    if (gateway === 'stripe') {
      if (!c.clientSecret || !c.publishableKey) throw new Error(MSG.paymentConfigurationFailed);
      setCard(c);
      return;
    }
    const { openRazorpay } = await import('./gateway-checkout');
    await openRazorpay(c, navigate);
  }

  function pay() {
    if (!choice || submitting.current) return;
    submitting.current = true;
    setBusy(true);
    setError(null);
    configure.mutate(
      { gateway: choice, scheduleId: hold._id, couponCode: couponCode ?? undefined },
      {
        onSuccess: (c) =>
          open(choice, c).catch((err: unknown) => {
            const message = err instanceof Error && err.message ? err.message : MSG.paymentConfigurationFailed;
            setError(message);
            notify.error(message);
            settle();
          }),
        onError: (err) => {
          settle();
          if (err instanceof ApiError && (err.status === 404 || err.status === 409) && onGone) {
            onGone(err.message);
            return;
          }
          const message = configureError(err);
          setError(message);
          notify.error(message);
        },
      },
    );
  }

  function closeCard() {
    setCard(null);
    settle();
  }

  if (gateways.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {MSG.paymentConfigurationFailed}
      </Alert>
    );
  }
  if (gateways.data && offered.length === 0) {
    return (
      <Alert color="orange" variant="light" role="status" title="Online payment is not available">
        No payment method is configured on this server, so this session cannot be paid for here.
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      {offered.length > 1 && (
        <Radio.Group label="Pay with" value={choice} onChange={(v) => setChoice(v as PaymentGateway)}>
          <Stack gap="xs" mt="xs">
            {offered.map((g) => (
              <Radio key={g} value={g} label={LABELS[g]} disabled={busy} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {offered.length === 1 && choice === 'test' && (
        <Text size="sm" c="dimmed">
          Payments run in TEST MODE here: no real money moves.
        </Text>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Modal opened={card !== null} onClose={closeCard} title="Pay by card" centered>
        {card && (
          <Suspense fallback={<Loader role="status" aria-label="Loading the card form" />}>
            <StripeCardForm
              publishableKey={card.publishableKey!}
              clientSecret={card.clientSecret!}
              transactionId={card.transactionId}
              scheduleId={hold._id}
              providerId={hold.providerId}
              startTime={hold.startTime}
              treatmentId={hold.treatmentId}
              onCancel={closeCard}
            />
          </Suspense>
        )}
      </Modal>
      <Button
        size="md"
        color="sahajCoral.8"
        leftSection={<IconLock size={18} aria-hidden />}
        onClick={pay}
        loading={busy}
        disabled={disabled || !choice || gateways.isPending}
        fullWidth
      >
        {totalLabel ? `Pay ${totalLabel}` : 'Pay'}
      </Button>
    </Stack>
  );
}
