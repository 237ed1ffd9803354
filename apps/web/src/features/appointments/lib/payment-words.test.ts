import { paidWithOf } from '@sahaj/contract';
import { describe, expect, it } from 'vitest';
import { priceLabel, refundNote, unchangedPrice } from './payment-words';

const paid = { amount: 1500, currency: 'INR', paidWith: 'payment' } as const;
const pkg = { amount: 0, currency: 'INR', paidWith: 'package' } as const;
const company = { amount: 1200, currency: 'INR', paidWith: 'companyCredits' } as const;
const free = { amount: 0, currency: 'INR', paidWith: 'free' } as const;

describe('how a session was paid, in words', () => {
  it('reads the settlement from the transaction id the confirmation step writes', () => {
    expect(paidWithOf('txn_0a1b')).toBe('payment');
    expect(paidWithOf('package_p1_s1')).toBe('package');
    expect(paidWithOf('credits_e1')).toBe('companyCredits');
    expect(paidWithOf('zero_x')).toBe('free');
    expect(paidWithOf(null)).toBe('free');
  });

  it('never calls a package or company session free, nor says a company session was paid by card', () => {
    expect(priceLabel(paid, 'patient')).toBe('₹1,500');
    expect(priceLabel(pkg, 'patient')).toBe('From your package');
    expect(priceLabel(pkg, 'provider')).toBe('Package session');
    expect(priceLabel(company, 'patient')).toBe('Paid by your company');
    expect(priceLabel(free, 'provider')).toBe('Free');
    expect(refundNote(company, 'patient')).not.toMatch(/card/);
    expect(refundNote(company, 'patient')).toMatch(/company's wallet/);
    expect(refundNote(pkg, 'provider', 'Asha')).toBe("The session goes back to Asha's package.");
    expect(refundNote(paid, 'patient')).toMatch(/^The ₹1,500 you paid is refunded in full/);
    expect(refundNote(free, 'patient')).toBeNull();
    expect(unchangedPrice(pkg)).toMatch(/one session of your package/);
  });
});
