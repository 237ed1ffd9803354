import {
  formatClock,
  localTimeZone,
  MSG,
  paymentVerification,
  scheduleDetails,
  testCheckout,
  testCheckoutResult,
} from '@sahaj/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, fakeApi, okReply } from '../../../test/fake-api';
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
    fakeApi({ [`GET /patient/schedule-details/${SCHEDULE}`]: failReply(404, 'Slot not found') });
    renderAt(`/user/base/home/booking/failure/${SCHEDULE}/${TXN}`);
    expect(await screen.findByRole('heading', { name: 'Payment Failed!' })).toBeInTheDocument();
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

const DOCTOR = {
  _id: THERAPIST,
  name: 'Meera Iyer',
  fullName: 'Meera Iyer',
  firstName: 'Meera',
  lastName: 'Iyer',
  profilePic: null,
  professionalTitle: null,
  status: 'active',
};

describe('after a later payment booked the slot (issue 20 #5)', () => {
  const booked = (familyMember: { _id: string; name: string; relationship: string } | null = null) =>
    okReply(scheduleDetails, {
      _id: SCHEDULE,
      providerId: THERAPIST,
      startTime: '2099-03-01T09:35:00.000Z',
      endTime: '2099-03-01T10:35:00.000Z',
      consultationDuration: 60,
      treatmentId: null,
      treatmentName: null,
      status: 'booked',
      expiresAt: null,
      holdMinutes: 10,
      appointmentId: SCHEDULE,
      familyMember,
      doctorDetails: DOCTOR,
    });

  it('Back to the earlier failure page says the session is booked, not Payment Failed!', async () => {
    fakeApi({ [`GET /patient/schedule-details/${SCHEDULE}`]: booked() });
    renderAt(`/user/base/home/booking/failure/${SCHEDULE}/${TXN}`);
    expect(await screen.findByRole('heading', { name: 'Your session is booked' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment Failed!' })).toBeNull();
  });

  it('the success screen says whom a family session is for, and promises changes only outside 24 hours', async () => {
    fakeApi({
      [`GET /payment/test/${TXN}`]: okReply(
        paymentVerification,
        verification({ startTime: '2099-03-01T09:35:00.000Z' }),
      ),
      [`GET /patient/schedule-details/${SCHEDULE}`]: booked({
        _id: 'f1',
        name: 'Riya Sharma',
        relationship: 'Daughter',
      }),
    });
    renderAt(`/user/base/home/booking-status/${SCHEDULE}/${TXN}`);
    expect(await screen.findByText('For Riya Sharma (Daughter)')).toBeInTheDocument();
    expect(screen.getByText(/where you can reschedule or cancel it until/)).toBeInTheDocument();
  });

  it('a session inside 24 hours is not promised a reschedule or cancel', async () => {
    const soon = new Date(Date.now() + 3 * 3_600_000).toISOString();
    fakeApi({
      [`GET /payment/test/${TXN}`]: okReply(paymentVerification, verification({ startTime: soon })),
      [`GET /patient/schedule-details/${SCHEDULE}`]: booked(),
    });
    renderAt(`/user/base/home/booking-status/${SCHEDULE}/${TXN}`);
    expect(await screen.findByText(/can no longer be rescheduled or cancelled/)).toBeInTheDocument();
    expect(screen.queryByText(/where you can reschedule/)).toBeNull();
  });

  it('the test checkout of a package does not say "Session with"', async () => {
    fakeApi({
      [`GET /payment/test/checkout/${TXN}`]: okReply(testCheckout, {
        transactionId: TXN,
        status: 'created',
        purpose: 'package',
        scheduleId: null,
        providerId: THERAPIST,
        providerName: 'Meera Iyer',
        startTime: null,
        amount: 4000,
        serviceTaxValue: 720,
        totalAmount: 4720,
        currency: 'INR',
      }),
    });
    renderAt(`/user/base/home/test-checkout/${TXN}`);
    expect(await screen.findByText(/Package of sessions with/)).toBeInTheDocument();
    expect(screen.queryByText(/^Session with/)).toBeNull();
  });
});
