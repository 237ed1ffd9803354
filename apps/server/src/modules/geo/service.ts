import {
  GEO_PLACES_LIMIT,
  type LocationResult,
  MSG,
  type Place,
  timezoneLabel,
  zoneOffsetMinutes,
} from '@sahaj/contract';
import { countryName, countryOfZone, nearestCity, rankCities, stateName, zoneAt } from '../../integrations/geo/world';

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

/** Places autocomplete over the offline city list (ranking in rankCities). */
export function searchPlaces(q: string, limit = GEO_PLACES_LIMIT): Place[] {
  return rankCities(q)
    .filter((c) => Number.isFinite(c.lat) && Number.isFinite(c.lng))
    .slice(0, limit)
    .map((c) => ({
      city: c.name,
      state: stateName(c.countryCode, c.stateCode),
      country: countryName(c.countryCode) ?? c.countryCode,
      lat: c.lat,
      lng: c.lng,
    }));
}
