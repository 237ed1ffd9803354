import { z } from 'zod';
import { MSG } from '../messages';
import { PRICE_MAX } from './constants';

/** Small helpers the therapist profile forms and the server share: required text, coordinates as text. */

/** A required, trimmed text field whose every failure shows `message`. */
export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max);

/** 22.5726 → '22.5726° N'; the spec sends latitude as text with a north mark. */
export function formatLatitude(lat: number): string {
  return `${Math.abs(lat).toFixed(4)}° ${lat < 0 ? 'S' : 'N'}`;
}
/** 88.3639 → '88.3639° E'. */
export function formatLongitude(lng: number): string {
  return `${Math.abs(lng).toFixed(4)}° ${lng < 0 ? 'W' : 'E'}`;
}
const COORD_RE = /^(\d{1,3}(?:\.\d+)?)\s*°?\s*([NSEW])$/i;
/** '22.5726° N' → 22.5726; '10.5° S' → -10.5; undefined when not such text. */
export function parseCoordinate(text: string, axis: 'lat' | 'lng'): number | undefined {
  const m = COORD_RE.exec(text.trim());
  if (!m) return undefined;
  const mark = m[2]!.toUpperCase();
  if (axis === 'lat' ? !'NS'.includes(mark) : !'EW'.includes(mark)) return undefined;
  const value = Number(m[1]) * (mark === 'S' || mark === 'W' ? -1 : 1);
  if (Math.abs(value) > (axis === 'lat' ? 90 : 180)) return undefined;
  return value;
}

/**
 * A price in whole rupees, typed as a number or as digits (issue 10 #1). Nothing typed is
 * reinterpreted: '1,500.50', '-200', '1e3', '12.5' are refused with MSG.wholeRupees, never turned
 * into another amount. 0 is allowed (free sessions; the form asks to confirm). `required` is the
 * page's message for an empty field.
 */
export const wholeRupees = (required: string) =>
  z.union([z.number(), z.string()], { error: required }).transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : undefined;
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const amount = text === undefined ? value : /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) {
      ctx.addIssue({ code: 'custom', message: MSG.wholeRupees });
      return z.NEVER;
    }
    if (amount > PRICE_MAX) {
      ctx.addIssue({ code: 'custom', message: MSG.priceTooHigh });
      return z.NEVER;
    }
    return amount;
  });
