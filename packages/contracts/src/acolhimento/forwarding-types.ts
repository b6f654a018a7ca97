import { z } from 'zod';
import { requiredText, savedMessages } from '../common/fields';
import { updateSchemaOf } from '../common/ids';
import { pageQuerySchema, pageSchema } from '../common/page';
import { queryText } from '../common/query';

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

export const forwardingTypeSchema = z.object({ id: z.number().int(), title: z.string() });
export type ForwardingType = z.infer<typeof forwardingTypeSchema>;
export const forwardingTypePageSchema = pageSchema(forwardingTypeSchema);

export const forwardingTypeCreateSchema = z.object({
  title: requiredText('Título', 100, { min: 2 }),
});
export const forwardingTypeUpdateSchema = updateSchemaOf(forwardingTypeCreateSchema, 'id do tipo de encaminhamento inválido');
export type ForwardingTypeCreate = z.input<typeof forwardingTypeCreateSchema>;
export type ForwardingTypeUpdate = z.input<typeof forwardingTypeUpdateSchema>;

export const forwardingTypeListQuerySchema = pageQuerySchema.extend({ title: queryText('Título', 100) });
