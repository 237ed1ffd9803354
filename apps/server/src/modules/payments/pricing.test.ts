import { describe, expect, it } from 'vitest';
import { computeAmounts, percentOf, priceDetailsOf } from './pricing';

const s = { processingFeePercent: 2, gstPercent: 18 };

describe('computeAmounts', () => {
  it('adds the processing fee and GST on top of the fee, in whole paise', () => {
    // ₹900: fee 2 % = ₹18, GST 18 % of ₹918 = ₹165.24, total ₹1,083.24
    expect(computeAmounts(90_000, 0, s)).toEqual({
      subtotalPaise: 90_000,
      discountPaise: 0,
      amountPaise: 90_000,
      feesPaise: 1_800,
      taxPaise: 16_524,
      totalPaise: 108_324,
    });
  });

  it('takes a coupon off before fees and tax', () => {
    const a = computeAmounts(90_000, 10_000, s);
    expect(a.amountPaise).toBe(80_000);
    expect(a.feesPaise).toBe(1_600);
    expect(a.taxPaise).toBe(14_688);
    expect(a.totalPaise).toBe(96_288);
  });

  it('a 100 % coupon or a free session costs nothing at all (zero-charge path)', () => {
    expect(computeAmounts(90_000, 90_000, s).totalPaise).toBe(0);
    expect(computeAmounts(0, 0, s).totalPaise).toBe(0);
    expect(computeAmounts(500, 9_000, s).discountPaise).toBe(500);
  });

  it('rounds half up and keeps integers for awkward rates', () => {
    expect(percentOf(333, 2.5)).toBe(8); // 8.325
    expect(percentOf(1, 50)).toBe(1); // 0.5 → 1
    const a = computeAmounts(12_345, 0, { processingFeePercent: 2.36, gstPercent: 18 });
    expect(Number.isInteger(a.feesPaise) && Number.isInteger(a.taxPaise)).toBe(true);
    expect(a.totalPaise).toBe(a.amountPaise + a.feesPaise + a.taxPaise);
  });

  it('refuses amounts that are not whole paise', () => {
    expect(() => computeAmounts(10.5, 0, s)).toThrow();
    expect(() => computeAmounts(-1, 0, s)).toThrow();
  });
});

describe('priceDetailsOf', () => {
  const item = {
    providerId: 'therapist-1',
    treatmentId: null,
    treatmentName: null,
    currency: 'INR',
    consultationDuration: 60,
    couponCode: 'CARE10',
  };

  it('shows the amounts in rupees and keeps the total in paise for our own checks', () => {
    expect(priceDetailsOf(item, computeAmounts(90_000, 10_000, s), s)).toMatchObject({
      subTotal: 900,
      discountAmount: 100,
      couponApplied: true,
      couponCode: 'CARE10',
      amount: 800,
      integratorprocessingFeeValue: 16,
      taxAmount: 146.88,
      feesAndTaxes: 162.88,
      totalAmount: 962.88,
      totalAmountPaise: 96_288,
      gstPercent: 18,
      processingFeePercent: 2,
    });
  });

  it('names no coupon when the coupon took nothing off', () => {
    expect(priceDetailsOf(item, computeAmounts(90_000, 0, s), s)).toMatchObject({
      couponApplied: false,
      couponCode: null,
      discountAmount: 0,
      totalAmount: 1_083.24,
    });
  });
});
