import { describe, expect, it } from 'vitest';
import { commissionOf, financialYearOf, formatMonthKey, invoiceNumberOf, refundShare } from './earnings';

describe('earnings rules', () => {
  it('takes the commission in basis points, rounded to the paisa', () => {
    expect(commissionOf(150_000, 2000)).toBe(30_000);
    expect(commissionOf(333, 2000)).toBe(67);
    expect(commissionOf(1000, 0)).toBe(0);
  });

  it('reverses a full refund exactly and a partial one in proportion', () => {
    const payment = { totalPaise: 118_000, grossPaise: 100_000, commissionPaise: 20_000 };
    const none = { amountPaise: 0, grossPaise: 0, commissionPaise: 0 };
    expect(refundShare(payment, none, 118_000)).toEqual({
      grossPaise: 100_000,
      commissionPaise: 20_000,
      netPaise: 80_000,
    });
    const half = refundShare(payment, none, 59_000);
    expect(half).toEqual({ grossPaise: 50_000, commissionPaise: 10_000, netPaise: 40_000 });
    // The rest after an odd partial refund takes the remainder: nothing is left over by rounding.
    const first = refundShare(payment, none, 33_333);
    const rest = refundShare(
      payment,
      { amountPaise: 33_333, grossPaise: first.grossPaise, commissionPaise: first.commissionPaise },
      118_000 - 33_333,
    );
    expect(first.grossPaise + rest.grossPaise).toBe(100_000);
    expect(first.commissionPaise + rest.commissionPaise).toBe(20_000);
  });

  it('numbers invoices per Indian financial year', () => {
    expect(financialYearOf('2026-03-31')).toBe('2025-26');
    expect(financialYearOf('2026-04-01')).toBe('2026-27');
    expect(financialYearOf('2099-12-01')).toBe('2099-00');
    expect(invoiceNumberOf('2026-27', 42)).toBe('SAH/2627/000042');
    expect(invoiceNumberOf('2026-27', 42).length).toBeLessThanOrEqual(16);
    expect(formatMonthKey('2026-11')).toBe('Nov 2026');
    expect(formatMonthKey('2027-01', false)).toBe('Jan');
  });
});
