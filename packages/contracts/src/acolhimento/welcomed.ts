import { z } from 'zod';
import { addressInputShape, addressShape } from '../common/address';
import { optionalCpfSchema } from '../common/cpf';
import { isoDateBetween, optionalEnum, optionalText, requiredText } from '../common/fields';
import { authorRefSchema, cityRefSchema, countryRefSchema, stateRefSchema, updateSchemaOf } from '../common/ids';
import { pageSchema } from '../common/page';
import { functionSchema } from './functions';
import { refId } from './refs';

import { CIVIL_STATUSES, GENDERS, SCHOLARITIES, WELCOMED_STATUSES } from './welcomed-rules';

// The paths, fixed lists, messages and list limits (no zod) are in welcomed-rules.ts; re-exported here, so both import paths work.
export * from './welcomed-rules';

const nacionalityId = z.number({ error: 'Nacionalidade é obrigatória' }).int('Nacionalidade inválida').positive('Nacionalidade inválida').max(2_147_483_647, 'Nacionalidade inválida');

export const welcomedSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: z.enum(GENDERS).nullable(),
  /** YYYY-MM-DD */
  birthdate: z.string().nullable(),
  /** Whole years, computed from birthdate by the server (null without birthdate). */
  age: z.number().int().nullable(),
  nacionality: countryRefSchema.nullable(),
  /** 11 digits, no mask (show with 999.999.999-99). */
  cpf: z.string().nullable(),
  /** Shown as CRNM. */
  rg: z.string().nullable(),
  /** ISO date-time of the first save. */
  date_of_register: z.string(),
  status: z.enum(WELCOMED_STATUSES),
  author: authorRefSchema.nullable(),
  ...addressShape,
  /** Birth state and city in Brazil (nacionality = Brazil). */
  state: stateRefSchema.nullable(),
  city: cityRefSchema.nullable(),
  /** Birth state and city abroad, free text or the country's own names. */
  foreing_state: z.string().nullable(),
  foreing_city: z.string().nullable(),
  civil_status: z.enum(CIVIL_STATUSES).nullable(),
  family: z.object({ id: z.number().int() }).nullable(),
  functions: z.array(functionSchema),
  scholarity: z.enum(SCHOLARITIES).nullable(),
  /**
   * Number of monitoring visits. Monitoring arrives with the next case-management issue;
   * until then it is always 0.
   */
  monitors: z.number().int(),
});
export type Welcomed = z.infer<typeof welcomedSchema>;

/** What the form sends (POST /api/welcomed). nacionality, state, city and functions are ids or `{id}` (a GET's answer is accepted back as is). */
export const welcomedCreateSchema = z.object({
  name: requiredText('Nome', 150),
  gender: z.enum(GENDERS, { error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? 'Sexo é obrigatório' : 'Sexo deve ser Masculino ou Feminino') }),
  birthdate: isoDateBetween('Data de nascimento', { max: 'today' })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  nacionality: z
    .union([nacionalityId, z.object({ id: nacionalityId })], { error: 'Nacionalidade é obrigatória' })
    .transform((v) => (typeof v === 'number' ? v : v.id)),
  cpf: optionalCpfSchema,
  rg: optionalText('CRNM', 30),
  ...addressInputShape,
  state: refId('Estado inválido').nullish().transform((v) => v ?? null),
  city: refId('Cidade inválida').nullish().transform((v) => v ?? null),
  foreing_state: optionalText('Estado estrangeiro', 100),
  foreing_city: optionalText('Cidade estrangeira', 100),
  civil_status: optionalEnum(CIVIL_STATUSES, 'Estado civil inválido'),
  scholarity: optionalEnum(SCHOLARITIES, 'Escolaridade inválida'),
  functions: z
    .array(refId('Profissão inválida'), { error: 'Profissões devem ser uma lista de ids' })
    .max(30, 'No máximo 30 profissões')
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
});
/** PUT /api/welcomed: the same fields plus the id. */
export const welcomedUpdateSchema = updateSchemaOf(welcomedCreateSchema, 'id do cadastro inválido');
export type WelcomedCreate = z.input<typeof welcomedCreateSchema>;
export type WelcomedCreateParsed = z.output<typeof welcomedCreateSchema>;
export type WelcomedUpdate = z.input<typeof welcomedUpdateSchema>;
export type WelcomedUpdateParsed = z.output<typeof welcomedUpdateSchema>;

/** One row of the list and of the search modal (columns Nome, Sexo, Idade, Nacionalidade, CPF, Dt. Nascimento, Monitoramento, Dt. Cadastro). */
export const welcomedListItemSchema = welcomedSchema.pick({
  id: true,
  name: true,
  gender: true,
  birthdate: true,
  age: true,
  nacionality: true,
  cpf: true,
  rg: true,
  date_of_register: true,
  status: true,
  author: true,
  civil_status: true,
  scholarity: true,
  family: true,
  monitors: true,
});
export type WelcomedListItem = z.infer<typeof welcomedListItemSchema>;

/**
 * GET /api/welcomeds: the usual page plus `totalExact`. Up to 1,000 matches the total is exact;
 * beyond, it is the database's estimate (`totalExact: false`, show it as "cerca de N"), because an
 * exact count of tens of thousands of rows on every page is slower than the page itself.
 * `last` is always exact.
 */
export const welcomedPageSchema = pageSchema(welcomedListItemSchema).extend({ totalExact: z.boolean() });
export type WelcomedPage = z.infer<typeof welcomedPageSchema>;

// ---------------------------------------------------------------- searches

export const nameSearchQuerySchema = z.object({
  name: z.string().max(150, 'Nome deve ter no máximo 150 caracteres').optional().default(''),
});

/** GET /api/welcomeds/search?name: active people with a similar name or with every typed word starting one of theirs, at most 10 (the duplicate check keeps `similarity` ≥ SIMILAR_NAME_THRESHOLD). */
export const similarWelcomedSchema = welcomedSchema.pick({ id: true, name: true, birthdate: true, age: true, cpf: true, nacionality: true }).extend({
  /** 0..1 trigram similarity. */
  similarity: z.number(),
});
export type SimilarWelcomed = z.infer<typeof similarWelcomedSchema>;

/** Portuguese labels of the fields, for the history tab and reports. */
export const WELCOMED_FIELD_LABELS: Record<string, string> = {
  name: 'Nome',
  gender: 'Sexo',
  birthdate: 'Data de nascimento',
  nacionality: 'Nacionalidade',
  cpf: 'CPF',
  rg: 'CRNM',
  status: 'Situação',
  cep: 'CEP',
  address: 'Endereço',
  address_complement: 'Complemento',
  address_district: 'Bairro',
  address_state: 'Estado (endereço)',
  address_city: 'Cidade (endereço)',
  state: 'Estado de nascimento',
  city: 'Cidade de nascimento',
  foreing_state: 'Estado estrangeiro',
  foreing_city: 'Cidade estrangeira',
  civil_status: 'Estado civil',
  scholarity: 'Escolaridade',
  functions: 'Profissões',
  family: 'Grupo familiar',
};

// ---------------------------------------------------------------- functions (professions)
