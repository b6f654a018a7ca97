import { and, asc, count, desc, eq, gt, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgSelect, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { cappedCount, shownTotal } from '../../../lib/list-count';
import { pageQueryToSql } from '../../../lib/paging';
import type { PageRequest } from './routes';

/*
 * The queries every entity table with an integer `id` repeats: one record (optionally locked), a page
 * of a list with its count, and the plain writes. A repository keeps its own select, row mapping and filters.
 */

export type TableWithId = PgTable & { id: AnyPgColumn };

/** Read options of a `findX`: `forUpdate` locks the row until the transaction ends. */
export interface FindOptions {
  forUpdate?: boolean;
}

/** The order and window of one page (pageQueryToSql's, or a list's fixed order). */
export interface PageWindow {
  orderBy: (SQL | AnyPgColumn)[];
  limit: number;
  offset: number;
}

/**
 * The record `id` as `select` reads it, mapped by `toRecord`; null when there is none. `forUpdate`:
 * its row is locked first (SELECT … FOR UPDATE on the table alone, as joins cannot be locked).
 */
export async function findById<Q extends PgSelect, T>(
  db: DbOrTx,
  table: TableWithId,
  id: number,
  options: FindOptions,
  select: Q,
  toRecord: (row: Awaited<Q>[number]) => T,
): Promise<T | null> {
  if (options.forUpdate) await db.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
  const [row] = (await select.where(eq(table.id, id))) as Awaited<Q>;
  return row === undefined ? null : toRecord(row);
}

/** One page of `select` filtered by `where`, and how many rows of `counted` match `where`, read in parallel. */
export async function readPage<Q extends PgSelect, T>(
  db: DbOrTx,
  select: Q,
  counted: PgTable,
  where: SQL | undefined,
  page: PageWindow,
  toRecord: (row: Awaited<Q>[number]) => T,
): Promise<{ content: T[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    select.where(where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset) as unknown as Promise<Awaited<Q>>,
    db.select({ n: count() }).from(counted).where(where),
  ]);
  return { content: rows.map(toRecord), total: total?.n ?? 0 };
}

/**
 * One page of a list too big to count on every request: `select` filtered by `where`, with the count
 * of `matches` (the same rows, as `SELECT 1 FROM …`) capped as lib/list-count.ts says; `uncapped` (the
 * XLSX) reads any page, past the rows the screens are served. `tooDeep` refuses a page past them.
 */
export async function readCappedPage<Q extends PgSelect, T>(
  db: DbOrTx,
  select: Q,
  where: SQL | undefined,
  page: PageWindow,
  count: { matches: SQL; tooDeep: string; tables: readonly string[]; uncapped?: boolean | undefined },
  toRecord: (row: Awaited<Q>[number]) => T,
): Promise<{ content: T[]; total: number; exact: boolean }> {
  const [rows, counted] = await Promise.all([
    select.where(where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset) as unknown as Promise<Awaited<Q>>,
    cappedCount(db, count.matches, { offset: count.uncapped ? 0 : page.offset, tooDeep: count.tooDeep, tables: count.tables }),
  ]);
  const { total, exact } = shownTotal(counted, page, rows.length);
  return { content: rows.map(toRecord), total, exact };
}

/** The XLSX export's keyset batches: the next `limit` rows of `select` filtered by `where` after the row `afterId`, by id ('desc': newest first). */
export async function readBatchAfter<Q extends PgSelect, T>(
  select: Q,
  table: TableWithId,
  where: SQL | undefined,
  after: { id: number | null; direction: 'asc' | 'desc' },
  limit: number,
  toRecord: (row: Awaited<Q>[number]) => T,
): Promise<T[]> {
  const [past, order] = after.direction === 'desc' ? [lt, desc] : [gt, asc];
  const rows = (await select
    .where(and(where, after.id === null ? undefined : past(table.id, after.id)))
    .orderBy(order(table.id))
    .limit(limit)) as Awaited<Q>;
  return rows.map(toRecord);
}

/** How an entity's records read: the row select and its mapping, the list's filter, its sorts and its default direction (by id). */
export interface TableReadsDef<Q extends PgSelect, T, F, S extends string> {
  table: TableWithId;
  select: (db: DbOrTx) => Q;
  toRecord: (row: Awaited<Q>[number]) => T;
  conditions: (filter: F) => SQL | undefined;
  sorts: Record<'id' | S, AnyColumn | SQL>;
  direction: 'asc' | 'desc';
}

/**
 * The reads of an entity: one record (findById); a page of the list, counted (readPage); the XLSX
 * export's keyset batches after the record `afterId`, in the list's default order (`defaultSort`, as
 * a list query says it); and `window`, the order and window of a page (for a list that counts its own way).
 */
export function tableReads<Q extends PgSelect, T, F, S extends string>(def: TableReadsDef<Q, T, F, S>) {
  const window = (query: PageRequest) =>
    pageQueryToSql(query, { fields: def.sorts, defaultSort: { field: 'id', direction: def.direction }, tieBreaker: def.table.id });
  return {
    find: (db: DbOrTx, id: number, options: FindOptions = {}) => findById(db, def.table, id, options, def.select(db), def.toRecord),
    list: (db: DbOrTx, filter: F, query: PageRequest) => readPage(db, def.select(db), def.table, def.conditions(filter), window(query), def.toRecord),
    batchAfter: (db: DbOrTx, filter: F, afterId: number | null, limit: number) =>
      readBatchAfter(def.select(db), def.table, def.conditions(filter), { id: afterId, direction: def.direction }, limit, def.toRecord),
    defaultSort: `id,${def.direction}`,
    window,
  };
}

/** Inserts one row and answers its id. */
export async function insertReturningId<T extends TableWithId>(tx: DbOrTx, table: T, values: PgInsertValue<T>): Promise<number> {
  const [row] = await tx.insert(table).values(values).returning({ id: table.id });
  return row!.id as number;
}

/** Changes the row `id` and stamps its updated_at. */
export async function updateById<T extends TableWithId & { updatedAt: AnyPgColumn }>(tx: DbOrTx, table: T, id: number, values: PgUpdateSetSource<T>): Promise<void> {
  await tx
    .update(table)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(table.id, id));
}

export async function deleteById(tx: DbOrTx, table: TableWithId, id: number): Promise<void> {
  await tx.delete(table).where(eq(table.id, id));
}
