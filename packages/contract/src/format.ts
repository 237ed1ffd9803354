import { PLATFORM_MSG } from './messages/platform';

// Made on first use, not when the module loads: the first en-IN format loads the locale's data,
// which on a phone is a long task the screens that never show a number should not pay.
let numberFormat: Intl.NumberFormat | undefined;
/** Numbers with up to 2 decimals, dropping .00. */
export function formatNumber(value: number): string {
  numberFormat ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
  return numberFormat.format(value);
}

/** Greeting by hour: before 12 morning, before 18 afternoon, else evening. */
export function greetingFor(hour: number): string {
  if (hour < 12) return PLATFORM_MSG.greetingMorning;
  if (hour < 18) return PLATFORM_MSG.greetingAfternoon;
  return PLATFORM_MSG.greetingEvening;
}

/** Long file names are cut to 10 characters, then '..', then the extension. */
export function shortenFileName(name: string, keep = 10): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot + 1) : '';
  if (base.length <= keep) return name;
  return `${base.slice(0, keep)}..${ext}`;
}

/** 'Country (GMT+h:mm)' from an offset in minutes, the spec's time-zone label. */
export function timezoneLabel(country: string, offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const h = Math.floor(abs / 60);
  const m = String(abs % 60).padStart(2, '0');
  return `${country} (GMT${sign}${h}:${m})`;
}
