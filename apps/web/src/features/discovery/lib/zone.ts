import { formatClock } from '@sahaj/contract';

const GMT_OFFSET = /^(GMT|UTC)[+-]/;
const NAME_LOCALES = ['en-IN', 'en-US', 'en-GB'];
// Made once per locale and zone: a slot list names its zone for every time it shows.
const nameFormats = new Map<string, Intl.DateTimeFormat>();
const nameFormat = (locale: string, zone: string) => {
  const key = `${locale} ${zone}`;
  let f = nameFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' });
    nameFormats.set(key, f);
  }
  return f;
};

/**
 * The zone's short name at an instant: 'IST', 'GMT'/'BST', 'EST'/'EDT', 'CET'. Each English locale
 * knows the names of its own region only, so the first one that has a name (not 'GMT+5:30') wins;
 * a zone nobody names keeps its offset ('GMT+8').
 */
export function zoneName(zone: string, at: Date): string {
  let fallback = '';
  for (const locale of NAME_LOCALES) {
    const name = nameFormat(locale, zone)
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    if (!name) continue;
    if (!GMT_OFFSET.test(name)) return name;
    fallback ||= name;
  }
  return fallback || zone;
}

/** A time with its zone named, the way every booking screen shows one: '9:00 AM IST'. */
export const formatTimeInZone = (at: Date, zone: string) => `${formatClock(at, zone)} ${zoneName(zone, at)}`;
