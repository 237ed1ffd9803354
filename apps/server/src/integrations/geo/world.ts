import { City, Country, State } from 'country-state-city';
import { find as findZones } from 'geo-tz';

/**
 * Offline geography from the `country-state-city` data set and `geo-tz` boundaries: no map API key,
 * works with no network. The data is loaded once, on first use, and kept in memory.
 */
export interface WorldCity {
  name: string;
  lower: string;
  stateCode: string;
  countryCode: string;
  lat: number;
  lng: number;
}

let cities: WorldCity[] | undefined;
let grid: Map<string, WorldCity[]> | undefined;
let zoneCountry: Map<string, string> | undefined;
const stateNames = new Map<string, string>();

const cellKey = (lat: number, lng: number) => `${Math.floor(lat)}:${Math.floor(lng)}`;

export function allCities(): WorldCity[] {
  if (!cities) {
    cities = City.getAllCities().map((c) => ({
      name: c.name,
      lower: c.name.toLowerCase(),
      stateCode: c.stateCode,
      countryCode: c.countryCode,
      lat: Number(c.latitude),
      lng: Number(c.longitude),
    }));
  }
  return cities;
}

function cityGrid(): Map<string, WorldCity[]> {
  if (!grid) {
    grid = new Map();
    for (const c of allCities()) {
      if (!Number.isFinite(c.lat) || !Number.isFinite(c.lng)) continue;
      const k = cellKey(c.lat, c.lng);
      const list = grid.get(k);
      if (list) list.push(c);
      else grid.set(k, [c]);
    }
  }
  return grid;
}

/** Great-circle distance in kilometres. */
export function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The nearest known city within `maxKm`, searching the surrounding 1° cells. */
export function nearestCity(lat: number, lng: number, maxKm = 150): WorldCity | undefined {
  const g = cityGrid();
  let best: WorldCity | undefined;
  let bestKm = maxKm;
  const baseLat = Math.floor(lat);
  const baseLng = Math.floor(lng);
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) {
      let cellLng = baseLng + dx;
      if (cellLng >= 180) cellLng -= 360;
      if (cellLng < -180) cellLng += 360;
      for (const c of g.get(`${baseLat + dy}:${cellLng}`) ?? []) {
        const km = distanceKm(lat, lng, c.lat, c.lng);
        if (km < bestKm) {
          bestKm = km;
          best = c;
        }
      }
    }
  }
  return best;
}

/**
 * Cities an IANA zone of their own country is named after (Europe/London → London, GB; Australia/Perth
 * → Perth, AU): the data set has no population, but a zone is named after the best-known city of its
 * region, so these are the places most people mean (London, England before London, Ontario).
 */
let zoneCities: Set<string> | undefined;
function isZoneCity(c: WorldCity): boolean {
  if (!zoneCities) {
    zoneCities = new Set();
    for (const country of Country.getAllCountries()) {
      for (const z of country.timezones ?? []) {
        const city = z.zoneName.split('/').at(-1)?.replaceAll('_', ' ').toLowerCase();
        if (city) zoneCities.add(`${country.isoCode}:${city}`);
      }
    }
  }
  return zoneCities.has(`${c.countryCode}:${c.lower}`);
}

/** Does 'England' / 'UK' / 'Ontario' name this city's state or country (from its start, any case)? */
function inPlace(c: WorldCity, place: string): boolean {
  const names = [stateName(c.countryCode, c.stateCode), countryName(c.countryCode) ?? '', c.countryCode, c.stateCode];
  return names.some((n) => n.toLowerCase().startsWith(place));
}

/**
 * Cities whose name matches the text, best first: exact names, then names starting with it, then
 * names containing it (3+ characters). Within each, cities a time zone is named after come first
 * (the well-known London, Perth, Sydney), then India's (Sahaj is India-first), then the rest.
 * 'London, England' matches the name before the comma and the state or country after it.
 */
export function rankCities(text: string): WorldCity[] {
  const [namePart = '', ...rest] = text.split(',');
  const needle = namePart.trim().toLowerCase();
  const place = rest.join(',').trim().toLowerCase();
  if (!needle) return allCities();
  const tiers: WorldCity[][] = Array.from({ length: 9 }, () => []);
  for (const c of allCities()) {
    const match =
      c.lower === needle ? 0 : c.lower.startsWith(needle) ? 1 : needle.length >= 3 && c.lower.includes(needle) ? 2 : -1;
    if (match < 0 || (place && !inPlace(c, place))) continue;
    const standing = isZoneCity(c) ? 0 : c.countryCode === 'IN' ? 1 : 2;
    tiers[match * 3 + standing]!.push(c);
  }
  return tiers.flat();
}

/** Every IANA zone some country uses, modern names (Asia/Kolkata, not Asia/Calcutta). */
export function allZones(): string[] {
  const zones = new Set<string>();
  for (const c of Country.getAllCountries()) for (const z of c.timezones ?? []) zones.add(z.zoneName);
  return [...zones];
}

export function countryName(code: string): string | undefined {
  return Country.getCountryByCode(code)?.name;
}

export function stateName(countryCode: string, stateCode: string): string {
  const key = `${countryCode}:${stateCode}`;
  let name = stateNames.get(key);
  if (name === undefined) {
    name = State.getStateByCodeAndCountry(stateCode, countryCode)?.name ?? stateCode;
    stateNames.set(key, name);
  }
  return name;
}

/** The country whose zone list names this IANA zone, e.g. Asia/Kolkata → India. */
export function countryOfZone(zone: string): string | undefined {
  if (!zoneCountry) {
    zoneCountry = new Map();
    for (const c of Country.getAllCountries()) {
      for (const z of c.timezones ?? []) if (!zoneCountry.has(z.zoneName)) zoneCountry.set(z.zoneName, c.name);
    }
  }
  return zoneCountry.get(zone);
}

export function zoneAt(lat: number, lng: number): string | undefined {
  return findZones(lat, lng)[0];
}

let countryByName: Map<string, string> | undefined;
let zoneCountryCode: Map<string, string> | undefined;

/**
 * The ISO 3166-1 alpha-2 code of the country a person lives in: the country named last in the place
 * they picked ('London, England, United Kingdom' → GB; the place picker writes the data set's
 * names), else the country of their IANA zone (Europe/London → GB), else undefined.
 */
export function countryCodeOf(
  location: string | null | undefined,
  zone: string | null | undefined,
): string | undefined {
  if (!countryByName) {
    countryByName = new Map(Country.getAllCountries().map((c) => [c.name.toLowerCase(), c.isoCode]));
  }
  const named = location?.split(',').at(-1)?.trim().toLowerCase();
  const byName = named ? countryByName.get(named) : undefined;
  if (byName) return byName;
  if (!zone) return undefined;
  if (!zoneCountryCode) {
    zoneCountryCode = new Map();
    for (const c of Country.getAllCountries()) {
      for (const z of c.timezones ?? [])
        if (!zoneCountryCode.has(z.zoneName)) zoneCountryCode.set(z.zoneName, c.isoCode);
    }
  }
  return zoneCountryCode.get(zone);
}
