import { earningsData, providerPaymentDetailsData } from '@sahaj/contract';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { fakeApi, okReply } from '../../../test/fake-api';
import { EarningsPage } from './earnings-page';

const months = Array.from({ length: 12 }, (_, i) => ({
  month: `2030-${String(i + 1).padStart(2, '0')}`,
  gross: i === 11 ? 3000 : 0,
  refunds: i === 11 ? 1000 : 0,
  commission: i === 11 ? 400 : 0,
  net: i === 11 ? 1600 : 0,
  sessions: i === 11 ? 2 : 0,
}));

// Recharts measures its container, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

describe('earnings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the totals, the months and each payment and refund', async () => {
    fakeApi({
      'GET /provider/earnings': okReply(earningsData, {
        currency: 'INR',
        commissionPercent: 20,
        totals: { gross: 3000, refunds: 1000, commission: 400, net: 1600, sessions: 2 },
        months,
      }),
      'GET /provider/payment-details': okReply(providerPaymentDetailsData, {
        count: 2,
        paymentDetails: [
          {
            _id: '1b7f8f0e-0000-4000-8000-000000000003',
            kind: 'payment',
            purpose: 'package',
            transactionId: 'txn_0123456789abcdee',
            appointmentId: null,
            sessionStartTime: null,
            patientDetails: { _id: '1b7f8f0e-0000-4000-8000-000000000004', name: 'Ravi Menon' },
            currency: 'INR',
            gross: 4000,
            commission: 800,
            net: 3200,
            date: '2030-12-03T10:00:00.000Z',
          },
          {
            _id: '1b7f8f0e-0000-4000-8000-000000000001',
            kind: 'refund',
            purpose: 'session',
            transactionId: 'txn_0123456789abcdef',
            appointmentId: null,
            sessionStartTime: null,
            patientDetails: { _id: '1b7f8f0e-0000-4000-8000-000000000002', name: 'Asha Rao' },
            currency: 'INR',
            gross: 1000,
            commission: 200,
            net: 800,
            date: '2030-12-02T10:00:00.000Z',
          },
        ],
      }),
    });
    localStorage.setItem('userType', 'doctor');
    const router = createMemoryRouter([{ path: '/e', element: <EarningsPage /> }], { initialEntries: ['/e'] });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByText('₹1,600')).toBeInTheDocument();
    expect(screen.getByText('2 paid sessions')).toBeInTheDocument();
    expect(screen.getByText('20% of each fee')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Earnings by month' })).toHaveTextContent('Dec 2030: net ₹1,600');
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('−₹800')).toBeInTheDocument();
    // A package is labelled as one, not shown as a session (issue 20 #5).
    const pkg = screen.getByRole('article', { name: 'Payment Ravi Menon' });
    expect(within(pkg).getByText('Package')).toBeInTheDocument();
    expect(within(pkg).getByText(/^Package of sessions/)).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Refund Asha Rao' })).queryByText('Package')).toBeNull();
  });
});
