// The paths, messages and sort fields of the referral types, without zod (forwarding-types.ts re-exports them with the schemas).

import { savedMessages } from '../common/field-rules';

/** Referral types (tipos de encaminhamento): the services a person can be referred to. Titles are unique, case and accents ignored. */
export const FORWARDING_TYPES_API = {
  /** GET: the page (?title, page, size, sort; id descending by default). */
  list: '/api/forwarding-types',
  /** GET: every type, by title (for the referral form's multi-select and the people filter). */
  all: '/api/forwarding-types-list',
  /** GET one, DELETE one (refused while a referral uses it). */
  one: '/api/forwarding-type/:id',
  /** POST creates, PUT updates (the body has the id). */
  save: '/api/forwarding-type',
} as const;

export const FORWARDING_TYPE_MESSAGES = savedMessages('Tipo de Encaminhamento Cadastrado!');
export const FORWARDING_TYPE_NOT_FOUND_MESSAGE = 'Tipo de encaminhamento não encontrado';
export const forwardingTypeTakenMessage = (title: string) => `Já existe o tipo de encaminhamento "${title}"`;
export const forwardingTypeInUseMessage = (title: string, n: number) =>
  `O tipo de encaminhamento "${title}" não pode ser excluído: está em uso em ${n} encaminhamento(s)`;

export const FORWARDING_TYPE_SORT_FIELDS = ['id', 'title'] as const;
