import { type CouponApplyResult, couponApplyResult, MSG, patientCouponsData } from '@sahaj/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { failReply, fakeApi, okReply } from '../../../test/fake-api';
import { CouponField } from './coupon-field';

const THERAPIST = '5b0d3a52-0000-4000-8000-000000000002';
const price = {
  providerId: THERAPIST,
  treatmentId: null,
  treatmentName: null,
  currency: 'INR',
  consultationDuration: 60,
  patientPaymentAmount: 900,
  subTotal: 900,
  discountAmount: 180,
  couponApplied: true,
  feesAndTaxes: 146.59,
  totalAmount: 866.59,
  amount: 720,
  serviceTaxValue: 146.59,
  integratorprocessingFeeValue: 14.4,
  taxAmount: 132.19,
  gstPercent: 18,
  processingFeePercent: 2,
  couponCode: 'SAVE20',
  totalAmountPaise: 86_659,
  couponId: '5b0d3a52-0000-4000-8000-000000000009',
  message: MSG.couponApplied,
};

function Harness() {
  const [applied, setApplied] = useState<CouponApplyResult | null>(null);
  return (
    <>
      <CouponField therapistId={THERAPIST} treatmentId={null} applied={applied} onChange={setApplied} />
      <p>Total: {applied ? applied.totalAmount : 1083.24}</p>
    </>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CouponField', () => {
  it('shows the server’s refusal under the field, applies a code (disabled, Remove), and removes it', async () => {
    const calls = fakeApi({
      [`GET /patient/coupons/${THERAPIST}`]: okReply(patientCouponsData, { coupons: [] }),
      'POST /payment/patient/coupon/apply': (body) =>
        (body as { couponCode: string }).couponCode === 'save20'
          ? okReply(couponApplyResult, price)
          : failReply(400, MSG.couponInvalid, 'couponCode'),
    });
    render(
      <Providers>
        <Harness />
      </Providers>,
    );
    const field = screen.getByRole('textbox', { name: 'Coupon code' });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(MSG.couponCodeRequired)).toBeTruthy();
    await userEvent.type(field, 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(MSG.couponInvalid)).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, 'save20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Total: 866.59')).toBeTruthy();
    expect(screen.getByText(/Coupon applied: you save ₹180/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Coupon code' }) as HTMLInputElement).disabled).toBe(true);
    expect(calls.filter((c) => c.route === 'POST /payment/patient/coupon/apply').at(-1)?.body).toEqual({
      providerId: THERAPIST,
      treatmentId: null,
      couponCode: 'save20',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon SAVE20' }));
    expect(await screen.findByText('Total: 1083.24')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Coupon code' }) as HTMLInputElement).disabled).toBe(false);
  });
});
