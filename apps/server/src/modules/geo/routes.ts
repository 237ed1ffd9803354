import { locationResult, okEnvelope, placesData, placesQuery, reverseGeoQuery } from '@sahaj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { reverseGeocode, searchPlaces } from './service';

/** Offline geography for the time-zone and location pickers. */
const geoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  app.get(
    '/geo/reverse',
    {
      config: { access: 'public' },
      schema: {
        tags: ['geo'],
        summary: 'Location text and time zone for a point',
        description:
          "timezone is the label 'Country (GMT+h:mm)'; globalTimeZone the IANA id. Unknown places give 'Unknown Location' / 'Unknown Timezone'.",
        querystring: reverseGeoQuery,
        response: { 200: okEnvelope(locationResult) },
      },
    },
    async (req) => ok(reverseGeocode(req.query.lat, req.query.lng)),
  );
  app.get(
    '/geo/places',
    {
      config: { access: 'public' },
      schema: {
        tags: ['geo'],
        summary: 'Places autocomplete (up to 10 cities)',
        querystring: placesQuery,
        response: { 200: okEnvelope(placesData) },
      },
    },
    async (req) => ok({ places: searchPlaces(req.query.q) }),
  );
};
export default geoRoutes;
