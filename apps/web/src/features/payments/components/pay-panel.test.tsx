import {
  MSG,
  type PaymentConfigurationResult,
  type PaymentGateway,
  paymentConfigurationResult,
  paymentGateways,
  paymentVerification,
  type ScheduleDetails,
} from '@sahaj/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, fakeApi, okReply } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-routes';
import { scriptLoads, scriptRequested } from '../../../test/script-tags';
import { RAZORPAY_SCRIPT } from '../lib/razorpay';
import { PayPanel } from './pay-panel';

// The real card form needs Stripe's iframe; here it shows what PayPanel handed it.
vi.mock('./stripe-card-form', () => ({
  StripeCardForm: (p: { publishableKey: string; clientSecret: string; transactionId: string }) => (
    <p>
      Card form {p.publishableKey} {p.clientSecret} {p.transactionId}
    </p>
  ),
}));

const SCHEDULE = '5b0d3a52-0000-4000-8000-000000000001';
const THERAPIST = '5b0d3a52-0000-4000-8000-000000000002';
const TXN = 'txn_0123456789abcdef01234567';

const hold = {
  _id: SCHEDULE,
  providerId: THERAPIST,
  startTime: '2030-03-01T09:30:00.000Z',
  endTime: '2030-03-01T10:30:00.000Z',
  consultationDuration: 60,
  treatmentId: null,
  treatmentName: null,
  status: 'held',
  expiresAt: '2030-03-01T09:00:00.000Z',
  holdMinutes: 10,
  appointmentId: null,
} as unknown as ScheduleDetails;

const configured = (over: Partial<PaymentConfigurationResult> = {}): PaymentConfigurationResult => ({
  amount: 900,
  serviceTaxValue: 183.24,
  currency: 'INR',
  orderId: 'order_Rz1',
  transactionId: TXN,
  clientSecret: null,
  creditPurchaseAmount: null,
  integratorprocessingFeeValue: 18,
  sessionId: null,
  gateway: 'razorpay',
  paymentId: '5b0d3a52-0000-4000-8000-000000000003',
  scheduleId: SCHEDULE,
  totalAmount: 1083.24,
  totalAmountPaise: 108_324,
  taxAmount: 165.24,
  discountAmount: 0,
  couponApplied: false,
  checkoutUrl: null,
  publishableKey: null,
  keyId: 'rzp_test_key',
  prefill: { name: 'Riya Sen', email: 'riya@example.com', contact: '+919000000001', address: null },
  ...over,
});

const offered = (g: PaymentGateway) =>
  okReply(paymentGateways, {
    gateways: [g],
    test: false,
    stripe: g === 'stripe' ? { publishableKey: 'pk_test_1' } : null,
    razorpay: g === 'razorpay' ? { keyId: 'rzp_test_key' } : null,
  });

function renderPanel() {
  localStorage.setItem('userType', 'patient');
  const router = renderRoutes(
    [
      { path: '/book', element: <PayPanel hold={hold} totalLabel="₹1,083.24" /> },
      { path: '/user/base/home/booking-status/:id/:transactionId', element: <p>Success page</p> },
      { path: '/user/base/home/booking/failure/:id/:transactionId', element: <p>Failure page</p> },
    ],
    '/book',
  );
  return router;
}

type Options = Record<string, unknown> & {
  handler: (r: Record<string, string>) => Promise<void>;
  modal: { ondismiss: () => void };
};
/** Razorpay's checkout as its script defines it: records the options it was opened with. */
function fakeRazorpay() {
  const opened: Options[] = [];
  window.Razorpay = class {
    constructor(options: Options) {
      opened.push(options);
    }
    open() {}
  } as unknown as NonNullable<typeof window.Razorpay>;
  return opened;
}

/** The panel's own alert (a toast may say the same): some role=alert element with exactly this text. */
async function expectAlert(text: string) {
  await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent?.trim())).toContain(text));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete window.Razorpay;
  for (const s of document.querySelectorAll('script')) s.remove();
  localStorage.clear();
});

describe('PayPanel with Razorpay', () => {
  it("alerts 'Razorpay SDK failed to load. Are you online?' when the checkout script cannot load", async () => {
    const calls = fakeApi({
      'GET /payment/gateways': offered('razorpay'),
      'POST /payment/patient/razorpay/configure-payment': okReply(paymentConfigurationResult, configured()),
    });
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    scriptLoads(false);
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹1,083.24' }));
    await expectAlert(MSG.razorpaySdkFailed);
    expect(alert).toHaveBeenCalledWith('Razorpay SDK failed to load. Are you online?');
    // The script was asked for (a failed tag is removed, so a later try fetches it again).
    expect(scriptRequested(RAZORPAY_SCRIPT)).toBe(true);
    // The browser sent the hold only: the amount is the server's.
    expect(calls.find((c) => c.route === 'POST /payment/patient/razorpay/configure-payment')?.body).toEqual({
      scheduleId: SCHEDULE,
    });
    expect(localStorage.getItem('paymentMethod')).toBe('razor');
    expect(JSON.parse(localStorage.getItem('paymentData')!)).toMatchObject({
      transactionId: TXN,
      scheduleId: SCHEDULE,
    });
  });

  it('opens the checkout with (amount + serviceTaxValue) × 100 in INR; the signed answer is verified, then success', async () => {
    const calls = fakeApi({
      'GET /payment/gateways': offered('razorpay'),
      'POST /payment/patient/razorpay/configure-payment': okReply(paymentConfigurationResult, configured()),
      'POST /payment/patient/razorpay/verify-payment': okReply(paymentVerification, {
        transactionId: TXN,
        paymentStatus: 'payment-success',
        status: 'paid',
        gateway: 'razorpay',
        purpose: 'session',
        scheduleId: SCHEDULE,
        appointmentId: SCHEDULE,
        providerId: THERAPIST,
        providerName: 'Meera Iyer',
        startTime: hold.startTime,
        treatmentId: null,
        subscriptionPlanId: null,
        amount: 1083.24,
        refundedAmount: 0,
        currency: 'INR',
        message: MSG.paymentCompleted,
      }),
    });
    const opened = fakeRazorpay();
    scriptLoads(true);
    const router = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹1,083.24' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_key',
      amount: 108_324,
      currency: 'INR',
      order_id: 'order_Rz1',
      prefill: { name: 'Riya Sen', email: 'riya@example.com', contact: '+919000000001' },
    });
    const answer = {
      razorpay_order_id: 'order_Rz1',
      razorpay_payment_id: 'pay_Rz1',
      razorpay_signature: 'a'.repeat(64),
    };
    await opened[0]!.handler(answer);
    expect(calls.find((c) => c.route === 'POST /payment/patient/razorpay/verify-payment')?.body).toEqual({
      transactionId: TXN,
      ...answer,
    });
    expect(await screen.findByText('Success page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/user/base/home/booking-status/${SCHEDULE}/${TXN}`);
  });

  it('a signature the server refuses lands on the failure page', async () => {
    fakeApi({
      'GET /payment/gateways': offered('razorpay'),
      'POST /payment/patient/razorpay/configure-payment': okReply(paymentConfigurationResult, configured()),
      'POST /payment/patient/razorpay/verify-payment': failReply(
        400,
        MSG.paymentInvalidSignature,
        'razorpay_signature',
      ),
    });
    const opened = fakeRazorpay();
    scriptLoads(true);
    const router = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹1,083.24' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    await opened[0]!.handler({ razorpay_order_id: 'order_Rz1', razorpay_payment_id: 'p', razorpay_signature: 'b' });
    expect(await screen.findByText('Failure page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/user/base/home/booking/failure/${SCHEDULE}/${TXN}`);
  });

  it("a configure call the server cannot complete says 'Payment configuration failed.'", async () => {
    fakeApi({
      'GET /payment/gateways': offered('razorpay'),
      'POST /payment/patient/razorpay/configure-payment': failReply(502, 'upstream said no'),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹1,083.24' }));
    await expectAlert('Payment configuration failed.');
  });
});

describe('PayPanel with Stripe', () => {
  it('asks for a PaymentIntent and opens the card form with its client secret (Cancel and Submit)', async () => {
    const calls = fakeApi({
      'GET /payment/gateways': offered('stripe'),
      'POST /payment/patient/createpaymentintent': okReply(
        paymentConfigurationResult,
        configured({ gateway: 'stripe', orderId: null, clientSecret: 'pi_1_secret_2', publishableKey: 'pk_test_1' }),
      ),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹1,083.24' }));
    expect(await screen.findByText(`Card form pk_test_1 pi_1_secret_2 ${TXN}`)).toBeInTheDocument();
    expect(calls.find((c) => c.route === 'POST /payment/patient/createpaymentintent')?.body).toEqual({
      scheduleId: SCHEDULE,
    });
    expect(localStorage.getItem('paymentMethod')).toBe('stripe');
  });

  it('without a client secret the card form does not open', async () => {
    fakeApi({
      'GET /payment/gateways': offered('stripe'),
      'POST /payment/patient/createpaymentintent': okReply(
        paymentConfigurationResult,
        configured({ gateway: 'stripe', orderId: null, clientSecret: null, publishableKey: 'pk_test_1' }),
      ),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹1,083.24' }));
    await expectAlert(MSG.paymentConfigurationFailed);
    expect(screen.queryByText(/Card form/)).toBeNull();
  });
});

describe('Pay cannot be submitted twice (issue 20 item 2)', () => {
  it('while the call is in flight and until the checkout opens, more clicks send nothing; after a failure Pay works again', async () => {
    let answerConfigure: (() => void) | undefined;
    const configureAnswered = new Promise<void>((resolve) => {
      answerConfigure = resolve;
    });
    const calls = fakeApi({
      'GET /payment/gateways': offered('razorpay'),
      'POST /payment/patient/razorpay/configure-payment': okReply(paymentConfigurationResult, configured()),
    });
    const fetchStub = globalThis.fetch as unknown as (...a: unknown[]) => Promise<Response>;
    vi.stubGlobal('fetch', async (...args: unknown[]) => {
      const reply = fetchStub(...args);
      if (String(args[0]).includes('configure-payment')) await configureAnswered;
      return reply;
    });
    // Razorpay's script loads only when the test says so (a slow network).
    let script: HTMLScriptElement | undefined;
    const append = document.body.appendChild.bind(document.body);
    vi.spyOn(document.body, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      append(node);
      if (node instanceof HTMLScriptElement) script = node;
      return node;
    });
    const opened = fakeRazorpay();
    renderPanel();
    const pay = await screen.findByRole('button', { name: 'Pay ₹1,083.24' });
    const configureCalls = () => calls.filter((c) => c.route === 'POST /payment/patient/razorpay/configure-payment');

    await userEvent.dblClick(pay);
    await waitFor(() => expect(pay).toHaveAttribute('data-loading'));
    expect(pay).toBeDisabled();
    // The answer arrives; the checkout script is still loading: Pay stays busy, a click sends nothing.
    answerConfigure!();
    await waitFor(() => expect(script).toBeDefined());
    expect(pay).toBeDisabled();
    pay.click();
    await userEvent.click(pay).catch(() => undefined);
    expect(configureCalls()).toHaveLength(1);

    // The script fails to load: the person is told and may try again, with one more call.
    vi.stubGlobal('alert', vi.fn());
    const failed = script!;
    failed.dispatchEvent(new Event('error'));
    await expectAlert(MSG.razorpaySdkFailed);
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    await waitFor(() => expect(configureCalls()).toHaveLength(2));
    // The failed tag was dropped: this try fetches the script again, and this time it loads.
    await waitFor(() => expect(script).not.toBe(failed));
    script!.dispatchEvent(new Event('load'));
    await waitFor(() => expect(opened).toHaveLength(1));
  });
});
