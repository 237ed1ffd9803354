import { patientPaymentDetailsData } from '@sahaj/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { failReply, fakeApi, okReply } from '../../../test/fake-api';
import { PaymentHistoryPage } from './payment-history-page';

const PAYMENT = '7d1e0c55-0000-4000-8000-000000000001';

const refunded = {
  _id: PAYMENT,
  transactionId: 'txn_abcdef0123456789',
  purpose: 'session' as const,
  gateway: 'test',
  paymentStatus: 'refunded' as const,
  paymentDate: '2030-03-01T10:00:00.000Z',
  appointmentId: '7d1e0c55-0000-4000-8000-000000000002',
  sessionStartTime: '2030-03-04T03:30:00.000Z',
  treatmentName: null,
  doctorDetails: { _id: '7d1e0c55-0000-4000-8000-000000000003', name: 'Meera Iyer' },
  currency: 'INR',
  subTotal: 1500,
  discountAmount: 150,
  couponCode: 'WELCOME10',
  feesAndTaxes: 248.94,
  totalAmount: 1598.94,
  refundedAmount: 1598.94,
  refunds: [
    {
      _id: '7d1e0c55-0000-4000-8000-000000000004',
      amount: 1598.94,
      status: 'succeeded' as const,
      reason: 'Session cancelled by the patient',
      refundDate: '2030-03-02T10:00:00.000Z',
    },
  ],
  invoiceNumber: 'SAH/2930/000007',
};

function renderPage() {
  localStorage.setItem('userType', 'patient');
  const router = createMemoryRouter([{ path: '/h', element: <PaymentHistoryPage /> }], { initialEntries: ['/h'] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('payment history', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each payment with its amounts, its refund and an invoice download', async () => {
    const calls = fakeApi({
      'GET /patient/payment-details': okReply(patientPaymentDetailsData, { paymentDetails: [refunded], count: 1 }),
      [`GET /patient/payment-details/${PAYMENT}/invoice`]: failReply(404, 'No invoice for this payment'),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Payment History' })).toBeInTheDocument();
    expect(await screen.findByText('Meera Iyer')).toBeInTheDocument();
    expect(screen.getByText('Refunded')).toBeInTheDocument();
    expect(screen.getByText('Discount (WELCOME10)')).toBeInTheDocument();
    expect(screen.getByText('₹1,598.94', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(/₹1,598.94 refunded on .* Session cancelled by the patient/)).toBeInTheDocument();
    const page = calls.find((c) => c.route === 'GET /patient/payment-details');
    expect(page).toBeDefined();
    // The invoice call carries the bearer token; a refusal is shown, not swallowed.
    await userEvent.click(screen.getByRole('button', { name: 'Download invoice SAH/2930/000007' }));
    expect(calls.some((c) => c.route === `GET /patient/payment-details/${PAYMENT}/invoice`)).toBe(true);
  });

  it('says so when there are no payments yet', async () => {
    fakeApi({ 'GET /patient/payment-details': okReply(patientPaymentDetailsData, { paymentDetails: [], count: 0 }) });
    renderPage();
    expect(await screen.findByText('No payments found!')).toBeInTheDocument();
  });
});
