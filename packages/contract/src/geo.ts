import { z } from 'zod';
import { PLATFORM_MSG } from './messages/platform';

export const reverseGeoQuery = z.object({
  lat: z.coerce.number().min(-90, PLATFORM_MSG.latitudeRange).max(90, PLATFORM_MSG.latitudeRange),
  lng: z.coerce.number().min(-180, PLATFORM_MSG.longitudeRange).max(180, PLATFORM_MSG.longitudeRange),
});

/** The spec's location result: timezone is the label 'Country (GMT+h:mm)', globalTimeZone the IANA id. */
export const locationResult = z.object({
  location: z.string(),
  timezone: z.string(),
  globalTimeZone: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type LocationResult = z.infer<typeof locationResult>;

export const placesQuery = z.object({
  q: z.string().trim().min(1, PLATFORM_MSG.searchRequired).max(100),
});
export const place = z.object({
  city: z.string(),
  state: z.string(),
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export const placesData = z.object({ places: z.array(place) });
export type Place = z.infer<typeof place>;
