import { z } from 'zod';
import { refId, refIdList } from '../acolhimento/refs';
import { isoDateBetween } from '../common/fields';
import { labelledId } from '../common/ids';
import { pageQuerySchema } from '../common/page';
import { complaintStatusSchema } from './complaints';
import { DATES_REVERSED_MESSAGE, MAX_CALENDAR_DAYS, MAX_OPERATION_CITIES, MAX_OPERATION_COMPLAINTS, ODC_DEFAULT_SITUACAO, ODC_SITUACOES, OPERATION_PAGE_SIZE, OPERATION_STATUSES } from './operation-rules';

// The paths, fixed lists and messages (no zod) are in operation-rules.ts; re-exported here, so both import paths work.
export * from './operation-rules';

export const operationTeamSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  cor: z.string(),
  status: z.number().int(),
  membros: z.array(z.object({ id: z.number().int(), nome: z.string() })),
});

export const operationCitySchema = z.object({ id: z.number().int(), nome: z.string(), uf: z.string() });
export type OperationCity = z.infer<typeof operationCitySchema>;

export const odcSchema = z.object({
  id: z.number().int(),
  texto: z.string().nullable(),
  situacao: z.enum(ODC_SITUACOES),
  demandaComplemento: z.object({
    id: z.number().int(),
    numerodemanda: z.string(),
    nomefantasia: z.string(),
    status: complaintStatusSchema,
    municipio: z.object({ id: z.number().int(), nome: z.string() }),
    uf: z.string(),
  }),
});
export type Odc = z.infer<typeof odcSchema>;

export const operationSchema = z.object({
  id: z.number().int(),
  equipe: operationTeamSchema,
  /** YYYY-MM-DD, both inclusive. */
  dataIni: z.string(),
  dataFim: z.string(),
  status: z.enum(OPERATION_STATUSES),
  municipios: z.array(operationCitySchema),
  /** The included complaints the user may see. */
  operacoesDemandaComplemento: z.array(odcSchema),
  /** Included complaints the user may not see (counted, not shown). */
  ocultas: z.number().int(),
  created_at: z.string(),
});
export type Operation = z.infer<typeof operationSchema>;

/** A row of the list and an event of the calendar. */
export const operationSummarySchema = z.object({
  id: z.number().int(),
  equipe: z.object({ id: z.number().int(), nome: z.string(), cor: z.string() }),
  dataIni: z.string(),
  dataFim: z.string(),
  status: z.enum(OPERATION_STATUSES),
  municipios: z.array(operationCitySchema),
  denuncias: z.number().int(),
});
export type OperationSummary = z.infer<typeof operationSummarySchema>;

export const calendarEventSchema = z.object({
  id: z.number().int(),
  equipe: z.string(),
  cor: z.string(),
  dataIni: z.string(),
  dataFim: z.string(),
  status: z.enum(OPERATION_STATUSES),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
export const calendarAnswerSchema = z.object({ eventos: z.array(calendarEventSchema), truncado: z.boolean() });
export type CalendarAnswer = z.infer<typeof calendarAnswerSchema>;

const odcInputSchema = z.object({
  id: labelledId('Denúncia da operação').optional().nullable(),
  texto: z
    .string({ error: 'Texto deve ser um texto' })
    .trim()
    .max(2000, 'Texto deve ter no máximo 2000 caracteres')
    .nullish()
    .transform((v) => (v ? v : null)),
  situacao: z.enum(ODC_SITUACOES, { error: `Situação da denúncia deve ser uma destas: ${ODC_SITUACOES.join(', ')}` }).default(ODC_DEFAULT_SITUACAO),
  demandaComplemento: refId('Denúncia inválida'),
});

/**
 * POST /api/operacoes: references as ids or {id} (a GET's answer with one field changed is
 * accepted). On update, operacoesDemandaComplemento, when sent, is the whole list: an entry with
 * the id of an included complaint updates it, one without adds it, an included complaint left out
 * is removed (as DELETE /api/odc/{id}); absent, the included complaints are kept as they are.
 */
export const operationUpsertSchema = z
  .object({
    id: labelledId('id da operação').optional().nullable(),
    equipe: refId('Equipe inválida'),
    dataIni: isoDateBetween('Data inicial', { min: '2000-01-01' }),
    dataFim: isoDateBetween('Data final', { min: '2000-01-01' }),
    status: z.enum(OPERATION_STATUSES, { error: `Situação deve ser uma destas: ${OPERATION_STATUSES.join(', ')}` }).optional(),
    municipios: refIdList('Município inválido', MAX_OPERATION_CITIES, 'Municípios').default([]),
    operacoesDemandaComplemento: z
      .array(odcInputSchema, { error: 'Denúncias devem ser uma lista' })
      .max(MAX_OPERATION_COMPLAINTS, `No máximo ${MAX_OPERATION_COMPLAINTS} denúncias por operação`)
      .optional(),
  })
  .refine((o) => o.dataFim >= o.dataIni, { error: DATES_REVERSED_MESSAGE, path: ['dataFim'] });
export type OperationUpsert = z.input<typeof operationUpsertSchema>;
export type OperationUpsertParsed = z.output<typeof operationUpsertSchema>;

const isoDateQuery = (label: string) => isoDateBetween(label).optional();

/** GET /api/operacoes: status, team, and the operations that touch [data_ini, data_fim]; id ascending, 20 per page. */
export const operationListQuerySchema = pageQuerySchema.extend({
  status: z.enum(OPERATION_STATUSES, { error: 'Situação da operação inválida' }).optional(),
  equipe: z.coerce.number({ error: 'Equipe inválida' }).int('Equipe inválida').positive('Equipe inválida').max(2_147_483_647, 'Equipe inválida').optional(),
  data_ini: isoDateQuery('Data inicial'),
  data_fim: isoDateQuery('Data final'),
  size: pageQuerySchema.shape.size.default(OPERATION_PAGE_SIZE),
}).refine((q) => !q.data_ini || !q.data_fim || q.data_fim >= q.data_ini, { error: DATES_REVERSED_MESSAGE, path: ['data_fim'] });
export type OperationListQuery = z.infer<typeof operationListQuerySchema>;

/** GET /api/operacoes/calendario: the visible window of the calendar, fim exclusive. */
export const calendarQuerySchema = z
  .object({ inicio: isoDateBetween('Início'), fim: isoDateBetween('Fim') })
  .refine((q) => q.fim > q.inicio, { error: 'Fim deve ser posterior ao início', path: ['fim'] })
  .refine((q) => (Date.parse(q.fim) - Date.parse(q.inicio)) / 86_400_000 <= MAX_CALENDAR_DAYS, { error: `Janela do calendário de no máximo ${MAX_CALENDAR_DAYS} dias`, path: ['fim'] });
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

