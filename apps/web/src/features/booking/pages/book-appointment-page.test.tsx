import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { BookAppointmentPage } from './book-appointment-page';

const SCHEDULE = '5b0d3a52-0000-4000-8000-000000000001';
const THERAPIST = '5b0d3a52-0000-4000-8000-000000000002';
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

function hold(status: 'held' | 'booked' = 'held') {
  return {
    _id: SCHEDULE,
    providerId: THERAPIST,
    startTime: '2030-03-04T03:30:00.000Z',
    endTime: '2030-03-04T04:00:00.000Z',
    consultationDuration: 30,
    treatmentId: null,
    treatmentName: null,
    status,
    expiresAt: status === 'held' ? inMinutes(10) : null,
    holdMinutes: 10,
    appointmentId: status === 'booked' ? SCHEDULE : null,
    doctorDetails: {
      _id: THERAPIST,
      name: 'Meera Iyer',
      fullName: 'Meera Iyer',
      firstName: 'Meera',
      lastName: 'Iyer',
      profilePic: null,
      professionalTitle: 'Clinical Psychologist',
      status: 'active',
    },
  };
}

const price = (total: number) => ({
  providerId: THERAPIST,
  treatmentId: null,
  treatmentName: null,
  currency: 'INR',
  consultationDuration: 30,
  patientPaymentAmount: total,
  subTotal: total,
  discountAmount: 0,
  couponApplied: false,
  feesAndTaxes: 0,
  totalAmount: total,
});

type Reply = { status?: number; body: unknown };
function stubApi(routes: Record<string, (init: RequestInit) => Reply>) {
  const calls: Array<{ path: string; init: RequestInit }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      const path = new URL(url).pathname.replace('/api/v1', '');
      calls.push({ path, init });
      const key = `${init.method ?? 'GET'} ${path}`;
      const route = routes[key];
      if (!route) return new Response(JSON.stringify({ status: false, data: { message: 'no' } }), { status: 404 });
      const r = route(init);
      const ok = (r.status ?? 200) < 400;
      return new Response(JSON.stringify({ status: ok, data: r.body }), { status: r.status ?? 200 });
    }),
  );
  return calls;
}

function Profile() {
  const location = useLocation();
  return <p>Profile: {(location.state as { slotMessage?: string } | null)?.slotMessage}</p>;
}

function renderPage() {
  localStorage.setItem('userType', 'patient');
  const router = createMemoryRouter(
    [
      { path: '/user/base/home/book-appointment/:scheduleId', element: <BookAppointmentPage /> },
      { path: '/user/base/home/doctor-profile/:id', element: <Profile /> },
      { path: '/user/base/home/test-checkout/:transactionId', element: <p>Test checkout page</p> },
    ],
    { initialEntries: [`/user/base/home/book-appointment/${SCHEDULE}`] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const base = {
  [`GET /user/provider/${THERAPIST}`]: () => ({ body: { treatments: [], consultationFee: 0, currency: 'INR' } }),
};

afterEach(() => vi.unstubAllGlobals());

describe('book-appointment', () => {
  it('counts the hold down and, for a paid session, pays through the gateway the server offers', async () => {
    const calls = stubApi({
      ...base,
      [`GET /patient/schedule-details/${SCHEDULE}`]: () => ({ body: hold() }),
      [`GET /patient/doctor-price-details/${THERAPIST}`]: () => ({ body: price(1500) }),
      'GET /payment/gateways': () => ({ body: { gateways: ['test'], test: true, stripe: null, razorpay: null } }),
      'POST /payment/patient/test/configure-payment': () => ({
        body: { transactionId: 'txn_abc12345', checkoutUrl: '/user/base/home/test-checkout/txn_abc12345' },
      }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Confirm your session' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^(10:00|09:5\d)$/);
    expect(await screen.findByText(/Payments run in TEST MODE here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm booking' })).not.toBeInTheDocument();
    expect(screen.getByText(/cancel or reschedule this session up to 24 hours before it starts/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹1,500' }));
    expect(await screen.findByText('Test checkout page')).toBeInTheDocument();
    const configure = calls.find((c) => c.path === '/payment/patient/test/configure-payment');
    // Only the hold is sent: the server computes the amount.
    expect(JSON.parse(String(configure?.init.body))).toEqual({ scheduleId: SCHEDULE });
    // The pay panel and the packages both offer the gateways: the server is asked once.
    expect(calls.filter((c) => c.path === '/payment/gateways')).toHaveLength(1);
    expect(localStorage.getItem('paymentMethod')).toBe('test');
    expect(JSON.parse(localStorage.getItem('paymentData') ?? '{}')).toMatchObject({
      scheduleId: SCHEDULE,
      transactionId: 'txn_abc12345',
      providerId: THERAPIST,
    });
  });

  it('confirms a free session through the zero-charge call and shows it booked', async () => {
    let booked = false;
    const calls = stubApi({
      ...base,
      [`GET /patient/schedule-details/${SCHEDULE}`]: () => ({ body: hold(booked ? 'booked' : 'held') }),
      [`GET /patient/doctor-price-details/${THERAPIST}`]: () => ({ body: price(0) }),
      'POST /payment/patient/zeroconsultationcharges/configure-payment': () => {
        booked = true;
        return { body: { appointmentId: SCHEDULE, message: 'Payment & Booking Successful!' } };
      },
    });
    renderPage();
    const confirm = await screen.findByRole('button', { name: 'Confirm booking' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    expect(await screen.findByRole('heading', { name: 'Your session is booked' })).toBeInTheDocument();
    const post = calls.find((c) => c.path === '/payment/patient/zeroconsultationcharges/configure-payment');
    expect(JSON.parse(String(post?.init.body))).toEqual({ scheduleId: SCHEDULE, treatmentId: null, couponCode: null });
  });

  it('goes back to the slot picker with the message when the slot was taken', async () => {
    stubApi({
      ...base,
      [`GET /patient/schedule-details/${SCHEDULE}`]: () => ({ body: hold() }),
      [`GET /patient/doctor-price-details/${THERAPIST}`]: () => ({ body: price(0) }),
      'POST /payment/patient/zeroconsultationcharges/configure-payment': () => ({
        status: 409,
        body: { message: 'This slot is no longer available' },
      }),
    });
    const router = renderPage();
    const confirm = await screen.findByRole('button', { name: 'Confirm booking' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    expect(await screen.findByText('Profile: This slot is no longer available')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/user/base/home/doctor-profile/${THERAPIST}`);
  });
});
