import {
  COMPLAINT_MAP_MAX_POINTS,
  COMPLAINT_SORT_FIELDS,
  daysRemainingLabel,
  NO_FORECAST_AFTER_DAYS,
  type ComplaintFilter,
  type ComplaintListItem,
  type ComplaintPoints,
  type LatLng,
} from '@sisacte/contracts/denuncias/complaint-list';
import type { ComplaintLanguage, ComplaintStatus } from '@sisacte/contracts/denuncias/complaints';
import { and, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client';
import { cities, complaints, files, indicators, organizations, questions, type RawRow } from '../../../db/schema';
import { pageQueryToSql } from '../../../lib/paging';
import { visibleComplaints, type ComplaintViewer } from '../access';

/* The complaint lists, their map points and the profile's reads. */

/** Brazil keeps UTC-3 all year (no daylight saving since 2019): the days of the date filters are Brazil's days. */
const BRAZIL_OFFSET = '-03:00';

/** Today in Brazil, YYYY-MM-DD. */
export function brazilToday(now = new Date()): string {
  return new Date(now.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
}

function addDays(isoDay: string, days: number): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** PostgreSQL polygon text of a ring of vertices (x = longitude, y = latitude; the closing vertex is implied). */
export function polygonText(ring: readonly LatLng[]): string {
  const open = ring.length > 1 && ring[0]!.lat === ring[ring.length - 1]!.lat && ring[0]!.lng === ring[ring.length - 1]!.lng ? ring.slice(0, -1) : ring;
  return `(${open.map((v) => `(${v.lng},${v.lat})`).join(',')})`;
}

function organizationCondition(value: string): SQL {
  // complaints.organization_ids (migration 0026), answered by its GIN index.
  if (/^\d{1,9}$/.test(value)) return sql`${complaints.organizationIds} @> ARRAY[${Number(value)}::int]`;
  return sql`${complaints.organizationIds} && ARRAY(SELECT o.id FROM organizations o WHERE lower(o.nome) = lower(${value}) OR lower(o.sigla) = lower(${value}))`;
}

/** The WHERE of the lists, the map and the PDF: the filters and the viewer's visibility. */
export function listConditions(filter: ComplaintFilter, viewer: ComplaintViewer, today = brazilToday()): SQL | undefined {
  const f = filter;
  return and(
    eq(complaints.arquivada, f.arquivada),
    f.data_ini ? gte(complaints.createdAt, new Date(`${f.data_ini}T00:00:00${BRAZIL_OFFSET}`)) : undefined,
    f.data_fim ? sql`${complaints.createdAt} < ${new Date(`${addDays(f.data_fim, 1)}T00:00:00${BRAZIL_OFFSET}`).toISOString()}::timestamptz` : undefined,
    f.score_ini === undefined ? undefined : gte(complaints.score, f.score_ini),
    f.score_fim === undefined ? undefined : lte(complaints.score, f.score_fim),
    f.encerramento === undefined
      ? undefined
      : f.encerramento === 'sem_previsao'
        ? sql`(${complaints.estabelecimentoEncerramento} IS NULL OR ${complaints.estabelecimentoEncerramento} > ${addDays(today, NO_FORECAST_AFTER_DAYS)}::date)`
        : sql`${complaints.estabelecimentoEncerramento} BETWEEN ${today}::date AND ${addDays(today, Number(f.encerramento))}::date`,
    f.uf ? eq(complaints.uf, f.uf) : undefined,
    f.municipio === undefined ? undefined : eq(complaints.municipioId, f.municipio),
    f.status ? eq(complaints.status, f.status) : undefined,
    f.idioma ? eq(complaints.idioma, f.idioma) : undefined,
    f.organizacao ? organizationCondition(f.organizacao) : undefined,
    // Inside or on the edge; the GiST index on the point answers it.
    f.area ? sql`${complaints.estabelecimento} <@ ${polygonText(f.area)}::polygon` : undefined,
    visibleComplaints(viewer),
  );
}

const SORTS = {
  id: complaints.id,
  createdAt: complaints.createdAt,
  score: complaints.score,
  encerramento: complaints.estabelecimentoEncerramento,
  numerodemanda: complaints.numerodemanda,
} satisfies Record<(typeof COMPLAINT_SORT_FIELDS)[number], unknown>;

const listFields = {
  id: complaints.id,
  numerodemanda: complaints.numerodemanda,
  nomefantasia: complaints.nomefantasia,
  municipioId: complaints.municipioId,
  municipioNome: cities.nome,
  uf: complaints.uf,
  createdAt: complaints.createdAt,
  score: complaints.score,
  status: complaints.status,
  arquivada: complaints.arquivada,
  encerramento: complaints.estabelecimentoEncerramento,
  estabelecimento: complaints.estabelecimento,
  nomeCadastrador: complaints.nomeCadastrador,
  idioma: complaints.idioma,
};

type ListRow = {
  id: number;
  numerodemanda: string;
  nomefantasia: string;
  municipioId: number;
  municipioNome: string;
  uf: string;
  createdAt: Date;
  score: number;
  status: string;
  arquivada: boolean;
  encerramento: string | null;
  estabelecimento: { x: number; y: number } | null;
  nomeCadastrador: string | null;
  idioma: string;
};

function toItem(r: ListRow, viewer: ComplaintViewer, now: Date): ComplaintListItem {
  return {
    id: r.id,
    numerodemanda: r.numerodemanda,
    nomefantasia: r.nomefantasia,
    municipio: { id: r.municipioId, nome: r.municipioNome },
    uf: r.uf,
    createdAt: new Date(r.createdAt).toISOString(),
    score: r.score,
    status: r.status as ComplaintStatus,
    arquivada: r.arquivada,
    estabelecimento_encerramento: r.encerramento,
    diasRestantes: daysRemainingLabel(r.encerramento, now),
    estabelecimento_latitude: r.estabelecimento?.y ?? null,
    estabelecimento_longitude: r.estabelecimento?.x ?? null,
    nomeCadastrador: viewer.seesAll ? r.nomeCadastrador : null,
    idioma: r.idioma as ComplaintLanguage,
  };
}

export async function listComplaints(db: DbOrTx, filter: ComplaintFilter, viewer: ComplaintViewer, query: { page: number; size: number; sort?: string | undefined }) {
  const page = pageQueryToSql(query, { fields: SORTS, defaultSort: { field: 'id', direction: 'asc' }, tieBreaker: complaints.id });
  const where = listConditions(filter, viewer);
  const now = new Date();
  const [rows, [total]] = await Promise.all([
    db
      .select(listFields)
      .from(complaints)
      .innerJoin(cities, eq(cities.id, complaints.municipioId))
      .where(where)
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(complaints).where(where),
  ]);
  return { content: (rows as ListRow[]).map((r) => toItem(r, viewer, now)), total: total?.n ?? 0 };
}

/** The map beside the list: located complaints of the filter, the first COMPLAINT_MAP_MAX_POINTS by id. */
export async function listPoints(db: DbOrTx, filter: ComplaintFilter, viewer: ComplaintViewer): Promise<ComplaintPoints> {
  const rows = await db
    .select({ id: complaints.id, numerodemanda: complaints.numerodemanda, score: complaints.score, point: complaints.estabelecimento })
    .from(complaints)
    .where(and(listConditions(filter, viewer), sql`${complaints.estabelecimento} IS NOT NULL`))
    .orderBy(complaints.id)
    .limit(COMPLAINT_MAP_MAX_POINTS + 1);
  return {
    points: rows.slice(0, COMPLAINT_MAP_MAX_POINTS).map((r) => ({ id: r.id, numerodemanda: r.numerodemanda, score: r.score, lat: r.point!.y, lng: r.point!.x })),
    truncated: rows.length > COMPLAINT_MAP_MAX_POINTS,
  };
}

/* ---------------------------------------------------------------- one complaint */

export interface ComplaintRow {
  id: number;
  numerodemanda: string;
  nomefantasia: string;
  enderecoempresa: string;
  municipioId: number;
  municipioNome: string;
  uf: string;
  cadastrador: string | null;
  nomeCadastrador: string | null;
  cadastradorId: number | null;
  status: string;
  arquivada: boolean;
  score: number;
  estabelecimento: { x: number; y: number } | null;
  encerramento: string | null;
  createdAt: Date;
  idioma: string;
}

export async function findComplaint(db: DbOrTx, id: number): Promise<ComplaintRow | null> {
  const [row] = await db
    .select({
      id: complaints.id,
      numerodemanda: complaints.numerodemanda,
      nomefantasia: complaints.nomefantasia,
      enderecoempresa: complaints.enderecoempresa,
      municipioId: complaints.municipioId,
      municipioNome: cities.nome,
      uf: complaints.uf,
      cadastrador: complaints.cadastrador,
      nomeCadastrador: complaints.nomeCadastrador,
      cadastradorId: complaints.cadastradorId,
      status: complaints.status,
      arquivada: complaints.arquivada,
      score: complaints.score,
      estabelecimento: complaints.estabelecimento,
      encerramento: complaints.estabelecimentoEncerramento,
      createdAt: complaints.createdAt,
      idioma: complaints.idioma,
    })
    .from(complaints)
    .innerJoin(cities, eq(cities.id, complaints.municipioId))
    .where(eq(complaints.id, id));
  return row ?? null;
}

export async function organizationsOf(db: DbOrTx, complaintId: number) {
  return queryRows<Pick<typeof organizations.$inferSelect, 'id' | 'nome' | 'sigla'>>(
    db,
    sql`SELECT o.id, o.nome, o.sigla FROM complaint_organizations co JOIN organizations o ON o.id = co.organization_id
        WHERE co.complaint_id = ${complaintId}::int ORDER BY o.nome`,
  );
}

export interface StoredAnswerRow {
  question_id: number;
  resposta: string;
  option_ids: number[];
  enunciado: string;
  tipo: number;
  parent_id: number | null;
  parent_answer: string | null;
  ordem: number;
  categoria_id: number;
  categoria_titulo: string;
  categoria_ordem: number;
}

/** The complaint's answers with their questions and categories, in the questionnaire's order. */
export async function answersOf(db: DbOrTx, complaintId: number): Promise<StoredAnswerRow[]> {
  return queryRows<StoredAnswerRow>(
    db,
    sql`SELECT a.question_id, a.resposta, a.option_ids, q.enunciado, q.tipo, q.parent_id, q.parent_answer, q.ordem,
               qc.id AS categoria_id, qc.titulo AS categoria_titulo, qc.ordem AS categoria_ordem
        FROM complaint_answers a JOIN questions q ON q.id = a.question_id JOIN question_categories qc ON qc.id = q.categoria_id
        WHERE a.complaint_id = ${complaintId}::int ORDER BY qc.ordem, qc.id, q.ordem, q.id`,
  );
}

/** Options (any, active or not) by id: what a stored choice answer points at. */
export async function optionsByIds(db: DbOrTx, ids: readonly number[]): Promise<{ id: number; question_id: number; valor: string }[]> {
  if (ids.length === 0) return [];
  return queryRows(db, sql`SELECT id, question_id, valor FROM question_options WHERE id = ANY(${`{${ids.map((i) => Math.trunc(i)).join(',')}}`}::int[])`);
}

/** Parents of the answered questions that are not themselves answered (their options decide what is shown). */
export async function questionsByIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return queryRows<Pick<RawRow<typeof questions>, 'id' | 'tipo' | 'parent_id' | 'parent_answer'>>(
    db,
    sql`SELECT id, tipo, parent_id, parent_answer FROM questions WHERE id = ANY(${`{${ids.map((i) => Math.trunc(i)).join(',')}}`}::int[])`,
  );
}

/** The indicators stored for the complaint, with today's weight, and the chosen options linked to each. */
export async function firedIndicatorsOf(db: DbOrTx, complaintId: number) {
  return queryRows<Pick<RawRow<typeof indicators>, 'id' | 'nome' | 'categoria_indicador' | 'peso'> & { origens: { idQuestao: number; enunciado: string; opcao: string }[] | null }>(
    db,
    sql`SELECT i.id, i.nome, i.categoria_indicador, i.peso,
               (SELECT json_agg(json_build_object('idQuestao', q.id, 'enunciado', q.enunciado, 'opcao', o.valor) ORDER BY q.id, o.id)
                FROM complaint_answers a JOIN questions q ON q.id = a.question_id
                JOIN question_options o ON o.id = ANY(a.option_ids)
                JOIN option_indicators oi ON oi.option_id = o.id AND oi.indicator_id = i.id
                WHERE a.complaint_id = ci.complaint_id) AS origens
        FROM complaint_indicators ci JOIN indicators i ON i.id = ci.indicator_id
        WHERE ci.complaint_id = ${complaintId}::int ORDER BY i.peso DESC, i.id`,
  );
}

export async function setStatus(tx: DbOrTx, id: number, status: ComplaintStatus): Promise<void> {
  await tx
    .update(complaints)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(complaints.id, id));
}

export async function setArchived(tx: DbOrTx, id: number, arquivada: boolean): Promise<void> {
  await tx
    .update(complaints)
    .set({ arquivada, updatedAt: sql`now()` })
    .where(eq(complaints.id, id));
}

export async function replaceAnswers(tx: DbOrTx, complaintId: number, answers: { questionId: number; resposta: string; optionIds: number[] }[]): Promise<void> {
  await queryRows(tx, sql`DELETE FROM complaint_answers WHERE complaint_id = ${complaintId}::int`);
  if (answers.length === 0) return;
  const json = JSON.stringify(answers.map((a) => ({ q: a.questionId, r: a.resposta, o: `{${a.optionIds.join(',')}}` })));
  await queryRows(
    tx,
    sql`INSERT INTO complaint_answers (complaint_id, question_id, resposta, option_ids)
        SELECT ${complaintId}::int, (a->>'q')::int, a->>'r', (a->>'o')::int[] FROM jsonb_array_elements(${json}::jsonb) AS a`,
  );
}

/** Ids of the complaint's files (the files module's rows of entity 'denuncia'), oldest first. */
export async function fileIdsOf(db: DbOrTx, complaintId: number): Promise<number[]> {
  const rows = await queryRows<Pick<typeof files.$inferSelect, 'id'>>(db, sql`SELECT id FROM files WHERE entity = 'denuncia' AND codid = ${complaintId}::int ORDER BY id`);
  return rows.map((r) => r.id);
}
