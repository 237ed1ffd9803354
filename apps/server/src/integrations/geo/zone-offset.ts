import { tzOffset } from '@date-fns/tz';

/** Current UTC offset of an IANA zone in minutes (daylight saving included). */
export function zoneOffsetMinutes(zone: string, at: Date = new Date()): number {
  return tzOffset(zone, at);
}
