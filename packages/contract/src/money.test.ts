import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatInvoiceAmount,
  formatMoney,
  formatRupees,
  hasWholePaise,
  paiseToRupees,
  parseRupees,
  rupeesToPaise,
} from './money';

const paise = fc.integer({ min: 0, max: 10_000_000_000_00 });
const signedPaise = fc.integer({ min: -10_000_000_000_00, max: 10_000_000_000_00 });

describe('money: the spec display', () => {
  it('₹ with Indian grouping, dropping .00, keeping real decimals', () => {
    expect(formatMoney(150000)).toBe('₹1,500');
    expect(formatMoney(150050)).toBe('₹1,500.50');
    expect(formatMoney(150005)).toBe('₹1,500.05');
    expect(formatMoney(0)).toBe('₹0');
    expect(formatMoney(1)).toBe('₹0.01');
    expect(formatMoney(12345678900)).toBe('₹12,34,56,789');
    expect(formatRupees(1500.5)).toBe('₹1,500.50');
    expect(formatRupees(1083.24)).toBe('₹1,083.24');
    expect(formatInvoiceAmount(118000)).toBe('INR 1,180.00');
    expect(formatInvoiceAmount(118050)).toBe('INR 1,180.50');
  });

  it('refuses a fraction of a paisa instead of rounding it away', () => {
    expect(() => formatMoney(150000.5)).toThrow(RangeError);
    expect(() => paiseToRupees(0.1)).toThrow(RangeError);
    expect(() => rupeesToPaise(1500.505)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(hasWholePaise(0.29)).toBe(true);
    expect(hasWholePaise(0.295)).toBe(false);
  });

  it('property: the display reads back to the same paise, and shows decimals exactly when there are paise', () => {
    fc.assert(
      fc.property(paise, (p) => {
        const shown = formatMoney(p);
        expect(shown.startsWith('₹')).toBe(true);
        expect(shown.endsWith('.00')).toBe(false);
        expect(shown.includes('.')).toBe(p % 100 !== 0);
        // Taking the grouping out gives back exactly the amount, no rounding anywhere.
        expect(parseRupees(shown.slice(1).replaceAll(',', ''))).toBe(p);
      }),
    );
  });

  it('property: paise → rupees → paise is the identity, for every integer amount', () => {
    fc.assert(fc.property(signedPaise, (p) => rupeesToPaise(paiseToRupees(p)) === p));
  });

  it('property: the invoice shows the same amount, always with two decimals', () => {
    fc.assert(
      fc.property(paise, (p) => {
        const shown = formatInvoiceAmount(p);
        expect(shown).toMatch(/^INR [\d,]+\.\d{2}$/);
        expect(parseRupees(shown.slice(4).replaceAll(',', ''))).toBe(p);
      }),
    );
  });
});

describe('money: typed rupees are parsed strictly', () => {
  it('takes digits with up to two decimals', () => {
    expect(parseRupees('1500')).toBe(150000);
    expect(parseRupees('1500.5')).toBe(150050);
    expect(parseRupees('1500.50')).toBe(150050);
    expect(parseRupees('0.01')).toBe(1);
    expect(parseRupees('0')).toBe(0);
  });

  it.each([
    '1,500.50',
    '1,500',
    '₹1500',
    ' 1500',
    '1500 ',
    '1e3',
    '-5',
    '+5',
    '1500.505',
    '1500.',
    '.5',
    '',
    '01500',
    'Infinity',
    'NaN',
    '0x10',
    '１５００',
  ])('refuses %j rather than reinterpreting it', (text) => {
    expect(parseRupees(text)).toBeUndefined();
  });

  it('property: every amount written plainly parses back to itself', () => {
    fc.assert(
      fc.property(paise, (p) => {
        const text = `${Math.floor(p / 100)}.${String(p % 100).padStart(2, '0')}`;
        return parseRupees(text) === p;
      }),
    );
  });

  it('property: anything with a character other than digits and one point is refused', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/^[\d.]*$/.test(text));
        return parseRupees(text) === undefined;
      }),
    );
  });
});
