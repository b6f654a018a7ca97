import { type Indicator, type IndicatorListQuery } from '@sisacte/contracts/denuncias/indicators';
import { and, asc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { indicators } from '../../../db/schema';
import { pageQueryToSql } from '../../../lib/paging';
import { insertReturningId, readPage } from '../../shared/crud/repository';
import type { PageRequest } from '../../shared/crud/routes';

type Row = typeof indicators.$inferSelect;
type IndicatorFilter = Omit<IndicatorListQuery, 'page' | 'size' | 'sort'>;

function toIndicator(row: Row): Indicator {
  return {
    id: row.id,
    nome: row.nome,
    descricao: row.descricao,
    peso: row.peso,
    categoria_indicador: row.categoriaIndicador,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

const INDICATOR_SORT_FIELDS = {
  id: indicators.id,
  nome: indicators.nome,
  peso: indicators.peso,
  categoria_indicador: indicators.categoriaIndicador,
  status: indicators.status,
  created_at: indicators.createdAt,
};

/** Dates are whole days in Brazil's time (America/Sao_Paulo), both ends inclusive. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE 'America/Sao_Paulo'`;

/** A page of the indicators, by default by id. */
export async function listIndicators(db: DbOrTx, filter: IndicatorFilter, query: PageRequest) {
  const page = pageQueryToSql(query, { fields: INDICATOR_SORT_FIELDS, defaultSort: { field: 'id', direction: 'asc' }, tieBreaker: INDICATOR_SORT_FIELDS.id });
  const conditions: SQL[] = [];
  if (filter.data_ini) conditions.push(gte(indicators.createdAt, dayStart(filter.data_ini) as unknown as Date));
  if (filter.data_fim) conditions.push(lt(indicators.createdAt, sql`(${filter.data_fim}::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo'` as unknown as Date));
  if (filter.peso_ini !== undefined) conditions.push(gte(indicators.peso, filter.peso_ini));
  if (filter.peso_fim !== undefined) conditions.push(lte(indicators.peso, filter.peso_fim));
  if (filter.categoria_indicador) conditions.push(eq(indicators.categoriaIndicador, filter.categoria_indicador));
  if (filter.status !== undefined) conditions.push(eq(indicators.status, filter.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  return readPage(db, db.select().from(indicators).$dynamic(), indicators, where, page, toIndicator);
}

/** GET /api/indicadores/list: the active indicators, for pickers (the option → indicator links of the editor). */
export async function listActiveIndicators(db: DbOrTx): Promise<Indicator[]> {
  const rows = await db.select().from(indicators).where(eq(indicators.status, 1)).orderBy(asc(indicators.categoriaIndicador), asc(indicators.nome), asc(indicators.id));
  return rows.map(toIndicator);
}

export async function findIndicator(db: DbOrTx, id: number): Promise<Indicator | null> {
  const [row] = await db.select().from(indicators).where(eq(indicators.id, id));
  return row ? toIndicator(row) : null;
}

export interface IndicatorWrite {
  nome: string;
  descricao: string | null;
  peso: number;
  categoriaIndicador: string;
  status: number;
}

export async function insertIndicator(db: DbOrTx, data: IndicatorWrite): Promise<number> {
  return insertReturningId(db, indicators, data);
}

export async function updateIndicator(db: DbOrTx, id: number, data: IndicatorWrite): Promise<boolean> {
  const rows = await db
    .update(indicators)
    .set({ ...data, updatedAt: sql`now()` })
    .where(eq(indicators.id, id))
    .returning({ id: indicators.id });
  return rows.length > 0;
}
