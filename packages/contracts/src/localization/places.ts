import { z } from 'zod';
import { MAX_DB_INT } from '../common/ids';
import { BRAZIL_ID, SEARCH_TEXT_MAX } from './place-rules';

// The paths, limits and messages (no zod) are in place-rules.ts; re-exported here, so both import paths work.
export { BRAZIL_ID, CITIES_LIMIT, CITY_NOT_FOUND_MESSAGE, COUNTRIES_LIMIT, PLACES_API, SEARCH_TEXT_MAX, STATE_NOT_FOUND_MESSAGE } from './place-rules';

/** Free text of a name search: letters (any accent), digits, spaces and the punctuation of real names. */
const NAME_TEXT = /^[\p{L}\p{M}\d\s'\u2019.\-()]*$/u;

/** An optional search text ('' when absent) of at most SEARCH_TEXT_MAX characters matching `pattern`. */
export const searchText = (label: string, pattern: RegExp) =>
  z
    .string({ error: `${label} deve ser um texto` })
    .trim()
    .max(SEARCH_TEXT_MAX, `${label} deve ter no máximo ${SEARCH_TEXT_MAX} caracteres`)
    .regex(pattern, `${label} contém caracteres inválidos`)
    .optional()
    .transform((v) => v ?? '');

const ufField = z
  .string({ error: 'uf é obrigatório' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'uf deve ter 2 letras (ex.: SP)')
  .transform((v) => v.toUpperCase());

// ---------------------------------------------------------------- queries

export const countriesQuerySchema = z.object({ nome: searchText('nome', NAME_TEXT) });
export type CountriesQuery = z.input<typeof countriesQuerySchema>;

export const statesQuerySchema = z.object({
  country: z.coerce
    .number({ error: 'country deve ser o id de um país' })
    .int('country deve ser o id de um país')
    .positive('country deve ser o id de um país')
    .max(MAX_DB_INT, 'country deve ser o id de um país')
    .default(BRAZIL_ID),
});
export type StatesQuery = z.input<typeof statesQuerySchema>;

export const citiesQuerySchema = z.object({ uf: ufField, nome: searchText('nome', NAME_TEXT) });
export type CitiesQuery = z.input<typeof citiesQuerySchema>;

export const cityQuerySchema = z.object({
  ibge: z
    .string({ error: 'ibge é obrigatório' })
    .trim()
    .regex(/^\d{7}$/, 'ibge deve ter 7 dígitos')
    .transform(Number),
});
export const stateQuerySchema = z.object({ uf: ufField });

// ---------------------------------------------------------------- responses

export const countrySchema = z.object({ id: z.number().int(), nome_pt: z.string() });
export type CountryOption = z.infer<typeof countrySchema>;

/** uf is null for states outside Brazil. */
export const stateSchema = z.object({ id: z.number().int(), uf: z.string().nullable(), nome: z.string() });
export type StateOption = z.infer<typeof stateSchema>;

export const citySchema = z.object({ id: z.number().int(), nome: z.string(), ibge: z.number().int().nullable() });
export type CityOption = z.infer<typeof citySchema>;

export const cityDetailSchema = citySchema.extend({ state: stateSchema });
export type CityDetail = z.infer<typeof cityDetailSchema>;
