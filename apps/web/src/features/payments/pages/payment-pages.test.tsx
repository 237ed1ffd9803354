import {
  formatClock,
  localTimeZone,
  MSG,
  paymentVerification,
  testCheckout,
  testCheckoutResult,
} from '@sahaj/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, okReply } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-routes';
import { BookingFailurePage } from './booking-failure-page';
import { BookingStatusPage } from './booking-status-page';
import { TestCheckoutPage } from './test-checkout-page';

const SCHEDULE = '5b0d3a52-0000-4000-8000-000000000001';
const THERAPIST = '5b0d3a52-0000-4000-8000-000000000002';
const TXN = 'txn_0123456789abcdef';

const verification = (over: Partial<Record<string, unknown>> = {}) => ({
  transactionId: TXN,
  paymentStatus: 'payment-success' as const,
  status: 'paid' as const,
  gateway: 'test' as const,
  purpose: 'session' as const,
  scheduleId: SCHEDULE,
  appointmentId: SCHEDULE,
  providerId: THERAPIST,
  providerName: 'Meera Iyer',
  startTime: '2024-03-01T09:35:00.000Z',
  treatmentId: null,
  subscriptionPlanId: null,
  amount: 1083.24,
  refundedAmount: 0,
  currency: 'INR',
  message: MSG.paymentCompleted,
  ...over,
});

function renderAt(path: string) {
  localStorage.setItem('userType', 'patient');
  const router = renderRoutes(
    [
      { path: '/user/base/home/booking-status/:id/:transactionId', element: <BookingStatusPage /> },
      { path: '/user/base/home/booking/failure/:id/:transactionId', element: <BookingFailurePage /> },
      { path: '/user/base/home/test-checkout/:transactionId', element: <TestCheckoutPage /> },
      { path: '/user/base/home/appointments', element: <p>Appointments page</p> },
      { path: '/user/base/home/view-doctors', element: <p>Therapists page</p> },
    ],
    path,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('booking-status', () => {
  it('shows the spec’s success screen; Done clears paymentMethod and paymentData and goes to appointments', async () => {
    localStorage.setItem('paymentMethod', 'test');
    localStorage.setItem('paymentData', JSON.stringify({ transactionId: TXN }));
    fakeApi({ [`GET /payment/test/${TXN}`]: okReply(paymentVerification, verification()) });
    renderAt(`/user/base/home/booking-status/${SCHEDULE}/${TXN}`);
    expect(await screen.findByRole('heading', { name: 'Payment & Booking Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Meera Iyer')).toBeInTheDocument();
    // The viewer's zone (here the test machine's): '1st March, 2024' and a time like '3:05 PM'.
    expect(screen.getByText(/^1st March, 2024$/)).toBeInTheDocument();
    const time = formatClock(new Date('2024-03-01T09:35:00.000Z'), localTimeZone());
    expect(time).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
    expect(screen.getByText(new RegExp(`^${time}`))).toBeInTheDocument();
    expect(localStorage.getItem('therapistBookingId')).toBe(SCHEDULE);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Appointments page')).toBeInTheDocument();
    expect(localStorage.getItem('paymentMethod')).toBeNull();
    expect(localStorage.getItem('paymentData')).toBeNull();
  });

  it('waits while the payment is pending and shows success once the webhook arrived', async () => {
    let calls = 0;
    fakeApi({
      [`GET /payment/test/${TXN}`]: () =>
        okReply(
          paymentVerification,
          ++calls < 2
            ? verification({ paymentStatus: 'payment-pending', status: 'created', appointmentId: null })
            : verification(),
        ),
    });
    renderAt(`/user/base/home/booking-status/${SCHEDULE}/${TXN}`);
    expect(await screen.findByRole('heading', { name: MSG.paymentPending })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Payment & Booking Successful!' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('a failed payment goes to the failure screen', async () => {
    fakeApi({
      [`GET /payment/test/${TXN}`]: okReply(
        paymentVerification,
        verification({ paymentStatus: 'payment-failed', status: 'failed', appointmentId: null }),
      ),
    });
    renderAt(`/user/base/home/booking-status/${SCHEDULE}/${TXN}`);
    expect(await screen.findByRole('heading', { name: 'Payment Failed!' })).toBeInTheDocument();
  });
});

describe('booking/failure', () => {
  it('says Payment Failed!, Please try again. and the long text; Proceed goes to view-doctors', async () => {
    renderAt(`/user/base/home/booking/failure/${SCHEDULE}/${TXN}`);
    expect(screen.getByRole('heading', { name: 'Payment Failed!' })).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    expect(screen.getByText(MSG.paymentFailedLong)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Therapists page')).toBeInTheDocument();
  });
});

describe('test checkout', () => {
  it('is labelled TEST MODE, shows the total and sends the payer’s choice', async () => {
    const calls = fakeApi({
      [`GET /payment/test/checkout/${TXN}`]: okReply(testCheckout, {
        transactionId: TXN,
        status: 'created',
        purpose: 'session',
        scheduleId: SCHEDULE,
        providerId: THERAPIST,
        providerName: 'Meera Iyer',
        startTime: '2024-03-01T09:35:00.000Z',
        amount: 900,
        serviceTaxValue: 183.24,
        totalAmount: 1083.24,
        currency: 'INR',
      }),
      [`POST /payment/test/checkout/${TXN}/complete`]: okReply(testCheckoutResult, {
        paymentStatus: 'payment-failed',
        redirectTo: `/user/base/home/booking/failure/${SCHEDULE}/${TXN}`,
      }),
    });
    renderAt(`/user/base/home/test-checkout/${TXN}`);
    expect(screen.getByText('TEST MODE')).toBeInTheDocument();
    expect(await screen.findByText('₹1,083.24')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Failure' }));
    expect(await screen.findByRole('heading', { name: 'Payment Failed!' })).toBeInTheDocument();
    expect(calls.find((c) => c.route.endsWith('/complete'))?.body).toEqual({ outcome: 'failure' });
  });
});
