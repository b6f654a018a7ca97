// The paths, statuses, limits and messages of the inspection operations, without zod (operations.ts re-exports
// them with the schemas): the operations' list and calendar need only these.

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

/** The calendar's all-day event ends the day after dataFim (end exclusive). */
export function eventEnd(dataFim: string): string {
  const d = new Date(`${dataFim}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export const isOpenOperation = (status: OperationStatus) => OPEN_OPERATION_STATUSES.includes(status);
