// The lookups' paths, limits and messages, without zod (places.ts, cep.ts and cnae.ts re-export them with their
// schemas): the country, state, city, CEP and CNAE pickers of every screen need only these.

/*
 * Countries, Brazilian states and municipalities: public lookups that the case-management forms and
 * the anonymous complaint wizard share. Name searches ignore accents and case.
 */

export const PLACES_API = {
  countries: '/api/localization/countries', // ?nome
  states: '/api/localization/states', // ?country (default 1, Brazil)
  cities: '/api/localization/cities', // ?uf&nome
  city: '/api/localization/city', // ?ibge
  state: '/api/localization/state', // ?uf
  estadosList: '/api/estados/list',
} as const;

/** Brazil is country id 1 and is listed first. */
export const BRAZIL_ID = 1;
export const COUNTRIES_LIMIT = 300;
export const CITIES_LIMIT = 50;
export const SEARCH_TEXT_MAX = 100;

export const CITY_NOT_FOUND_MESSAGE = 'Município não encontrado';
export const STATE_NOT_FOUND_MESSAGE = 'Estado não encontrado';

/** Postal-code lookup (staff screens): the address of a CEP, with our city and state when it names them. */
export const CEP_API = {
  search: '/api/cep/search', // ?cep
} as const;

/** CNAE subclasses (economic activities), searched by code prefix or description. */
export const CNAE_API = {
  search: '/api/cnae/search', // ?name
} as const;
