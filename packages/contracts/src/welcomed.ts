import { z } from 'zod';
import { BRAZIL_ID, CPF_INVALID_MESSAGE, isValidCpf, onlyDigits } from './localization';
import { pageQuerySchema, pageSchema } from './common/page';

/*
 * Welcomed people (cadastros, SPEC §3), their family groups, history and functions (professions).
 * The server validates with these schemas and the mf-acolhimento forms resolve with them.
 */

// ---------------------------------------------------------------- constants (SPEC §3, §4, §8, §9)

export const GENDERS = ['Masculino', 'Feminino'] as const;
export type Gender = (typeof GENDERS)[number];

export const CIVIL_STATUSES = ['Casado', 'Solteiro', 'Viúvo', 'Amasiado', 'Divorciado'] as const;
export type CivilStatus = (typeof CIVIL_STATUSES)[number];

/** SPEC §3, spelled exactly so ('Incomplento'). */
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

/** Brazil's id in the country list (same as BRAZIL_ID). */
export const BRAZIL_COUNTRY_ID = BRAZIL_ID;

export const WELCOMED_MESSAGES = {
  CREATED: 'Pessoa Cadastrada!',
  UPDATED: 'Dados atualizados!',
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
export const INVALID_CPF_MESSAGE = CPF_INVALID_MESSAGE;

export const WELCOMED_PAGE_SIZE = 20;
/** SPEC §9: welcomed persons and the search modal sort by name ascending. */
export const WELCOMED_DEFAULT_SORT = 'name,asc';
export const WELCOMED_SORT_FIELDS = ['name', 'id', 'birthdate', 'date_of_register', 'gender', 'cpf'] as const;
/** The similar-name search runs only when the name has more than this many characters (SPEC §5). */
export const SIMILAR_NAME_MIN_LENGTH = 3;
export const SIMILAR_NAME_LIMIT = 10;

/** The API paths (SPEC §7), for the web's api.ts. */
export const WELCOMED_API = {
  list: '/api/welcomeds',
  one: (id: number) => `/api/welcomeds/${id}`,
  save: '/api/welcomed', // POST creates, PUT updates (body has id)
  trash: (id: number) => `/api/welcomed-delete/${id}`, // GET
  restore: (id: number) => `/api/welcomed-restore/${id}`, // GET
  reportProfile: (id: number) => `/api/welcomeds/report-profile/${id}`, // PDF
  report: '/api/welcomeds/report', // PDF of the filtered list (same query as the list, no paging)
  reportXlsx: '/api/welcomeds/report-xlsx', // XLSX of the filtered list (cadastros.xlsx)
  history: (id: number) => `/api/welcomed-history/${id}`,
  search: '/api/welcomeds/search', // ?name
  searchWithFamily: '/api/welcomeds/search-with-group-family', // ?name
  familyMembers: (familyId: number) => `/api/family/members/${familyId}`, // id of the FAMILY group
  familyCreate: (welcomedId: number) => `/api/family/create/${welcomedId}`, // POST, no body
  familyEnter: '/api/family/enter-in-family', // POST familyEnterSchema
  familyLeave: (welcomedId: number) => `/api/family/out-of-family/${welcomedId}`, // POST, no body
  functionSearch: '/api/function/search', // ?text
  functionList: '/api/function/list',
  functionCreate: '/api/function/create', // POST functionCreateSchema
  functionDelete: (functionId: number) => `/api/function/delete/${functionId}`, // DELETE
} as const;

// ---------------------------------------------------------------- helpers


/** A positive integer id; `invalid` is the whole message ('Cidade inválida'). */
const id = (invalid: string) => z.number({ error: invalid }).int(invalid).positive(invalid).max(2_147_483_647, invalid);

/** Optional free text: trimmed, '' and absent become null. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} deve ser um texto` })
    .trim()
    .max(max, `${label} deve ter no máximo ${max} caracteres`)
    .nullish()
    .transform((v) => (v ? v : null));

const today = () => new Date().toISOString().slice(0, 10);

/** '' or absent → null; otherwise one of `values`. */
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.literal(''), z.enum(values, { error: message })], { error: message })
    .nullish()
    .transform((v) => (v ? (v as T[number]) : null));

const cpfField = z
  .string({ error: 'CPF deve ser um texto' })
  .trim()
  .max(14, 'CPF deve ter no máximo 14 caracteres')
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    if (!isValidCpf(v)) {
      ctx.addIssue({ code: 'custom', message: INVALID_CPF_MESSAGE });
      return z.NEVER;
    }
    return onlyDigits(v);
  });

// ---------------------------------------------------------------- the person

export const countryRefSchema = z.object({ id: z.number().int(), nome_pt: z.string() });
export const stateRefSchema = z.object({ id: z.number().int(), uf: z.string(), nome: z.string() });
export const cityRefSchema = z.object({ id: z.number().int(), nome: z.string() });
export const authorRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** A function (profession) a person can do. */
export const functionSchema = z.object({ id: z.number().int(), name: z.string() });
export type WelcomedFunction = z.infer<typeof functionSchema>;

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
  /** 8 digits, no mask. */
  cep: z.string().nullable(),
  address: z.string().nullable(),
  address_complement: z.string().nullable(),
  address_district: z.string().nullable(),
  /** The address's state and city as the CEP lookup gives them (text). */
  address_state: z.string().nullable(),
  address_city: z.string().nullable(),
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

/** What the form sends (POST /api/welcomed). nacionality, state, city and functions are ids. */
export const welcomedCreateSchema = z.object({
  name: z
    .string({ error: 'Nome é obrigatório' })
    .trim()
    .min(1, 'Nome é obrigatório')
    .max(150, 'Nome deve ter no máximo 150 caracteres'),
  gender: z.enum(GENDERS, { error: 'Sexo deve ser Masculino ou Feminino' }),
  birthdate: z.iso
    .date({ error: 'Data de nascimento inválida (use AAAA-MM-DD)' })
    .refine((d) => d <= today(), 'Data de nascimento não pode estar no futuro')
    .refine((d) => d >= '1900-01-01', 'Data de nascimento deve ser posterior a 1900')
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  nacionality: z.number({ error: 'Nacionalidade é obrigatória' }).int('Nacionalidade inválida').positive('Nacionalidade inválida').max(2_147_483_647, 'Nacionalidade inválida'),
  cpf: cpfField,
  rg: optionalText('CRNM', 30),
  cep: z
    .string({ error: 'CEP deve ser um texto' })
    .trim()
    .max(9, 'CEP deve ter 8 dígitos')
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      if (!/^\d{5}-?\d{3}$/.test(v)) {
        ctx.addIssue({ code: 'custom', message: 'CEP deve ter 8 dígitos' });
        return z.NEVER;
      }
      return onlyDigits(v);
    }),
  address: optionalText('Endereço', 200),
  address_complement: optionalText('Complemento', 100),
  address_district: optionalText('Bairro', 100),
  address_state: optionalText('Estado do endereço', 60),
  address_city: optionalText('Cidade do endereço', 100),
  state: id('Estado inválido').nullish().transform((v) => v ?? null),
  city: id('Cidade inválida').nullish().transform((v) => v ?? null),
  foreing_state: optionalText('Estado estrangeiro', 100),
  foreing_city: optionalText('Cidade estrangeira', 100),
  civil_status: optionalEnum(CIVIL_STATUSES, 'Estado civil inválido'),
  scholarity: optionalEnum(SCHOLARITIES, 'Escolaridade inválida'),
  functions: z
    .array(id('Profissão inválida'), { error: 'Profissões devem ser uma lista de ids' })
    .max(30, 'No máximo 30 profissões')
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
});
/** PUT /api/welcomed: the same fields plus the id. */
export const welcomedUpdateSchema = welcomedCreateSchema.extend({ id: id('id do cadastro inválido') });
export type WelcomedCreate = z.input<typeof welcomedCreateSchema>;
export type WelcomedCreateParsed = z.output<typeof welcomedCreateSchema>;
export type WelcomedUpdate = z.input<typeof welcomedUpdateSchema>;
export type WelcomedUpdateParsed = z.output<typeof welcomedUpdateSchema>;

// ---------------------------------------------------------------- the list and its filters

/** 'true'/'false' query values ('' = no filter). */
const yesNo = (label: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', ''])], { error: `${label}: use 'true' ou 'false'` })
    .optional()
    .transform((v) => (v === '' || v === undefined ? undefined : v === true || v === 'true'));

/** `?functions=1&functions=2`, `?functions=1,2` and `?functions[]=1` all give [1, 2]. */
const idList = (label: string) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return undefined;
      const parts = (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).filter((x) => x.trim() !== '');
      return parts.map((x) => Number(x));
    },
    z
      .array(z.number({ error: `${label}: ids inválidos` }).int(`${label}: ids inválidos`).positive(`${label}: ids inválidos`).max(2_147_483_647, `${label}: ids inválidos`), {
        error: `${label}: ids inválidos`,
      })
      .max(50, `${label}: no máximo 50`)
      .optional(),
  );

const queryId = (label: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: `${label}: id inválido` })
      .int(`${label}: id inválido`)
      .positive(`${label}: id inválido`)
      .max(2_147_483_647, `${label}: id inválido`)
      .optional(),
  );

const queryAge = (label: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: `${label} deve ser um número` }).int(`${label} deve ser um número inteiro`).min(0, `${label} deve ser 0 ou mais`).max(150, `${label} deve ser no máximo 150`).optional(),
  );

const queryText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} deve ter no máximo ${max} caracteres`)
    .optional()
    .transform((v) => (v ? v : undefined));

const queryDate = (label: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.iso.date({ error: `${label} inválida (use AAAA-MM-DD)` }).optional());

const queryEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values, { error: message }).optional());

/**
 * Every filter of SPEC §3. Each one narrows the result; absent/'' means no filter.
 *
 * `stays`, `forwardings`, `monitors` (yes/no: Hospedados, Encaminhados, Monitorados),
 * `monitor_date_ini`/`monitor_date_end` and `forwarding_types` depend on entities that arrive with the next case-management issue.
 * Until then nobody has a stay, referral or monitoring: `=true` (and any forwarding_types or
 * monitoring date) matches nobody, `=false` matches everyone.
 */
export const welcomedFilterSchema = z.object({
  name: queryText('Nome', 150),
  age_min: queryAge('Idade mínima'),
  age_max: queryAge('Idade máxima'),
  /** Digits or masked; matched on its digits (prefix). */
  cpf: z
    .string()
    .trim()
    .max(14, 'CPF deve ter no máximo 14 caracteres')
    .optional()
    .transform((v) => (v ? onlyDigits(v) || undefined : undefined)),
  /** CRNM, contains (case-insensitive). */
  rg: queryText('CRNM', 30),
  gender: queryEnum(GENDERS, 'Sexo deve ser Masculino ou Feminino'),
  scholarity: queryEnum(SCHOLARITIES, 'Escolaridade inválida'),
  nacionality: queryId('Nacionalidade'),
  state: queryId('Estado'),
  city: queryId('Cidade'),
  foreing_state: queryText('Estado estrangeiro', 100),
  foreing_city: queryText('Cidade estrangeira', 100),
  civil_status: queryEnum(CIVIL_STATUSES, 'Estado civil inválido'),
  stays: yesNo('Hospedados'),
  forwardings: yesNo('Encaminhados'),
  monitors: yesNo('Monitorados'),
  author: queryId('Autor'),
  /** date_of_register from this day (inclusive). */
  date_ini: queryDate('Data inicial'),
  /** date_of_register up to this day (inclusive). */
  date_end: queryDate('Data final'),
  /** Monitored on or after / on or before this day (the search modal's monitoring dates). */
  monitor_date_ini: queryDate('Monitoramento a partir de'),
  monitor_date_end: queryDate('Monitoramento até'),
  status: z.preprocess(
    (v) => (v === '' || v === undefined ? 'active' : v === 'drashed' ? 'trashed' : v),
    z.enum(WELCOMED_STATUS_FILTERS, { error: "status deve ser 'active' ou 'trashed'" }),
  ),
  forwarding_types: idList('Tipos de encaminhamento'),
  functions: idList('Profissões'),
});
export const welcomedListQuerySchema = pageQuerySchema.extend(welcomedFilterSchema.shape);
export type WelcomedFilter = z.output<typeof welcomedFilterSchema>;
export type WelcomedListQuery = z.input<typeof welcomedListQuerySchema>;
export type WelcomedListQueryParsed = z.output<typeof welcomedListQuerySchema>;

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

/** GET /api/welcomeds/search?name: active people with a similar name (duplicate check), best first, at most 10. */
export const similarWelcomedSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  birthdate: z.string().nullable(),
  age: z.number().int().nullable(),
  cpf: z.string().nullable(),
  nacionality: countryRefSchema.nullable(),
  /** 0..1 trigram similarity. */
  similarity: z.number(),
});
export type SimilarWelcomed = z.infer<typeof similarWelcomedSchema>;

/** A member of a family group. */
export const familyMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: z.enum(GENDERS).nullable(),
  birthdate: z.string().nullable(),
  age: z.number().int().nullable(),
  cpf: z.string().nullable(),
  nacionality: countryRefSchema.nullable(),
  status: z.enum(WELCOMED_STATUSES),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

/** GET /api/welcomeds/search-with-group-family?name: active people matching the name, with their group (to join it). */
export const welcomedWithFamilySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  birthdate: z.string().nullable(),
  age: z.number().int().nullable(),
  cpf: z.string().nullable(),
  /** null: no group yet (joining them creates one for both). */
  family: z.object({ id: z.number().int(), members: z.array(z.object({ id: z.number().int(), name: z.string() })) }).nullable(),
});
export type WelcomedWithFamily = z.infer<typeof welcomedWithFamilySchema>;

// ---------------------------------------------------------------- family

/** POST /api/family/enter-in-family: put `welcomed_id` into the group of `member_id`. */
export const familyEnterSchema = z.object({
  welcomed_id: id('Pessoa inválida'),
  member_id: id('Membro do grupo familiar inválido'),
});
export type FamilyEnter = z.infer<typeof familyEnterSchema>;

/** Answer of GET /api/family/members/{familyId} and of every family transition. */
export const familyStateSchema = z.object({
  /** null after leaving: the person has no group. */
  family: z.object({ id: z.number().int() }).nullable(),
  members: z.array(familyMemberSchema),
  message: z.string().optional(),
});
export type FamilyState = z.infer<typeof familyStateSchema>;

// ---------------------------------------------------------------- history

export const HISTORY_ACTIONS = ['create', 'update', 'delete', 'restore', 'family'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** One change: field name, its Portuguese label and readable values (names, not ids). */
export const historyChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type HistoryChange = z.infer<typeof historyChangeSchema>;

/** GET /api/welcomed-history/{id}: newest first. */
export const welcomedHistoryEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  author: authorRefSchema.nullable(),
  action: z.enum(HISTORY_ACTIONS),
  changes: z.array(historyChangeSchema),
});
export type WelcomedHistoryEntry = z.infer<typeof welcomedHistoryEntrySchema>;

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

export const functionSearchQuerySchema = z.object({
  text: z.string().trim().max(100, 'Texto deve ter no máximo 100 caracteres').optional().default(''),
});

export const functionCreateSchema = z.object({
  name: z
    .string({ error: 'Nome da profissão é obrigatório' })
    .trim()
    .min(2, 'Nome da profissão deve ter ao menos 2 caracteres')
    .max(100, 'Nome da profissão deve ter no máximo 100 caracteres'),
});
export type FunctionCreate = z.infer<typeof functionCreateSchema>;

export const functionInUseMessage = (name: string, people: number) =>
  `A profissão "${name}" não pode ser excluída: está em uso em ${people} cadastro(s)`;
export const functionTakenMessage = (name: string) => `Já existe a profissão "${name}"`;
export const FUNCTION_NOT_FOUND_MESSAGE = 'Profissão não encontrada';
