import { http } from '@sisacte/api-client';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { type Page } from '@sisacte/contracts/common/page';
import {
  type CalendarAnswer,
  type Operation,
  OPERATION_PAGE_SIZE,
  OPERATIONS_API,
  type OperationStatus,
  type OperationSummary,
  type OperationUpsert,
} from '@sisacte/contracts/denuncias/operations';
import { type Team, TEAMS_API } from '@sisacte/contracts/denuncias/teams';
import { PAINEL_API } from '@sisacte/contracts/painel/painel';
import type { OperationsSummary } from '@sisacte/contracts/painel/painel';

/** GET /api/operacoes: 20 per page, id ascending, optional status. */
export const listOperations = (page: number, status: OperationStatus | null) =>
  http.get<Page<OperationSummary>>(OPERATIONS_API.page, { status, page, size: OPERATION_PAGE_SIZE, sort: 'id,asc' });
/** GET /api/operacoes/calendario: the events of the calendar's visible days (fim exclusive). */
export const listCalendarEvents = (inicio: string, fim: string) => http.get<CalendarAnswer>(OPERATIONS_API.calendar, { inicio, fim });
export const getOperation = (id: number) => http.get<Operation>(fillPath(OPERATIONS_API.one, { id }));
/** POST /api/operacoes: creates (no id, Programada) or updates (with id). */
export const saveOperation = (body: OperationUpsert) => http.create<Operation>(OPERATIONS_API.page, body);
export const deleteOperation = (id: number) => http.delete(fillPath(OPERATIONS_API.one, { id }));
/** DELETE /api/odc/{id}: removes an included complaint (before inspection; it returns to Protocolada). */
export const deleteOdc = (id: number) => http.delete(fillPath(OPERATIONS_API.odc, { id }));
/** The active teams, for panel 1 (at most 100). */
export const listActiveTeams = () => http.get<Page<Team>>(TEAMS_API.page, { status: 1, size: 100, sort: 'nome,asc' });
/** GET /api/painel/operacoes: the counts above the calendar. */
export const getOperationsSummary = () => http.get<OperationsSummary>(PAINEL_API.operacoes);
