import {
  type City as CityOut,
  type Country as CountryOut,
  type PagedSearchQuery,
  type State as StateOut,
  timezoneLabel,
  zoneOffsetMinutes,
} from '@sahaj/contract';
import { City, Country, State } from 'country-state-city';
import type { Db } from '../../db/client';
import { allZones, rankCities } from '../../integrations/geo/world';
import { lookupsRepository } from './repository';

const num = (s: string | undefined | null) => (s == null || s === '' ? null : Number(s));

export function listCountries(): CountryOut[] {
  return Country.getAllCountries().map((c) => ({
    name: c.name,
    isoCode: c.isoCode,
    phonecode: c.phonecode,
    currency: c.currency || null,
    flag: c.flag,
    timeZone: c.timezones?.[0]?.zoneName ?? null,
  }));
}

export function listStates(countryCode: string): StateOut[] {
  return State.getStatesOfCountry(countryCode.toUpperCase()).map((s) => ({
    name: s.name,
    isoCode: s.isoCode,
    countryCode: s.countryCode,
  }));
}

export function listCitiesOfState(countryCode: string, stateCode: string): CityOut[] {
  return City.getCitiesOfState(countryCode.toUpperCase(), stateCode).map((c) => ({
    name: c.name,
    stateCode: c.stateCode,
    countryCode: c.countryCode,
    lat: num(c.latitude),
    lng: num(c.longitude),
  }));
}

/** All cities, searched by name (prefix matches first) and paged. */
export function searchAllCities(q: PagedSearchQuery): { cities: CityOut[]; count: number } {
  const matches = rankCities(q.searchKey ?? '');
  const page = matches.slice(q.page * q.limit, (q.page + 1) * q.limit);
  return {
    cities: page.map((c) => ({
      name: c.name,
      stateCode: c.stateCode,
      countryCode: c.countryCode,
      lat: c.lat,
      lng: c.lng,
    })),
    count: matches.length,
  };
}

let currencies: Array<{ code: string; name: string; symbol: string }> | undefined;
/** ISO 4217 currencies from the runtime's Intl data, with English names and symbols. */
export function listCurrencies() {
  if (!currencies) {
    const names = new Intl.DisplayNames(['en'], { type: 'currency' });
    currencies = Intl.supportedValuesOf('currency').map((code) => {
      const symbol =
        new Intl.NumberFormat('en-IN', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
          .formatToParts(0)
          .find((p) => p.type === 'currency')?.value ?? code;
      return { code, name: names.of(code) ?? code, symbol };
    });
  }
  return currencies;
}

const QUARTER_HOUR_MS = 15 * 60_000;
let timezones: { quarter: number; list: ReturnType<typeof computeTimezones> } | undefined;

/**
 * IANA zones with their offset at `at`, labelled 'Zone (GMT+h:mm)'. Working out ~400 offsets takes
 * a while, so the list is kept for its quarter hour of UTC: offsets change only at daylight-saving
 * transitions, at a local hour in zones whose offsets are whole quarter hours, so on a quarter hour
 * of UTC; a list is never stale within its quarter.
 */
export function listTimezones(at = new Date()) {
  const quarter = Math.floor(at.getTime() / QUARTER_HOUR_MS);
  if (timezones?.quarter !== quarter) timezones = { quarter, list: computeTimezones(at) };
  return timezones.list;
}

function computeTimezones(at: Date) {
  return allZones()
    .map((value) => {
      const offsetMinutes = zoneOffsetMinutes(value, at);
      return { value, label: timezoneLabel(value, offsetMinutes), offsetMinutes };
    })
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.value.localeCompare(b.value));
}

export function lookupsService(db: Db) {
  const repo = lookupsRepository(db);
  const named = (rows: Array<{ id: string; name: string }>) => rows.map((r) => ({ _id: r.id, name: r.name }));
  return {
    async languages(q: PagedSearchQuery) {
      const { rows, count } = await repo.languagesPage({
        page: q.page,
        limit: q.limit,
        search: q.searchKey || undefined,
      });
      return { languages: rows.map((r) => ({ _id: r.id, language: r.name })), count };
    },
    async relationships() {
      return { relationships: named(await repo.referenceItems('relationship')) };
    },
    async cancellationReasons() {
      return { cancellationReasons: named(await repo.referenceItems('cancellation_reason')) };
    },
    async specialities() {
      return { specialities: named(await repo.specialities()) };
    },
    async categories() {
      return (await repo.companyCategories()).map((c) => ({ _id: c.id, categoryName: c.name }));
    },
    async companySignupDetails() {
      const [roles, sizes] = await Promise.all([
        repo.referenceItems('company_signup_role'),
        repo.referenceItems('company_size'),
      ]);
      return { companySignupRoles: roles.map((r) => r.name), companySize: sizes.map((s) => s.name) };
    },
  };
}
