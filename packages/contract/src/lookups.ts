import { z } from 'zod';
import { LOOKUP_PAGE_LIMIT, SEARCH_ALLOWED } from './constants';
import { PLATFORM_MSG } from './messages/platform';

/** Search text: letters, digits, underscore, dot, hyphen (and spaces between words); trimmed. */
export const searchKey = z
  .string()
  .trim()
  .max(100)
  .regex(SEARCH_ALLOWED, PLATFORM_MSG.unsupportedSearch)
  .optional()
  .describe('Search text; letters, digits, underscore, dot and hyphen only');

export const pagedSearchQuery = z.object({
  page: z.coerce.number().int().min(0).default(0).describe('Zero-based page number'),
  limit: z.coerce.number().int().min(1).max(100).default(LOOKUP_PAGE_LIMIT),
  searchKey,
});
export type PagedSearchQuery = z.infer<typeof pagedSearchQuery>;

export const country = z.object({
  name: z.string(),
  isoCode: z.string(),
  phonecode: z.string(),
  currency: z.string().nullable(),
  flag: z.string(),
  /** The first IANA zone name of the country; bank details use it as timeZone. */
  timeZone: z.string().nullable(),
});
export const countriesData = z.object({ countries: z.array(country) });

export const stateQuery = z.object({ countryCode: z.string().trim().length(2, 'countryCode must be a 2-letter code') });
export const state = z.object({ name: z.string(), isoCode: z.string(), countryCode: z.string() });
export const statesData = z.object({ states: z.array(state) });

export const availableCitiesQuery = z.object({
  countryCode: z.string().trim().length(2, 'countryCode must be a 2-letter code'),
  stateCode: z.string().trim().min(1, 'stateCode is required').max(10),
});
export const city = z.object({
  name: z.string(),
  stateCode: z.string(),
  countryCode: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export const citiesData = z.object({ cities: z.array(city), count: z.number().int() });

export const language = z.object({ _id: z.string(), language: z.string() });
export const languagesData = z.object({ languages: z.array(language), count: z.number().int() });

export const namedItem = z.object({ _id: z.string(), name: z.string() });
export const relationshipsData = z.object({ relationships: z.array(namedItem) });
export const cancellationReasonsData = z.object({ cancellationReasons: z.array(namedItem) });
export const specialitiesData = z.object({ specialities: z.array(namedItem) });

export const currency = z.object({ code: z.string(), name: z.string(), symbol: z.string() });
export const currenciesData = z.object({ currencies: z.array(currency) });

export const timezoneItem = z.object({ label: z.string(), value: z.string(), offsetMinutes: z.number().int() });
export const timezonesData = z.object({ timezones: z.array(timezoneItem) });

export const category = z.object({ _id: z.string(), categoryName: z.string() });
export const categoriesData = z.array(category);

export const companySignupDetails = z.object({
  companySignupRoles: z.array(z.string()),
  companySize: z.array(z.string()),
});

export type Country = z.infer<typeof country>;
export type State = z.infer<typeof state>;
export type City = z.infer<typeof city>;
export type Language = z.infer<typeof language>;
export type NamedItem = z.infer<typeof namedItem>;
export type Category = z.infer<typeof category>;
export type CompanySignupDetails = z.infer<typeof companySignupDetails>;
