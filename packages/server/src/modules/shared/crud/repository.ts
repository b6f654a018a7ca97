import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';

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

/** Inserts one row and answers its id. */
export async function insertReturningId<T extends TableWithId>(tx: DbOrTx, table: T, values: T['$inferInsert']): Promise<number> {
  const [row] = await tx.insert(table).values(values).returning({ id: table.id });
  return row!.id as number;
}

/** Changes the row `id` and stamps its updated_at. */
export async function updateById<T extends TableWithId & { updatedAt: AnyPgColumn }>(tx: DbOrTx, table: T, id: number, values: Partial<T['$inferInsert']>): Promise<void> {
  await tx
    .update(table)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(table.id, id));
}

export async function deleteById(tx: DbOrTx, table: TableWithId, id: number): Promise<void> {
  await tx.delete(table).where(eq(table.id, id));
}
