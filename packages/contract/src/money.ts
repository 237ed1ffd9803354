import { CURRENCY } from './constants';

/**
 * Money, the only place (ARCHITECTURE §2). Amounts are held, stored and computed in integer paise
 * (minor units). Rupees (major units) exist only at the edges: the spec's request and reply fields
 * that carry rupees, what a person types, and what a person reads. Conversions are exact: an amount
 * with a fraction of a paisa is a bug and throws, never rounds silently.
 */

/** An amount in paise: a safe integer. */
export type Paise = number;

const PAISE_PER_RUPEE = 100;

/** True for a value that can be an amount in paise (a safe integer). */
export const isPaise = (value: number): value is Paise => Number.isSafeInteger(value);

function assertPaise(value: number): Paise {
  if (!isPaise(value)) throw new RangeError(`Not an amount in paise: ${value}`);
  return value;
}

/** Rupees for a reply field from paise: 150050 → 1500.5. Exact (two decimals at most). */
export function paiseToRupees(paise: Paise): number {
  return assertPaise(paise) / PAISE_PER_RUPEE;
}

/**
 * Paise from a rupee amount a request or a reply carried (a number with at most two decimals):
 * 1500.5 → 150050. The float's representation error (0.29 * 100 = 28.999999999999996) is removed;
 * a real third decimal (1500.505) is refused, never rounded.
 */
export function rupeesToPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount in rupees: ${rupees}`);
  const paise = Math.round(rupees * PAISE_PER_RUPEE);
  if (Math.abs(paise - rupees * PAISE_PER_RUPEE) > 1e-6 * Math.max(1, Math.abs(paise))) {
    throw new RangeError(`More than two decimals in a rupee amount: ${rupees}`);
  }
  return assertPaise(paise);
}

/** True for a rupee amount with at most two decimals (what rupeesToPaise takes). */
export function hasWholePaise(rupees: number): boolean {
  try {
    rupeesToPaise(rupees);
    return true;
  } catch {
    return false;
  }
}

const TYPED_RUPEES = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

/**
 * Paise from rupees a person typed: digits, optionally a point and one or two decimals ('1500',
 * '1500.5', '1500.50'). Anything else — '1,500.50', '₹1500', ' 1500', '1e3', '-5', '1500.505', '' —
 * is refused (undefined) rather than reinterpreted; the caller shows its message.
 */
export function parseRupees(text: string): Paise | undefined {
  const m = TYPED_RUPEES.exec(text);
  if (!m) return undefined;
  const whole = Number(m[1]);
  const fraction = m[2] ? Number(m[2].slice(1).padEnd(2, '0')) : 0;
  return whole * PAISE_PER_RUPEE + fraction;
}

const displayFormats = new Map<string, Intl.NumberFormat>();
function displayFormat(currency: string, decimals: 0 | 2): Intl.NumberFormat {
  const key = `${currency}:${decimals}`;
  let f = displayFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    displayFormats.set(key, f);
  }
  return f;
}

/**
 * The spec's money display from paise (UI.md): the rupee sign, Indian grouping, up to two decimals,
 * dropping '.00' — 150000 → '₹1,500', 150050 → '₹1,500.50', 12345678900 → '₹12,34,56,789'.
 */
export function formatMoney(paise: Paise, currency: string = CURRENCY): string {
  assertPaise(paise);
  return displayFormat(currency, paise % PAISE_PER_RUPEE === 0 ? 0 : 2).format(paise / PAISE_PER_RUPEE);
}

/** The same display for a rupee amount a reply carried (web): 1500.5 → '₹1,500.50'. */
export const formatRupees = (rupees: number, currency: string = CURRENCY): string =>
  formatMoney(rupeesToPaise(rupees), currency);

/**
 * An amount on a tax invoice: the currency code and always two decimals ('INR 1,180.00'), because
 * the PDF's built-in fonts have no rupee sign and invoice columns line up on the decimals.
 */
export function formatInvoiceAmount(paise: Paise, currency: string = CURRENCY): string {
  assertPaise(paise);
  const digits = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${currency} ${digits.format(paise / PAISE_PER_RUPEE)}`;
}
