import {
  couponApplyResult,
  MSG,
  patientCouponsData,
  patientSubscriptionsData,
  paymentConfigurationResult,
  paymentGateways,
  type ScheduleDetails,
  subscriptionPlansData,
} from '@sahaj/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, fakeApi, okReply } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-routes';
import { PackageOptions } from './package-options';

const SCHEDULE = '5b0d3a52-0000-4000-8000-000000000001';
const THERAPIST = '5b0d3a52-0000-4000-8000-000000000002';
const PLAN = '5b0d3a52-0000-4000-8000-000000000005';
const TXN = 'txn_0123456789abcdef01234567';

const hold = {
  _id: SCHEDULE,
  providerId: THERAPIST,
  startTime: '2030-03-01T09:30:00.000Z',
  treatmentId: null,
} as unknown as ScheduleDetails;

const plan = {
  _id: PLAN,
  providerId: THERAPIST,
  planName: 'Monthly care',
  sessionCount: 4,
  validityDays: 30,
  planPrice: 3000,
  currency: 'INR',
  pricePerSession: 750,
  singleSessionFee: 900,
  treatmentId: null,
  treatmentName: null,
  active: true,
};

// ₹3,000 − 10 % = ₹2,700; fee ₹54; GST ₹495.72: ₹3,249.72 (the server's numbers).
const discounted = {
  providerId: THERAPIST,
  treatmentId: null,
  treatmentName: null,
  currency: 'INR',
  consultationDuration: null,
  patientPaymentAmount: 3000,
  subTotal: 3000,
  discountAmount: 300,
  couponApplied: true,
  feesAndTaxes: 549.72,
  totalAmount: 3249.72,
  amount: 2700,
  serviceTaxValue: 549.72,
  integratorprocessingFeeValue: 54,
  taxAmount: 495.72,
  gstPercent: 18,
  processingFeePercent: 2,
  couponCode: 'CARE10',
  totalAmountPaise: 324_972,
  couponId: '5b0d3a52-0000-4000-8000-000000000009',
  message: MSG.couponApplied,
};

const configured = {
  amount: 2700,
  serviceTaxValue: 549.72,
  currency: 'INR',
  orderId: 'tord_1',
  transactionId: TXN,
  clientSecret: null,
  creditPurchaseAmount: null,
  integratorprocessingFeeValue: 54,
  sessionId: null,
  gateway: 'test' as const,
  paymentId: '5b0d3a52-0000-4000-8000-000000000003',
  scheduleId: null,
  totalAmount: 3249.72,
  totalAmountPaise: 324_972,
  taxAmount: 495.72,
  discountAmount: 300,
  couponApplied: true,
  checkoutUrl: `/user/base/home/test-checkout/${TXN}`,
  publishableKey: null,
  keyId: null,
  prefill: { name: 'Riya Sen', email: null, contact: null, address: null },
};

function renderOptions() {
  localStorage.setItem('userType', 'patient');
  const router = renderRoutes(
    [
      { path: '/book', element: <PackageOptions hold={hold} zone="Asia/Kolkata" onError={vi.fn()} /> },
      { path: '/user/base/home/test-checkout/:transactionId', element: <p>Test checkout</p> },
    ],
    '/book',
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('PackageOptions: buying a package with a coupon', () => {
  it('Buy package opens its coupon field; the server’s discounted total is paid, the code sent with the plan', async () => {
    const calls = fakeApi({
      'GET /payment/gateways': okReply(paymentGateways, {
        gateways: ['test'],
        test: true,
        stripe: null,
        razorpay: null,
      }),
      [`GET /patient/subscription/provider/${THERAPIST}`]: okReply(patientSubscriptionsData, { subscriptions: [] }),
      [`GET /patient/doctor-subscription-plans/${THERAPIST}`]: okReply(subscriptionPlansData, { plans: [plan] }),
      [`GET /patient/coupons/${THERAPIST}`]: okReply(patientCouponsData, { coupons: [] }),
      'POST /payment/patient/coupon/apply': (b) =>
        (b as { couponCode: string }).couponCode === 'care10'
          ? okReply(couponApplyResult, discounted)
          : failReply(400, MSG.couponInvalid, 'couponCode'),
      'POST /payment/patient/test/configure-subscription-payment': okReply(paymentConfigurationResult, configured),
    });
    const router = renderOptions();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy package Monthly care' }));
    const checkout = screen.getByRole('region', { name: 'Pay for package Monthly care' });
    expect(checkout).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(field, 'nope1');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(MSG.couponInvalid)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'care10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    // The coupon is priced against the package, not one session.
    expect(calls.filter((c) => c.route === 'POST /payment/patient/coupon/apply').at(-1)?.body).toEqual({
      providerId: THERAPIST,
      treatmentId: null,
      subscriptionPlanId: PLAN,
      couponCode: 'care10',
    });
    expect(await screen.findByText('− ₹300')).toBeInTheDocument();
    expect(screen.getByText('₹549.72')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹3,249.72' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/user/base/home/test-checkout/${TXN}`));
    expect(calls.find((c) => c.route === 'POST /payment/patient/test/configure-subscription-payment')?.body).toEqual({
      planId: PLAN,
      couponCode: 'CARE10',
    });
    expect(JSON.parse(localStorage.getItem('paymentData')!)).toMatchObject({
      transactionId: TXN,
      scheduleId: SCHEDULE,
      purpose: 'package',
    });
  });

  it('without a coupon the plan alone is sent; Cancel closes the step', async () => {
    const calls = fakeApi({
      'GET /payment/gateways': okReply(paymentGateways, {
        gateways: ['test'],
        test: true,
        stripe: null,
        razorpay: null,
      }),
      [`GET /patient/subscription/provider/${THERAPIST}`]: okReply(patientSubscriptionsData, { subscriptions: [] }),
      [`GET /patient/doctor-subscription-plans/${THERAPIST}`]: okReply(subscriptionPlansData, { plans: [plan] }),
      [`GET /patient/coupons/${THERAPIST}`]: okReply(patientCouponsData, { coupons: [] }),
      'POST /payment/patient/test/configure-subscription-payment': okReply(paymentConfigurationResult, {
        ...configured,
        discountAmount: 0,
        couponApplied: false,
      }),
    });
    renderOptions();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy package Monthly care' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Pay for package Monthly care' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Buy package Monthly care' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Test checkout')).toBeInTheDocument();
    expect(calls.find((c) => c.route === 'POST /payment/patient/test/configure-subscription-payment')?.body).toEqual({
      planId: PLAN,
    });
  });
});
