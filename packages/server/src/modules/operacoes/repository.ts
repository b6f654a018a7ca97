import type { CalendarEvent, Odc, OdcSituacao, OperationCity, OperationListQuery, OperationStatus, OperationSummary } from '@sisacte/contracts/denuncias/operations';
import type { Team, TeamListQuery } from '@sisacte/contracts/denuncias/teams';
import type { ComplaintStatus } from '@sisacte/contracts/denuncias/complaints';
import { and, asc, count, eq, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cities, complaints, operationCities, operationComplaints, operations, states, teamMembers, teams } from '../../db/schema';
import { pageQueryToSql } from '../../lib/paging';
import { insertReturningId, readPage, updateById } from '../shared/crud/repository';
import type { PageRequest } from '../shared/crud/routes';

/* ---------- teams ---------- */

const TEAM_SORT_FIELDS = { id: teams.id, nome: teams.nome, status: teams.status, created_at: teams.createdAt };

type TeamRow = typeof teams.$inferSelect;

async function withMembers(db: DbOrTx, rows: TeamRow[]): Promise<Team[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const members = await db.select().from(teamMembers).where(inArray(teamMembers.teamId, ids)).orderBy(asc(teamMembers.id));
  const uses = await db.select({ teamId: operations.teamId, n: count() }).from(operations).where(inArray(operations.teamId, ids)).groupBy(operations.teamId);
  const usesOf = new Map(uses.map((u) => [u.teamId, u.n]));
  return rows.map((r) => ({
    id: r.id,
    nome: r.nome,
    cor: r.cor,
    status: r.status,
    membros: members.filter((m) => m.teamId === r.id).map((m) => ({ id: m.id, nome: m.nome })),
    operacoes: usesOf.get(r.id) ?? 0,
    created_at: r.createdAt.toISOString(),
  }));
}

/** A page of the teams with their members, by default by id. */
export async function listTeams(db: DbOrTx, filter: Pick<TeamListQuery, 'status'>, query: PageRequest) {
  const page = pageQueryToSql(query, { fields: TEAM_SORT_FIELDS, defaultSort: { field: 'id', direction: 'asc' }, tieBreaker: TEAM_SORT_FIELDS.id });
  const where = filter.status !== undefined ? eq(teams.status, filter.status) : undefined;
  const { content, total } = await readPage(db, db.select().from(teams).$dynamic(), teams, where, page, (row) => row);
  return { content: await withMembers(db, content), total };
}

export async function findTeam(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}): Promise<Team | null> {
  const q = db.select().from(teams).where(eq(teams.id, id));
  const rows = options.forUpdate ? await q.for('update') : await q;
  return (await withMembers(db, rows))[0] ?? null;
}

export interface TeamWrite {
  nome: string;
  cor: string;
  status: number;
}

export async function insertTeam(db: DbOrTx, data: TeamWrite): Promise<number> {
  return insertReturningId(db, teams, data);
}

export async function updateTeam(db: DbOrTx, id: number, data: TeamWrite): Promise<void> {
  await updateById(db, teams, id, data);
}

export async function membersOf(db: DbOrTx, teamId: number) {
  return db.select().from(teamMembers).where(eq(teamMembers.teamId, teamId)).orderBy(asc(teamMembers.id));
}

export async function insertMember(db: DbOrTx, teamId: number, nome: string) {
  await db.insert(teamMembers).values({ teamId, nome });
}

export async function renameMember(db: DbOrTx, id: number, nome: string) {
  await db.update(teamMembers).set({ nome }).where(eq(teamMembers.id, id));
}

/** Deletes a member; answers its team, or null when there is no such member. */
export async function deleteMember(db: DbOrTx, id: number): Promise<number | null> {
  const rows = await db.delete(teamMembers).where(eq(teamMembers.id, id)).returning({ teamId: teamMembers.teamId });
  return rows[0]?.teamId ?? null;
}

export async function deleteMembers(db: DbOrTx, ids: number[]) {
  if (ids.length > 0) await db.delete(teamMembers).where(inArray(teamMembers.id, ids));
}

export async function teamUses(db: DbOrTx, teamId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(operations).where(eq(operations.teamId, teamId));
  return row?.n ?? 0;
}

export async function deleteTeam(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.delete(teams).where(eq(teams.id, id)).returning({ id: teams.id })).length > 0;
}

/* ---------- operations ---------- */

const OPERATION_SORT_FIELDS = {
  id: operations.id,
  dataIni: operations.dataIni,
  dataFim: operations.dataFim,
  status: operations.status,
  equipe: teams.nome,
};

export type OperationRow = typeof operations.$inferSelect;

export async function findOperationRow(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}): Promise<OperationRow | null> {
  const q = db.select().from(operations).where(eq(operations.id, id));
  const [row] = options.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function citiesOf(db: DbOrTx, operationIds: number[]): Promise<Map<number, OperationCity[]>> {
  const out = new Map<number, OperationCity[]>();
  if (operationIds.length === 0) return out;
  const rows = await db
    .select({ operationId: operationCities.operationId, id: cities.id, nome: cities.nome, uf: states.uf })
    .from(operationCities)
    .innerJoin(cities, eq(cities.id, operationCities.cityId))
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(inArray(operationCities.operationId, operationIds))
    .orderBy(asc(states.uf), asc(cities.nome));
  for (const r of rows) {
    const list = out.get(r.operationId) ?? [];
    list.push({ id: r.id, nome: r.nome, uf: r.uf ?? '' });
    out.set(r.operationId, list);
  }
  return out;
}

function operationFilter(filter: Pick<OperationListQuery, 'status' | 'equipe' | 'data_ini' | 'data_fim'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(operations.status, filter.status));
  if (filter.equipe) conditions.push(eq(operations.teamId, filter.equipe));
  // the operations that touch the window
  if (filter.data_ini) conditions.push(gte(operations.dataFim, filter.data_ini));
  if (filter.data_fim) conditions.push(lte(operations.dataIni, filter.data_fim));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A page of the operations with their team, municipalities and number of complaints, by default by id. */
export async function listOperations(db: DbOrTx, filter: Pick<OperationListQuery, 'status' | 'equipe' | 'data_ini' | 'data_fim'>, query: PageRequest): Promise<{ content: OperationSummary[]; total: number }> {
  const page = pageQueryToSql(query, { fields: OPERATION_SORT_FIELDS, defaultSort: { field: 'id', direction: 'asc' }, tieBreaker: OPERATION_SORT_FIELDS.id });
  const select = db
    .select({
      id: operations.id,
      teamId: teams.id,
      teamNome: teams.nome,
      cor: teams.cor,
      dataIni: operations.dataIni,
      dataFim: operations.dataFim,
      status: operations.status,
      denuncias: sql<number>`(SELECT count(*)::int FROM operation_complaints oc WHERE oc.operation_id = ${operations.id})`,
    })
    .from(operations)
    .innerJoin(teams, eq(teams.id, operations.teamId))
    .$dynamic();
  const { content: rows, total } = await readPage(db, select, operations, operationFilter(filter), page, (row) => row);
  const placeOf = await citiesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    content: rows.map((r) => ({
      id: r.id,
      equipe: { id: r.teamId, nome: r.teamNome, cor: r.cor },
      dataIni: r.dataIni,
      dataFim: r.dataFim,
      status: r.status as OperationStatus,
      municipios: placeOf.get(r.id) ?? [],
      denuncias: Number(r.denuncias),
    })),
    total,
  };
}

/** The operations that touch [inicio, fim) (fim exclusive), by start date; at most `limit`. */
export async function calendarEvents(db: DbOrTx, inicio: string, fim: string, limit: number): Promise<CalendarEvent[]> {
  const rows = await db
    .select({ id: operations.id, equipe: teams.nome, cor: teams.cor, dataIni: operations.dataIni, dataFim: operations.dataFim, status: operations.status })
    .from(operations)
    .innerJoin(teams, eq(teams.id, operations.teamId))
    .where(and(gte(operations.dataFim, inicio), lt(operations.dataIni, fim)))
    .orderBy(asc(operations.dataIni), asc(operations.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, status: r.status as OperationStatus }));
}

export interface OperationWrite {
  teamId: number;
  dataIni: string;
  dataFim: string;
  status: OperationStatus;
}

export async function insertOperation(db: DbOrTx, data: OperationWrite & { authorId: number }): Promise<number> {
  const [row] = await db.insert(operations).values(data).returning({ id: operations.id });
  return row!.id;
}

export async function updateOperation(db: DbOrTx, id: number, data: OperationWrite): Promise<void> {
  await db.update(operations).set({ ...data, updatedAt: sql`now()` }).where(eq(operations.id, id));
}

export async function deleteOperation(db: DbOrTx, id: number): Promise<void> {
  await db.delete(operations).where(eq(operations.id, id));
}

export async function existingCityIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: cities.id }).from(cities).where(inArray(cities.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function replaceCities(db: DbOrTx, operationId: number, cityIds: number[]): Promise<void> {
  await db.delete(operationCities).where(eq(operationCities.operationId, operationId));
  if (cityIds.length > 0) await db.insert(operationCities).values(cityIds.map((cityId) => ({ operationId, cityId })));
}

/* ---------- included complaints (odc) ---------- */

export interface OdcRow {
  id: number;
  operationId: number;
  complaintId: number;
  situacao: OdcSituacao;
  texto: string | null;
  numerodemanda: string;
  nomefantasia: string;
  status: ComplaintStatus;
  arquivada: boolean;
  municipioId: number;
  municipioNome: string;
  uf: string;
}

const odcColumns = {
  id: operationComplaints.id,
  operationId: operationComplaints.operationId,
  complaintId: operationComplaints.complaintId,
  situacao: operationComplaints.situacao,
  texto: operationComplaints.texto,
  numerodemanda: complaints.numerodemanda,
  nomefantasia: complaints.nomefantasia,
  status: complaints.status,
  arquivada: complaints.arquivada,
  municipioId: complaints.municipioId,
  municipioNome: cities.nome,
  uf: complaints.uf,
};

/** The included complaints of an operation, in the order they were included; `visible` narrows to what the viewer may see. */
export async function odcsOf(db: DbOrTx, operationId: number, visible?: SQL): Promise<OdcRow[]> {
  const rows = await db
    .select(odcColumns)
    .from(operationComplaints)
    .innerJoin(complaints, eq(complaints.id, operationComplaints.complaintId))
    .innerJoin(cities, eq(cities.id, complaints.municipioId))
    .where(visible ? and(eq(operationComplaints.operationId, operationId), visible) : eq(operationComplaints.operationId, operationId))
    .orderBy(asc(operationComplaints.id));
  return rows as OdcRow[];
}

export async function findOdc(db: DbOrTx, id: number): Promise<OdcRow | null> {
  const [row] = await db
    .select(odcColumns)
    .from(operationComplaints)
    .innerJoin(complaints, eq(complaints.id, operationComplaints.complaintId))
    .innerJoin(cities, eq(cities.id, complaints.municipioId))
    .where(eq(operationComplaints.id, id));
  return (row as OdcRow | undefined) ?? null;
}

export const toOdc = (r: OdcRow): Odc => ({
  id: r.id,
  texto: r.texto,
  situacao: r.situacao,
  demandaComplemento: { id: r.complaintId, numerodemanda: r.numerodemanda, nomefantasia: r.nomefantasia, status: r.status, municipio: { id: r.municipioId, nome: r.municipioNome }, uf: r.uf },
});

/** The open operation that already holds the complaint (other than `exceptOperationId`), if any. */
export async function openInclusionOf(db: DbOrTx, complaintId: number, exceptOperationId: number | null): Promise<number | null> {
  const conditions = [eq(operationComplaints.complaintId, complaintId), eq(operationComplaints.open, true)];
  if (exceptOperationId !== null) conditions.push(ne(operationComplaints.operationId, exceptOperationId));
  const [row] = await db.select({ operationId: operationComplaints.operationId }).from(operationComplaints).where(and(...conditions));
  return row?.operationId ?? null;
}

export async function insertOdc(db: DbOrTx, data: { operationId: number; complaintId: number; situacao: OdcSituacao; texto: string | null; open: boolean }): Promise<number> {
  const [row] = await db
    .insert(operationComplaints)
    .values({ ...data, inspectedAt: data.situacao === 'Fiscalizada' ? sql`now()` : null })
    .returning({ id: operationComplaints.id });
  return row!.id;
}

export async function updateOdc(db: DbOrTx, id: number, data: { situacao: OdcSituacao; texto: string | null; inspected: boolean }): Promise<void> {
  await db
    .update(operationComplaints)
    .set({ situacao: data.situacao, texto: data.texto, ...(data.inspected ? { inspectedAt: sql`now()` } : {}) })
    .where(eq(operationComplaints.id, id));
}

export async function deleteOdc(db: DbOrTx, id: number): Promise<void> {
  await db.delete(operationComplaints).where(eq(operationComplaints.id, id));
}

export async function setOperationOpen(db: DbOrTx, operationId: number, open: boolean): Promise<void> {
  await db.update(operationComplaints).set({ open }).where(eq(operationComplaints.operationId, operationId));
}

/** The complaint's numerodemanda, status and archive flag (row locked for the transaction). */
/**
 * Locks the complaints an operation write may move, in ascending id order, before it touches any:
 * two writes naming the same complaints in different orders then wait for each other instead of
 * deadlocking (the second then meets the first's inclusion and is refused with a message).
 */
export async function lockComplaints(db: DbOrTx, ids: Iterable<number>): Promise<void> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (sorted.length === 0) return;
  await db.select({ id: complaints.id }).from(complaints).where(inArray(complaints.id, sorted)).orderBy(asc(complaints.id)).for('update');
}

export async function complaintForInclusion(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: complaints.id, numerodemanda: complaints.numerodemanda, status: complaints.status, arquivada: complaints.arquivada })
    .from(complaints)
    .where(eq(complaints.id, id))
    .for('update');
  return row ?? null;
}
