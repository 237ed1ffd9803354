import {
  availableCitiesQuery,
  cancellationReasonsData,
  categoriesData,
  citiesData,
  companySignupDetails,
  countriesData,
  currenciesData,
  languagesData,
  okEnvelope,
  pagedSearchQuery,
  relationshipsData,
  specialitiesData,
  stateQuery,
  statesData,
  timezonesData,
} from '@sahaj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok, requireUser } from '../../lib/http';
import {
  listCitiesOfState,
  listCountries,
  listCurrencies,
  listStates,
  listTimezones,
  lookupsService,
  searchAllCities,
} from './service';

/** Public and signed-in lookups (spec document 3 "Public lookups", document 2 "Lookups"). */
const lookupsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = lookupsService(ctx.db);
  const signedIn = requireUser((t) => ctx.tokens.verify(t));
  const tags = ['lookups'];

  app.get(
    '/public/available-country',
    { schema: { tags, summary: 'Countries', response: { 200: okEnvelope(countriesData) } } },
    async () => ok({ countries: listCountries() }),
  );
  app.get(
    '/public/state',
    {
      schema: {
        tags,
        summary: 'States of a country',
        querystring: stateQuery,
        response: { 200: okEnvelope(statesData) },
      },
    },
    async (req) => ok({ states: listStates(req.query.countryCode) }),
  );
  app.get(
    '/public/available-cities',
    {
      schema: {
        tags,
        summary: 'Cities of a state',
        querystring: availableCitiesQuery,
        response: { 200: okEnvelope(citiesData) },
      },
    },
    async (req) => {
      const cities = listCitiesOfState(req.query.countryCode, req.query.stateCode);
      return ok({ cities, count: cities.length });
    },
  );
  app.get(
    '/public/all-cities',
    {
      schema: {
        tags,
        summary: 'All cities, searched and paged (limit 20; more results when a page returns over 19 items)',
        querystring: pagedSearchQuery,
        response: { 200: okEnvelope(citiesData) },
      },
    },
    async (req) => ok(searchAllCities(req.query)),
  );
  app.get(
    '/public/languages',
    {
      schema: {
        tags,
        summary: 'Languages, searched and paged',
        querystring: pagedSearchQuery,
        response: { 200: okEnvelope(languagesData) },
      },
    },
    async (req) => ok(await service.languages(req.query)),
  );
  app.get(
    '/public/relationships',
    { schema: { tags, summary: 'Family relationships', response: { 200: okEnvelope(relationshipsData) } } },
    async () => ok(await service.relationships()),
  );
  app.get(
    '/public/cancellation-reasons',
    {
      schema: {
        tags,
        summary: 'Appointment cancellation reasons',
        response: { 200: okEnvelope(cancellationReasonsData) },
      },
    },
    async () => ok(await service.cancellationReasons()),
  );
  app.get(
    '/public/specialities',
    { schema: { tags, summary: 'Therapy specialities', response: { 200: okEnvelope(specialitiesData) } } },
    async () => ok(await service.specialities()),
  );
  app.get(
    '/public/categories/allcategories',
    { schema: { tags, summary: 'Company categories', response: { 200: okEnvelope(categoriesData) } } },
    async () => ok(await service.categories()),
  );
  app.get(
    '/public/company/companysignupdetails',
    {
      schema: { tags, summary: 'Company sign-up roles and sizes', response: { 200: okEnvelope(companySignupDetails) } },
    },
    async () => ok(await service.companySignupDetails()),
  );

  app.get(
    '/user/currency-codes',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Currencies (signed in)',
        security: [{ bearer: [] }],
        response: { 200: okEnvelope(currenciesData) },
      },
    },
    async () => ok({ currencies: listCurrencies() }),
  );
  app.get(
    '/user/languages',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Languages (signed in), searched and paged',
        security: [{ bearer: [] }],
        querystring: pagedSearchQuery,
        response: { 200: okEnvelope(languagesData) },
      },
    },
    async (req) => ok(await service.languages(req.query)),
  );
  app.get(
    '/user/available-timezone',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Time zones (signed in)',
        security: [{ bearer: [] }],
        response: { 200: okEnvelope(timezonesData) },
      },
    },
    async () => ok({ timezones: listTimezones() }),
  );
};
export default lookupsRoutes;
