import { z } from 'zod';
import { refId, refIdList } from '../acolhimento/refs';
import { isoDateBetween } from '../common/fields';
import { labelledId } from '../common/ids';
import { pageQuerySchema } from '../common/page';
import { complaintStatusSchema } from './complaints';

/**
 * Operations: a team (with its colour) inspects a set of complaints in a set of municipalities
 * from dataIni to dataFim (both inclusive).
 *
 * Operation status (OPERATION_STATUS_NEXT): Programada on creation → Em andamento → Concluída;
 * Programada or Em andamento → Cancelada. Concluída and Cancelada are final. An operation is
 * "open" while Programada or Em andamento.
 *
 * An included complaint (operacoesDemandaComplemento, "odc") has a text and a situacao:
 * - 'Denúncia Incluída' (the default): the complaint moves to 'Encaminhada para Fiscalização';
 * - 'Fiscalizada': the complaint moves to 'Fiscalizada' (final: it can no longer be removed or changed back);
 * - 'Não Fiscalizada': the team could not inspect it; the complaint stays 'Encaminhada para Fiscalização'.
 * Removing it before inspection (DELETE /api/odc/{id}, or leaving it out of the list on save)
 * returns the complaint to 'Protocolada'; so does concluding, cancelling or deleting the
 * operation for every complaint not inspected. A complaint is in at most one open operation at a
 * time, and only a 'Protocolada', unarchived complaint the user may see can be included. Every
 * move is written in the complaint's history and notifies its followers, in the same transaction.
 */
export const OPERATIONS_API = {
  /** GET: the page (20 per page, id ascending; filters below); POST: create (no id) or update (with id). */
  page: '/api/operacoes',
  /** GET: the calendar's events between inicio and fim (YYYY-MM-DD, end exclusive), light rows. */
  calendar: '/api/operacoes/calendario',
  /** GET: one operation with its team, municipalities and complaints; DELETE: the operation. */
  one: '/api/operacoes/:id',
  /** DELETE: removes one complaint from its operation. */
  odc: '/api/odc/:id',
} as const;

export const OPERATION_STATUSES = ['Programada', 'Em andamento', 'Concluída', 'Cancelada'] as const;
export type OperationStatus = (typeof OPERATION_STATUSES)[number];
export const OPEN_OPERATION_STATUSES: readonly OperationStatus[] = ['Programada', 'Em andamento'];
export const OPERATION_INITIAL_STATUS: OperationStatus = 'Programada';
/** The statuses an operation may move to from each (besides staying where it is). */
export const OPERATION_STATUS_NEXT: Record<OperationStatus, readonly OperationStatus[]> = {
  Programada: ['Em andamento', 'Cancelada'],
  'Em andamento': ['Concluída', 'Cancelada'],
  Concluída: [],
  Cancelada: [],
};

export const ODC_SITUACOES = ['Denúncia Incluída', 'Fiscalizada', 'Não Fiscalizada'] as const;
export type OdcSituacao = (typeof ODC_SITUACOES)[number];
export const ODC_DEFAULT_SITUACAO: OdcSituacao = 'Denúncia Incluída';

export const OPERATION_PAGE_SIZE = 20;
export const MAX_OPERATION_CITIES = 100;
export const MAX_OPERATION_COMPLAINTS = 500;
/** At most this many events in one calendar answer (a month view of 2,000 operations fits). */
export const MAX_CALENDAR_EVENTS = 5000;
/** The longest window the calendar may ask for, in days. */
export const MAX_CALENDAR_DAYS = 400;

export const OPERATION_NOT_FOUND_MESSAGE = 'Operação não encontrada';
export const ODC_NOT_FOUND_MESSAGE = 'Denúncia da operação não encontrada';
export const DATES_REVERSED_MESSAGE = 'A data final não pode ser anterior à data inicial';
export const UNKNOWN_TEAM_MESSAGE = 'Equipe não encontrada';
export const INACTIVE_TEAM_MESSAGE = 'A equipe está inativa: escolha uma equipe ativa';
export const unknownCityMessage = (id: number) => `Município ${id} não encontrado`;
export const complaintInOpenOperationMessage = (numerodemanda: string, operationId: number) =>
  `A denúncia ${numerodemanda} já está na operação ${operationId}, ainda aberta: conclua, cancele ou retire-a de lá antes de incluí-la nesta`;
export const complaintNotProtocoladaMessage = (numerodemanda: string, status: string) =>
  `A denúncia ${numerodemanda} está "${status}": só denúncias "Protocolada" podem ser incluídas numa operação`;
export const complaintArchivedMessage = (numerodemanda: string) => `A denúncia ${numerodemanda} está arquivada e não pode ser incluída numa operação`;
export const inspectedOdcMessage = (numerodemanda: string) => `A denúncia ${numerodemanda} já foi fiscalizada nesta operação e não pode ser retirada nem voltar atrás`;
export const inspectedOperationMessage = (inspected: number) =>
  `A operação tem ${inspected === 1 ? '1 denúncia fiscalizada' : `${inspected} denúncias fiscalizadas`} e não pode ser excluída (o histórico das denúncias a cita); conclua-a ou cancele-a`;
export const closedOperationMessage = (status: string) => `A operação está "${status}" e não pode mais ser alterada`;
/** Deleting, concluding or cancelling an operation returns its complaints to "Protocolada": only someone who sees them all may. */
const ACTION_ON_IT = { excluir: 'excluí-la', concluir: 'concluí-la', cancelar: 'cancelá-la' } as const;
export const hiddenComplaintsMessage = (hidden: number, action: keyof typeof ACTION_ON_IT) =>
  `A operação inclui ${hidden === 1 ? '1 denúncia que você não pode ver' : `${hidden} denúncias que você não pode ver`}; só quem pode ver todas as denúncias da operação pode ${ACTION_ON_IT[action]}`;
export const operationStatusRefusedMessage = (from: string, to: string) => `A operação está "${from}" e não pode passar a "${to}"`;

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

/** The calendar's all-day event ends the day after dataFim (end exclusive). */
export function eventEnd(dataFim: string): string {
  const d = new Date(`${dataFim}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export const isOpenOperation = (status: OperationStatus) => OPEN_OPERATION_STATUSES.includes(status);
