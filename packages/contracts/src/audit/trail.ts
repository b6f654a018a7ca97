import { z } from 'zod';
import { DATE_BOUNDS, isoDateBetween } from '../common/fields';
import { authorRefSchema } from '../common/ids';
import { pageQueryOfSize, pageSchema } from '../common/page';
import { queryDate, queryEnum, queryId } from '../common/query';
import { TRAIL_ACTIONS, TRAIL_PAGE_SIZE, TRAIL_RECORD_TYPES, TRAIL_SUBJECT_TYPES } from './trail-rules';

// The actions, record kinds, paths, screen and how an entry reads (no zod) are in trail-rules.ts; re-exported here, so both import paths work.
export * from './trail-rules';

/**
 * The access trail (trilha de acessos): one entry for every staff read of a personal record and
 * every create, change, delete, export and file download, written by the server in the same
 * transaction as the change it records (a read: right after the read, before the answer). An entry
 * says who, when, which record, which action and through which route; never a copy of the content
 * (an export keeps its filter, with the values that could identify someone withheld). Entries are
 * only ever added: the database refuses to change or delete them, and each carries a SHA-256 hash
 * chained to the previous one, so a removed or edited entry breaks the chain (`TRAIL_API.verify`,
 * `pnpm audit:verify`). Public, anonymous actions are never traced to a person.
 *
 * Lists and searches are not traced (they are not the opening of a record), except a list of one
 * person's or one course's records (a person's visits, a course's participants), which reads as
 * the opening of that record.
 */

/** The details of an entry: an export's filter (identifying values withheld), an LGPD request's date and reference. */
export const trailDetailsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.union([z.string(), z.number()]))]));
export type TrailDetails = z.infer<typeof trailDetailsSchema>;

/** What a filter value withheld from the trail reads as. */
export const WITHHELD_VALUE = '(omitido)';

export const trailEntrySchema = z.object({
  id: z.number().int(),
  /** ISO date-time. */
  em: z.string(),
  /** null: done by the system (retention). */
  usuario: authorRefSchema.nullable(),
  acao: z.enum(TRAIL_ACTIONS),
  registro: z.object({ tipo: z.enum(TRAIL_RECORD_TYPES), id: z.number().int().nullable() }),
  titular: z.object({ tipo: z.enum(TRAIL_SUBJECT_TYPES), id: z.number().int() }).nullable(),
  /** 'GET /api/welcomeds/:id': the route the action came through. */
  rota: z.string().nullable(),
  detalhes: trailDetailsSchema.nullable(),
});
export type TrailEntry = z.infer<typeof trailEntrySchema>;
export const trailPageSchema = pageSchema(trailEntrySchema);

const trailFilterShape = {
  usuario: queryId('Usuário'),
  tipo: queryEnum(TRAIL_RECORD_TYPES, 'Tipo de registro inválido'),
  acao: queryEnum(TRAIL_ACTIONS, 'Ação inválida'),
  data_ini: queryDate('Data inicial'),
  data_fim: queryDate('Data final'),
  titular_tipo: queryEnum(TRAIL_SUBJECT_TYPES, 'Tipo de titular inválido'),
  titular_id: queryId('Titular'),
};

type FilterFields = { data_ini?: string | undefined; data_fim?: string | undefined; titular_tipo?: string | undefined; titular_id?: number | undefined };
const periodInOrder = (f: FilterFields) => !f.data_ini || !f.data_fim || f.data_fim >= f.data_ini;
const subjectWhole = (f: FilterFields) => (f.titular_tipo === undefined) === (f.titular_id === undefined);

/** The filters of the trail, its XLSX's too: user, record type, action, period, and the record whose 'Acessos' tab asks. */
export const trailFilterSchema = z
  .object(trailFilterShape)
  .refine(periodInOrder, { error: 'A data final não pode ser anterior à data inicial', path: ['data_fim'] })
  .refine(subjectWhole, { error: 'Informe o tipo e o id do titular juntos', path: ['titular_id'] });
export type TrailFilter = z.output<typeof trailFilterSchema>;

/** A page of the trail, newest first (20 a page unless `size` says otherwise). */
export const trailListQuerySchema = pageQueryOfSize(TRAIL_PAGE_SIZE)
  .omit({ sort: true })
  .extend(trailFilterShape)
  .refine(periodInOrder, { error: 'A data final não pode ser anterior à data inicial', path: ['data_fim'] })
  .refine(subjectWhole, { error: 'Informe o tipo e o id do titular juntos', path: ['titular_id'] });
export type TrailListQuery = z.output<typeof trailListQuerySchema>;

export const trailUserSchema = authorRefSchema.extend({ ativo: z.boolean() });
export const trailUsersSchema = z.array(trailUserSchema);
export type TrailUser = z.infer<typeof trailUserSchema>;

/** The first broken link the check found. */
export const chainBreakSchema = z.object({
  /** The entry where the chain breaks (the one after a removed entry, or the one changed); null when the last entries are gone. */
  id: z.number().int().nullable(),
  /** ISO date-time of that entry, when there is one. */
  em: z.string().nullable(),
  /** removida: entries missing before `id` (or at the end); alterada: the entry's own content no longer matches its hash; elo: its link to the previous entry does not match. */
  problema: z.enum(['removida', 'alterada', 'elo']),
  /** The ids of the entries missing (removida), first and last. */
  faltando: z.object({ de: z.number().int(), ate: z.number().int() }).nullable(),
  /** The whole finding, in Portuguese. */
  mensagem: z.string(),
});
export type ChainBreak = z.infer<typeof chainBreakSchema>;

export const chainCheckSchema = z.object({
  /** True when every entry is in place and unchanged. */
  integra: z.boolean(),
  /** Entries checked. */
  verificadas: z.number().int(),
  /** The last entry of the chain when the check started. */
  ultima: z.object({ id: z.number().int(), em: z.string().nullable(), hash: z.string() }).nullable(),
  quebra: chainBreakSchema.nullable(),
  /** ISO date-time of the check. */
  verificada_em: z.string(),
});
export type ChainCheck = z.infer<typeof chainCheckSchema>;

/** The period filter's bounds, for the screens' date pickers. */
export const TRAIL_DATE_BOUNDS = DATE_BOUNDS;
/** An LGPD request's date (the day the person asked): not in the future. */
export const requestDate = isoDateBetween('Data do pedido', { min: '2018-08-14', max: 'today' });
