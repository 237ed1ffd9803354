import { MSG, type PaymentConfigurationResult } from '@sahaj/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptLoads, scriptRequested } from '../../../test/script-tags';
import { RAZORPAY_SCRIPT } from '../lib/razorpay';
import { openRazorpay, redirectToStripeCheckout } from './gateway-checkout';

const config: PaymentConfigurationResult = {
  amount: 900,
  serviceTaxValue: 183.24,
  currency: 'INR',
  orderId: 'order_1',
  transactionId: 'txn_0123456789ab',
  clientSecret: null,
  creditPurchaseAmount: null,
  integratorprocessingFeeValue: 18,
  sessionId: null,
  gateway: 'razorpay',
  paymentId: 'p1',
  scheduleId: 's1',
  totalAmount: 1083.24,
  totalAmountPaise: 108_324,
  taxAmount: 165.24,
  discountAmount: 0,
  couponApplied: false,
  checkoutUrl: null,
  publishableKey: null,
  keyId: 'rzp_test_1',
  prefill: { name: 'Riya Sen', email: 'riya@example.com', contact: '+919000000001', address: null },
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete window.Razorpay;
  for (const s of document.querySelectorAll('script')) s.remove();
  localStorage.clear();
});

describe('Razorpay checkout', () => {
  it("alerts 'Razorpay SDK failed to load. Are you online?' when the script cannot load", async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    scriptLoads(false);
    await expect(openRazorpay(config, vi.fn())).rejects.toThrow(MSG.razorpaySdkFailed);
    expect(alert).toHaveBeenCalledWith(MSG.razorpaySdkFailed);
    // The script was asked for (a failed tag is removed, so a later try fetches it again).
    expect(scriptRequested(RAZORPAY_SCRIPT)).toBe(true);
  });

  it('opens with (amount + serviceTaxValue) × 100 paise in INR, the order id and the prefilled payer', async () => {
    const opened: Array<Record<string, unknown>> = [];
    window.Razorpay = class {
      constructor(readonly options: Record<string, unknown>) {
        opened.push(options);
      }
      open() {}
    } as unknown as NonNullable<typeof window.Razorpay>;
    scriptLoads(true);
    await openRazorpay(config, vi.fn());
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_1',
      amount: 108_324,
      currency: 'INR',
      order_id: 'order_1',
      prefill: { name: 'Riya Sen', email: 'riya@example.com', contact: '+919000000001' },
    });
    // No place picked: no empty address note.
    expect(opened[0]!.notes).toEqual({ transactionId: config.transactionId });
    await openRazorpay({ ...config, prefill: { ...config.prefill, address: 'Kolkata, West Bengal, India' } }, vi.fn());
    expect(opened[1]!.notes).toEqual({ address: 'Kolkata, West Bengal, India', transactionId: config.transactionId });
  });
});

describe('Stripe Checkout redirect', () => {
  const session = {
    ...config,
    gateway: 'stripe' as const,
    orderId: null,
    sessionId: 'cs_test_1',
    checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_1',
  };

  it('is refused when the stored payment data has no transactionId', () => {
    const go = vi.fn();
    expect(() => redirectToStripeCheckout(session, go)).toThrow(MSG.paymentMissingTransaction);
    localStorage.setItem('paymentData', JSON.stringify({ scheduleId: 's1' }));
    expect(() => redirectToStripeCheckout(session, go)).toThrow(MSG.paymentMissingTransaction);
    expect(go).not.toHaveBeenCalled();
  });

  it('goes to the Checkout Session once the payment data holds its transactionId', () => {
    const go = vi.fn();
    localStorage.setItem('paymentData', JSON.stringify({ scheduleId: 's1', transactionId: config.transactionId }));
    redirectToStripeCheckout(session, go);
    expect(go).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1');
  });

  it('without a session URL nothing happens but the spec’s configure error', () => {
    const go = vi.fn();
    localStorage.setItem('paymentData', JSON.stringify({ transactionId: config.transactionId }));
    expect(() => redirectToStripeCheckout({ ...session, checkoutUrl: null }, go)).toThrow(
      MSG.paymentConfigurationFailed,
    );
    expect(go).not.toHaveBeenCalled();
  });
});
