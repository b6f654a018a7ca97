import { z } from 'zod';
import { addressInputShape, addressShape } from '../common/address';
import { listPaths } from '../common/api-path';
import { optionalCpfSchema } from '../common/cpf';
import { isoDateBetween, optionalEnum, optionalText, requiredText, UPDATED_MESSAGE } from '../common/fields';
import { authorRefSchema, cityRefSchema, countryRefSchema, stateRefSchema, updateSchemaOf } from '../common/ids';
import { pageSchema } from '../common/page';
import { functionSchema } from './functions';
import { refId } from './refs';

/*
 * Welcomed people (cadastros): the register of people the shelter network receives. The server
 * validates with these schemas and the mf-acolhimento forms resolve with them.
 */

/** The list takes the filters of welcomed-filter.ts; the XLSX is cadastros.xlsx. */
export const WELCOMED_API = {
  ...listPaths('welcomeds'),
  /** POST creates, PUT updates (the body has the id). */
  save: '/api/welcomed',
  /** GET: moves the person to the trash (status 'drashed'). */
  trash: '/api/welcomed-delete/:id',
  /** GET: brings the person back from the trash. */
  restore: '/api/welcomed-restore/:id',
  /** PDF of one person. */
  reportProfile: '/api/welcomeds/report-profile/:id',
  /** ?name: active people with a similar name (duplicate check). */
  search: '/api/welcomeds/search',
} as const;

export const GENDERS = ['Masculino', 'Feminino'] as const;
export type Gender = (typeof GENDERS)[number];

export const CIVIL_STATUSES = ['Casado', 'Solteiro', 'Viúvo', 'Amasiado', 'Divorciado'] as const;
export type CivilStatus = (typeof CIVIL_STATUSES)[number];

/** Spelled exactly as the product has always stored them ('Incomplento'). */
export const SCHOLARITIES = [
  'Não frequentou a escola',
  'Ensino Fundamental Incomplento',
  'Ensino Fundamental Completo',
  'Ensino Médio Incompleto',
  'Ensino Médio Completo',
  'Ensino Superior Incompleto',
  'Ensino Superior Completo',
] as const;
export type Scholarity = (typeof SCHOLARITIES)[number];

/** The stored status of a person: `drashed` (spelled so) is the trash. */
export const WELCOMED_STATUSES = ['active', 'drashed'] as const;
export type WelcomedStatus = (typeof WELCOMED_STATUSES)[number];
/** The `status` list filter: `trashed` finds people whose status is `drashed`. */
export const WELCOMED_STATUS_FILTERS = ['active', 'trashed'] as const;
export type WelcomedStatusFilter = (typeof WELCOMED_STATUS_FILTERS)[number];

/** The success titles of the person's screen and its family tab. */
export const WELCOMED_MESSAGES = {
  CREATED: 'Pessoa Cadastrada!',
  UPDATED: UPDATED_MESSAGE,
  FAMILY_CREATED: 'Novo Grupo Familiar!',
  FAMILY_JOINED: 'Adicionado ao Grupo Familiar!',
  FAMILY_LEFT: 'Removido do Grupo Familiar!',
  TRASHED: 'Cadastro excluído!',
  RESTORED: 'Cadastro restaurado!',
  FUNCTION_CREATED: 'Profissão cadastrada!',
} as const;

/** 400 when the CPF belongs to another ACTIVE person. */
export const cpfTakenMessage = (name: string) => `CPF já cadastrado para ${name}`;
export const WELCOMED_NOT_FOUND_MESSAGE = 'Cadastro não encontrado';

export const WELCOMED_PAGE_SIZE = 20;
/** The list and the search modal sort by name ascending. */
export const WELCOMED_DEFAULT_SORT = 'name,asc';
export const WELCOMED_SORT_FIELDS = ['name', 'id', 'birthdate', 'date_of_register', 'gender', 'cpf'] as const;
/** The similar-name search runs only when the name has more than this many characters  */
export const SIMILAR_NAME_MIN_LENGTH = 3;
export const SIMILAR_NAME_LIMIT = 10;
/** A name at least this similar (pg_trgm similarity, 0..1) to the one typed counts as a possible duplicate. */
export const SIMILAR_NAME_THRESHOLD = 0.5;

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
