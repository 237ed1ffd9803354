import { describe, expect, it } from 'vitest';
import { feeLabel } from './fee';

describe('fee label', () => {
  it("says 'Free' for a zero fee and formats rupees otherwise", () => {
    expect(feeLabel(0)).toBe('Free');
    expect(feeLabel(1500)).toBe('₹1,500');
    expect(feeLabel(799.5)).toBe('₹799.50');
    expect(feeLabel(1000.1)).toBe('₹1,000.10');
  });
});
