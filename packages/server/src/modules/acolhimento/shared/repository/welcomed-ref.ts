import { type WelcomedRef } from '@sisacte/contracts/acolhimento/refs';
import { type WelcomedFilter } from '@sisacte/contracts/acolhimento/welcomed-filter';
import { getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../../db/client';
import { welcomeds } from '../../../../db/schema';
import { listTooDeepMessage, MAX_LIST_ROWS_TEXT } from '../../../../lib/list-count';
import { pageQueryToSql } from '../../../../lib/paging';
import { findById, readBatchAfter, readCappedPage, type FindOptions, type PageWindow, type TableWithId } from '../../../shared/crud/repository';
import type { PageRequest } from '../../../shared/crud/routes';
import { checkWelcomedFilterRanges, welcomedFilterConditions } from '../../welcomed/filters';

/*
 * The person of a stay, referral or monitoring visit, as their lists show it, and the people-list
 * filters applied to that person (active people by default: a trashed person's records stay hidden
 * until the restore).
 */

/** Select beside a record joined to welcomeds. */
export const welcomedRefFields = {
  welcomedId: welcomeds.id,
  welcomedName: welcomeds.name,
  welcomedCpf: welcomeds.cpf,
  welcomedStatus: welcomeds.status,
};

export const toWelcomedRef = (r: { welcomedId: number; welcomedName: string; welcomedCpf: string | null; welcomedStatus: string }): WelcomedRef => ({
  id: r.welcomedId,
  name: r.welcomedName,
  cpf: r.welcomedCpf,
  status: r.welcomedStatus as WelcomedRef['status'], // the database checks the same values
});

/**
 * The people-list filters as conditions on the joined `welcomeds`, without `implied`: the filters a
 * list's own row conditions already imply (a referral of type 3 belongs to someone with a referral of
 * type 3). Checked on the person as well, they would cost a second search per row.
 */
export function personConditions(filter: WelcomedFilter, implied: readonly (keyof WelcomedFilter)[] = []): SQL[] {
  if (implied.length === 0) return welcomedFilterConditions(filter);
  checkWelcomedFilterRanges(filter); // a reversed range among the implied ones is still refused
  return welcomedFilterConditions({ ...filter, ...Object.fromEntries(implied.map((key) => [key, undefined])) });
}

/** A table of records of a person (stays, referrals, monitoring visits), each with its author. */
export type PersonRecordTable = TableWithId & { welcomedId: AnyPgColumn; authorId: AnyPgColumn };

/** `SELECT 1` of the records of `table` (joined to their person by `welcomedId`) that `where` keeps: what a list's capped count counts. */
function personRecordMatches(table: PersonRecordTable, where: SQL | undefined): SQL {
  return sql`SELECT 1 FROM ${table} JOIN ${welcomeds} ON ${welcomeds.id} = ${table.welcomedId}${where ? sql` WHERE ${where}` : sql``}`;
}

/**
 * A page of the records of `table` that `select` reads and `where` keeps, counted as a capped list;
 * past the first rows the page is refused, naming `firstRows` ('as primeiras'), `what` ('estadias').
 */
export function readPersonRecordsPage<Q extends PgSelect, T>(
  db: DbOrTx,
  table: PersonRecordTable,
  select: Q,
  where: SQL | undefined,
  page: PageWindow,
  list: { firstRows: string; what: string; uncapped?: boolean | undefined },
  toRecord: (row: Awaited<Q>[number]) => T,
) {
  const tooDeep = listTooDeepMessage(`${list.firstRows} ${MAX_LIST_ROWS_TEXT} ${list.what}`);
  const count = { matches: personRecordMatches(table, where), tooDeep, tables: [getTableName(table), 'welcomeds'], uncapped: list.uncapped };
  return readCappedPage(db, select, where, page, count, toRecord);
}

/** How a list of a person's records reads: the row select and mapping, the filter, the sorts and the default direction (by id). */
export interface PersonRecordList<Q extends PgSelect, T, F, S extends string> {
  table: PersonRecordTable;
  select: (db: DbOrTx) => Q;
  toRecord: (row: Awaited<Q>[number]) => T;
  conditions: (filter: F) => SQL | undefined;
  sorts: Record<'id' | S, AnyColumn | SQL>;
  direction: 'asc' | 'desc';
  /** How a refused deep page names the rows: { firstRows: 'as primeiras', what: 'estadias' }. */
  rows: { firstRows: string; what: string };
}

/**
 * The reads of a person's records (stays, referrals, monitoring visits): one record; a page of the
 * list (`uncapped`, the XLSX: any page, past the rows the screens are served, lib/list-count.ts); and
 * the export's keyset batches after the record `afterId`, in the list's default order.
 */
export function personRecordReads<Q extends PgSelect, T, F, S extends string>(def: PersonRecordList<Q, T, F, S>) {
  return {
    find: (db: DbOrTx, id: number, options: FindOptions = {}) => findById(db, def.table, id, options, def.select(db), def.toRecord),
    list: async (db: DbOrTx, filter: F, query: PageRequest & { uncapped?: boolean }) => {
      const page = pageQueryToSql(query, { fields: def.sorts, defaultSort: { field: 'id', direction: def.direction }, tieBreaker: def.table.id });
      return readPersonRecordsPage(db, def.table, def.select(db), def.conditions(filter), page, { ...def.rows, uncapped: query.uncapped }, def.toRecord);
    },
    batchAfter: (db: DbOrTx, filter: F, afterId: number | null, limit: number) =>
      readBatchAfter(def.select(db), def.table, def.conditions(filter), { id: afterId, direction: def.direction }, limit, def.toRecord),
  };
}
