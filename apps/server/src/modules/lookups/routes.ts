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
import { ok } from '../../lib/http';
import {
  listCitiesOfState,
  listCountries,
  listCurrencies,
  listStates,
  listTimezones,
  searchAllCities,
} from './service';

/** Public and signed-in lookups (spec document 3 "Public lookups", document 2 "Lookups"). */
const lookupsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = ctx.services.lookups;
  const tags = ['lookups'];

  app.get(
    '/public/available-country',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Countries', response: { 200: okEnvelope(countriesData) } },
    },
    async () => ok({ countries: listCountries() }),
  );
  app.get(
    '/public/state',
    {
      config: { access: 'public' },
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
      config: { access: 'public' },
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
      config: { access: 'public' },
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
      config: { access: 'public' },
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
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Family relationships', response: { 200: okEnvelope(relationshipsData) } },
    },
    async () => ok(await service.relationships()),
  );
  app.get(
    '/public/cancellation-reasons',
    {
      config: { access: 'public' },
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
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Therapy specialities', response: { 200: okEnvelope(specialitiesData) } },
    },
    async () => ok(await service.specialities()),
  );
  app.get(
    '/public/categories/allcategories',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Company categories', response: { 200: okEnvelope(categoriesData) } },
    },
    async () => ok(await service.categories()),
  );
  app.get(
    '/public/company/companysignupdetails',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Company sign-up roles and sizes', response: { 200: okEnvelope(companySignupDetails) } },
    },
    async () => ok(await service.companySignupDetails()),
  );

  app.get(
    '/user/currency-codes',
    {
      config: { access: 'signedIn' },
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
      config: { access: 'signedIn' },
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
      config: { access: 'signedIn' },
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
