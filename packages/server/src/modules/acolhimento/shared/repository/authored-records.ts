import { eq, getTableColumns, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from '../../../../db/client';
import { users } from '../../../../db/schema';
import { tableReads, type TableWithId } from '../../../shared/crud/repository';
import { authorFields, authorStamp } from './person-columns';

/*
 * The records of acolhimento's own tables (volunteers, courses, employers…) carry who registered them
 * and when: each is read as its id, its own columns and that stamp (author, created_at).
 */

/** A table whose records carry their author and creation time. */
export type AuthoredTable = TableWithId & { authorId: AnyPgColumn; createdAt: AnyPgColumn };

/** The columns of `table` named `keys`, under their own names: what a record answers as is. */
export function columnsOf<T extends PgTable, K extends keyof T['_']['columns'] & string>(table: T, ...keys: K[]): Pick<T['_']['columns'], K> {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, columns[key]])) as Pick<T['_']['columns'], K>;
}

/** A record's own fields from a row that holds its `columns` (and more): the columns as read, through `own` when given. */
export function ownFields<C extends SelectedFields, O>(columns: C, own?: (columns: SelectResultFields<C>) => O): (row: Record<string, unknown>) => O {
  const keys = Object.keys(columns);
  return (row) => {
    const picked = Object.fromEntries(keys.map((key) => [key, row[key]])) as SelectResultFields<C>;
    return own ? own(picked) : (picked as unknown as O);
  };
}

/** An authored record as read: its id, its own fields, who registered it and when. */
export type AuthoredRecord<O> = { id: number } & O & ReturnType<typeof authorStamp>;

/** How an authored entity reads: its own columns and fields, the list's filter, its sorts and its default direction (by id). */
export interface AuthoredList<C extends SelectedFields, O, F, S extends string> {
  table: AuthoredTable;
  /** The record's own columns of `table`, under the names the API gives them (its id and author are added). */
  columns: C;
  /** The record's own fields as the API answers them: the columns as read when left out. */
  own?: (columns: SelectResultFields<C>) => O;
  conditions: (filter: F) => SQL | undefined;
  sorts: Record<'id' | S, AnyColumn | SQL>;
  direction: 'asc' | 'desc';
}

/** The reads of an authored entity (shared/crud's tableReads), its author's name joined: one record, a page of the list, the XLSX export's batches. */
export function authoredReads<C extends SelectedFields, F, S extends string, O = SelectResultFields<C>>(def: AuthoredList<C, O, F, S>) {
  const { table } = def;
  const select = (db: DbOrTx) =>
    db
      .select({ id: table.id, ...def.columns, ...authorFields(table) })
      .from(table)
      .leftJoin(users, eq(users.id, table.authorId))
      .$dynamic();
  const ownOf = ownFields(def.columns, def.own);
  const toRecord = (row: unknown): AuthoredRecord<O> => {
    const r = row as { id: number } & Parameters<typeof authorStamp>[0] & Record<string, unknown>;
    return { id: r.id, ...ownOf(r), ...authorStamp(r) };
  };
  return tableReads({ table, select, toRecord, conditions: def.conditions, sorts: def.sorts, direction: def.direction });
}
