import { z } from 'zod';

// Localization and lookups (SPEC §7): countries, states, cities, CEP and CNAE; plus the CPF and CEP helpers
// that forms and the server share.

// ---------------------------------------------------------------- paths

export const LOCALIZATION_API = {
  countries: '/api/localization/countries', // ?nome
  states: '/api/localization/states', // ?country (default 1, Brazil)
  cities: '/api/localization/cities', // ?uf&nome
  city: '/api/localization/city', // ?ibge
  state: '/api/localization/state', // ?uf
  estadosList: '/api/estados/list',
  cepSearch: '/api/cep/search', // ?cep
  cnaeSearch: '/api/cnae/search', // ?name
} as const;

/** Countries are listed with Brazil (id 1, SPEC §3) first. */
export const BRAZIL_ID = 1;
export const COUNTRIES_LIMIT = 300;
export const CITIES_LIMIT = 50;
export const CNAE_LIMIT = 30;
export const SEARCH_TEXT_MAX = 100;

export const CEP_NOT_FOUND_MESSAGE = 'CEP não encontrado';
export const CEP_INVALID_MESSAGE = 'CEP deve ter 8 dígitos';
export const CPF_INVALID_MESSAGE = 'CPF inválido';
export const CITY_NOT_FOUND_MESSAGE = 'Município não encontrado';
export const STATE_NOT_FOUND_MESSAGE = 'Estado não encontrado';

// ---------------------------------------------------------------- digits, CPF, CEP

/** Keeps only the digits: '123.456.789-09' → '12345678909'. */
export function onlyDigits(text: string | null | undefined): string {
  return (text ?? '').replace(/\D/g, '');
}

/** True when `cpf` (masked or digits) has 11 digits, not all equal, and both check digits right. */
export function isValidCpf(cpf: string | null | undefined): boolean {
  const digits = onlyDigits(cpf);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  // The original text may only hold digits and the mask's punctuation.
  if (!/^[\d.\-\s]*$/.test(cpf ?? '')) return false;
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]);
}

/** Applies 999.999.999-99 to what there is of the digits (at most 11): '1234567' → '123.456.7'. */
export function formatCpf(cpf: string | null | undefined): string {
  const d = onlyDigits(cpf).slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** Applies 99999-999 to what there is of the digits (at most 8). */
export function formatCep(cep: string | null | undefined): string {
  const d = onlyDigits(cep).slice(0, 8);
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`;
}

/** A CPF, masked or digits; the parsed value is the 11 digits. */
export const cpfSchema = z
  .string({ error: CPF_INVALID_MESSAGE })
  .trim()
  .max(14, CPF_INVALID_MESSAGE)
  .refine((v) => isValidCpf(v), CPF_INVALID_MESSAGE)
  .transform((v) => onlyDigits(v));

/** A CEP, '01001-000' or '01001000'; the parsed value is the 8 digits. */
export const cepSchema = z
  .string({ error: CEP_INVALID_MESSAGE })
  .trim()
  .max(9, CEP_INVALID_MESSAGE)
  .refine((v) => /^\d{5}-?\d{3}$/.test(v), CEP_INVALID_MESSAGE)
  .transform((v) => onlyDigits(v));

// ---------------------------------------------------------------- queries

/** Free text of a name search: letters (any accent), digits, spaces and the punctuation of real names. */
const NAME_TEXT = /^[\p{L}\p{M}\d\s'’.\-()]*$/u;
/** CNAE descriptions also have commas, slashes and semicolons. */
const CNAE_TEXT = /^[\p{L}\p{M}\d\s'’.\-(),;/]*$/u;

const searchText = (label: string, pattern: RegExp) =>
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

export const countriesQuerySchema = z.object({ nome: searchText('nome', NAME_TEXT) });
export type CountriesQuery = z.input<typeof countriesQuerySchema>;

export const statesQuerySchema = z.object({
  country: z.coerce
    .number({ error: 'country deve ser o id de um país' })
    .int('country deve ser o id de um país')
    .positive('country deve ser o id de um país')
    .max(2_147_483_647, 'country deve ser o id de um país')
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

export const cepQuerySchema = z.object({
  // '01001-000' is accepted: everything but digits is dropped, then exactly 8 must remain.
  cep: z
    .string({ error: 'cep é obrigatório' })
    .max(20, CEP_INVALID_MESSAGE)
    .transform((v) => onlyDigits(v))
    .refine((v) => v.length === 8, CEP_INVALID_MESSAGE),
});

export const cnaeQuerySchema = z.object({ name: searchText('name', CNAE_TEXT) });
export type CnaeQuery = z.input<typeof cnaeQuerySchema>;

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

/** GET /api/cep/search: the address of a CEP, with our city and state when the lookup names them. */
export const cepAddressSchema = z.object({
  cep: z.string(),
  logradouro: z.string(),
  complemento: z.string(),
  bairro: z.string(),
  cidade: citySchema.nullable(),
  estado: stateSchema.nullable(),
});
export type CepAddress = z.infer<typeof cepAddressSchema>;

export const cnaeSchema = z.object({ cod_subclasse: z.string(), desc_subclasse: z.string() });
export type CnaeOption = z.infer<typeof cnaeSchema>;
