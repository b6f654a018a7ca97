// The paths, the fixed lists, the messages and the list's limits of the people register, without zod (welcomed.ts
// re-exports them with the schemas): the people list, its filters and the person picker need only these.
import { listPaths } from '../common/api-path';
import { UPDATED_MESSAGE } from '../common/field-rules';

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
