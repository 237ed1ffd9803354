import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-routes';
import { readCardResult } from '../lib/card-result';
import { StripeCardForm } from './stripe-card-form';

// Stripe's iframe cannot run here: its React bindings are replaced by a payment element placeholder
// and a confirmPayment we control. Everything around them (our form, the route after) is real.
const confirmPayment = vi.fn();
vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(async () => ({})) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: React.ReactNode; options: { clientSecret: string } }) => (
    <div data-client-secret={options.clientSecret}>{children}</div>
  ),
  PaymentElement: () => <p>Payment element</p>,
  useStripe: () => ({ confirmPayment }),
  useElements: () => ({}),
}));

const SCHEDULE = '5b0d3a52-0000-4000-8000-000000000001';
const THERAPIST = '5b0d3a52-0000-4000-8000-000000000002';
const TXN = 'txn_0123456789abcdef01234567';

function renderForm(onCancel = vi.fn()) {
  const router = renderRoutes(
    [
      {
        path: '/book',
        element: (
          <StripeCardForm
            publishableKey="pk_test_1"
            clientSecret="pi_1_secret_2"
            transactionId={TXN}
            scheduleId={SCHEDULE}
            providerId={THERAPIST}
            startTime="2030-03-01T09:30:00.000Z"
            treatmentId={null}
            onCancel={onCancel}
          />
        ),
      },
      { path: '/user/base/home/therapists/:id/:paymentMessage/:encodedData', element: <p>Therapist page</p> },
    ],
    '/book',
  );
  return router;
}

afterEach(() => confirmPayment.mockReset());

describe('StripeCardForm', () => {
  it('Submit confirms the PaymentIntent and goes to therapists/{id}/{paymentMessage}/{encodedData}', async () => {
    confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const router = renderForm();
    expect(await screen.findByText('Payment element')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/user\/base\/home\/therapists\//));
    expect(confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        redirect: 'if_required',
        confirmParams: { return_url: expect.stringContaining(`/booking-status/${SCHEDULE}/${TXN}`) },
      }),
    );
    const [, , , , , id, message, data] = router.state.location.pathname.split('/');
    expect(id).toBe(THERAPIST);
    expect(message).toBe('payment-success');
    expect(readCardResult(message, data)).toMatchObject({
      scheduleId: SCHEDULE,
      transactionId: TXN,
      paymentStatus: 'payment-success',
      startTime: '2030-03-01T09:30:00.000Z',
    });
  });

  it('a declined card shows Stripe’s message and stays on the form; Cancel closes it', async () => {
    confirmPayment.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    const onCancel = vi.fn();
    const router = renderForm(onCancel);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/book');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
