import { CEP_API } from '@sisacte/contracts/localization/cep';
import { CNAE_API } from '@sisacte/contracts/localization/cnae';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { CEP_NOT_FOUND_MESSAGE, formatCep } from '@sisacte/contracts/common/cep';
import { type CepAddress, cepAddressSchema, cepQuerySchema } from '@sisacte/contracts/localization/cep';
import { cnaeQuerySchema, cnaeSchema } from '@sisacte/contracts/localization/cnae';
import { BRAZIL_ID, citiesQuerySchema, PLACES_API, CITY_NOT_FOUND_MESSAGE, cityDetailSchema, cityQuerySchema, citySchema, countriesQuerySchema, countrySchema, STATE_NOT_FOUND_MESSAGE, stateQuerySchema, stateSchema, statesQuerySchema } from '@sisacte/contracts/localization/places';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicRoute, staffRoute } from '../../plugins/route-options';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { createAnswerCache } from '../../lib/answer-cache';
import { sharedAnswer } from '../../lib/shared-answer';
import { CEP_UNAVAILABLE_MESSAGE, CepUnavailableError, createCepProvider, type CepProvider, type CepSettings } from './cep';
import * as repo from './repository';

/** Staff screens that fill addresses and employers: case management, complaints, reports (the administrator passes). */
export const LOOKUP_ROLES = [ROLES.ACOLHIMENTO, ROLES.DENUNCIAS, ROLES.RELATORIOS] as const;
/** Requests per minute from one IP address to each public lookup (the anonymous complaint wizard uses them). */
export const PUBLIC_LOOKUPS_PER_MINUTE = 120;
export const LOOKUP_RATE_LIMITED_MESSAGE = 'Muitas consultas seguidas. Aguarde um minuto e tente novamente.';
/**
 * States and cities are written only by the seed, and every public complaint asks for the states and
 * for the municipality typed: their answers are kept in memory for five minutes (the 1,000 most recent
 * state-and-letters pairs), so an edit made by hand in the database shows within that time. An empty
 * answer is never kept (a seed may still fill it).
 */
export const PLACE_ANSWERS = { ttlMs: 5 * 60_000, max: 1000 } as const;

/** AppOptions.localization: the CEP service (a provider, or its settings; default the local stand-in) and the public limit. */
export interface LocalizationOptions {
  cep?: CepProvider | CepSettings;
  publicPerMinute?: number;
}

/** The place looked up, or a 404 with `message`. */
function found<T>(place: T | null | undefined, message: string): T {
  if (!place) throw notFound(message);
  return place;
}

const statesAnswerSchema = z.array(stateSchema);
const citiesAnswerSchema = z.array(citySchema);

export const localizationRoutes: FastifyPluginAsyncZod<LocalizationOptions> = async (app, opts) => {
  const cep = opts.cep && 'lookup' in opts.cep ? opts.cep : createCepProvider(opts.cep ?? { provider: 'local' });
  const route = staffRoute(LOOKUP_ROLES, 'Localização e consultas');
  const nonEmpty = (list: readonly unknown[]) => list.length > 0;
  const statesOf = createAnswerCache<Awaited<ReturnType<typeof repo.listStates>>>({ ...PLACE_ANSWERS, keep: nonEmpty });
  const citiesOf = createAnswerCache<Awaited<ReturnType<typeof repo.listCities>>>({ ...PLACE_ANSWERS, keep: nonEmpty });
  const publicLookup = publicRoute(
    'Localização e consultas',
    {
      rateLimit: {
        max: opts.publicPerMinute ?? PUBLIC_LOOKUPS_PER_MINUTE,
        timeWindow: 60_000,
        errorResponseBuilder: () => new HttpError(429, LOOKUP_RATE_LIMITED_MESSAGE),
      },
    },
    [429],
  );

  app.get(
    PLACES_API.countries,
    publicLookup('Países cujo nome contém `nome` (sem acento nem caixa); o Brasil (id 1) primeiro, depois por nome', { querystring: countriesQuerySchema, response: { 200: z.array(countrySchema) } }, 400),
    async (request) => repo.listCountries(app.db, request.query.nome),
  );

  app.get(
    PLACES_API.states,
    publicLookup('Estados de um país (padrão: Brasil), por nome; lista vazia quando o país não tem estados cadastrados', { querystring: statesQuerySchema, response: { 200: statesAnswerSchema } }, 400),
    async (request, reply) => sharedAnswer(request, reply, statesAnswerSchema, await statesOf.get(String(request.query.country), () => repo.listStates(app.db, request.query.country))),
  );

  app.get(
    PLACES_API.cities,
    publicLookup('Municípios da UF cujo nome contém `nome` (sem acento nem caixa: "sao" acha "São Paulo"), por nome, até 50', { querystring: citiesQuerySchema, response: { 200: citiesAnswerSchema } }, 400),
    async (request, reply) => {
      const { uf, nome } = request.query;
      const cities = await citiesOf.get(`${uf}\0${nome ?? ''}`, () => repo.listCities(app.db, uf, nome));
      if (cities.length === 0 && !(await repo.findStateByUf(app.db, uf))) throw badRequest(`uf inexistente: ${uf}`);
      return sharedAnswer(request, reply, citiesAnswerSchema, cities);
    },
  );

  app.get(
    PLACES_API.city,
    publicLookup('O município de um código IBGE (7 dígitos), com o seu estado', { querystring: cityQuerySchema, response: { 200: cityDetailSchema } }, 400, 404),
    async (request) => found(await repo.findCityByIbge(app.db, request.query.ibge), CITY_NOT_FOUND_MESSAGE),
  );

  app.get(
    PLACES_API.state,
    publicLookup('O estado de uma UF (ex.: SP)', { querystring: stateQuerySchema, response: { 200: stateSchema } }, 400, 404),
    async (request) => found(await repo.findStateByUf(app.db, request.query.uf), STATE_NOT_FOUND_MESSAGE),
  );

  app.get(
    PLACES_API.estadosList,
    publicLookup('Os 27 estados brasileiros, por nome', { response: { 200: z.array(stateSchema) } }),
    async () => repo.listStates(app.db, BRAZIL_ID),
  );

  app.get(
    CEP_API.search,
    route('Endereço de um CEP (8 dígitos; aceita 01001-000), com o município e o estado do cadastro', { querystring: cepQuerySchema, response: { 200: cepAddressSchema } }, 404, 503),
    async (request): Promise<CepAddress> => {
      const found = await cep.lookup(request.query.cep).catch((error: unknown) => {
        if (error instanceof CepUnavailableError) {
          request.log.warn({ err: error, provider: cep.name }, 'CEP service unavailable');
          throw new HttpError(503, CEP_UNAVAILABLE_MESSAGE);
        }
        throw error;
      });
      if (!found) throw notFound(CEP_NOT_FOUND_MESSAGE);

      const uf = found.uf.toUpperCase();
      const city =
        (found.ibge !== null ? await repo.findCityByIbge(app.db, found.ibge) : undefined) ??
        (found.localidade && uf ? await repo.findCityByName(app.db, uf, found.localidade) : undefined);
      const state = city?.state ?? (uf ? await repo.findStateByUf(app.db, uf) : undefined);
      return {
        cep: formatCep(found.cep || request.query.cep),
        logradouro: found.logradouro,
        complemento: found.complemento,
        bairro: found.bairro,
        cidade: city ? { id: city.id, nome: city.nome, ibge: city.ibge } : null,
        estado: state ?? null,
      };
    },
  );

  app.get(
    CNAE_API.search,
    route('Subclasses CNAE por início do código (0111, 0111-3/01) ou por descrição (sem acento nem caixa), até 30', { querystring: cnaeQuerySchema, response: { 200: z.array(cnaeSchema) } }),
    async (request) => repo.searchCnae(app.db, request.query.name),
  );
};
