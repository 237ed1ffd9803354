import { GEO_PLACES_LIMIT, type LocationResult, MSG, type Place, timezoneLabel } from '@sahaj/contract';
import { allCities, countryName, countryOfZone, nearestCity, stateName, zoneAt } from '../../integrations/geo/world';
import { zoneOffsetMinutes } from '../../integrations/geo/zone-offset';

/** Location text and time zone for a point, the spec's "reverse geocode and time zone lookup". */
export function reverseGeocode(lat: number, lng: number, at = new Date()): LocationResult {
  const city = nearestCity(lat, lng);
  const zone = zoneAt(lat, lng);
  const location = city
    ? [city.name, stateName(city.countryCode, city.stateCode), countryName(city.countryCode)].filter(Boolean).join(', ')
    : MSG.unknownLocation;
  const labelCountry = (zone && countryOfZone(zone)) ?? (city && countryName(city.countryCode));
  const timezone =
    zone && labelCountry ? timezoneLabel(labelCountry, zoneOffsetMinutes(zone, at)) : MSG.unknownTimezone;
  return { location, timezone, globalTimeZone: zone ?? MSG.unknownTimezone, lat, lng };
}

/**
 * Places autocomplete over the offline city list: exact names first, then names that start with
 * the text, then names that contain it; ties keep the data set's order.
 */
export function searchPlaces(q: string, limit = GEO_PLACES_LIMIT): Place[] {
  const needle = q.trim().toLowerCase();
  const exact: Place[] = [];
  const prefix: Place[] = [];
  const contains: Place[] = [];
  for (const c of allCities()) {
    if (!Number.isFinite(c.lat)) continue;
    let bucket: Place[] | undefined;
    if (c.lower === needle) bucket = exact;
    else if (c.lower.startsWith(needle)) bucket = prefix;
    else if (needle.length >= 3 && c.lower.includes(needle)) bucket = contains;
    if (!bucket || bucket.length >= limit) continue;
    bucket.push({
      city: c.name,
      state: stateName(c.countryCode, c.stateCode),
      country: countryName(c.countryCode) ?? c.countryCode,
      lat: c.lat,
      lng: c.lng,
    });
    if (exact.length >= limit) break;
  }
  return [...exact, ...prefix, ...contains].slice(0, limit);
}
