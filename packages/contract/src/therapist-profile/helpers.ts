import { z } from 'zod';

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
