import { type WelcomedRef } from '@sisacte/contracts/acolhimento/refs';
import { type WelcomedFilter } from '@sisacte/contracts/acolhimento/welcomed-filter';
import { eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from '../../../../db/client';
import { users, welcomeds } from '../../../../db/schema';
import { listTooDeepMessage, MAX_LIST_ROWS_TEXT } from '../../../../lib/list-count';
import { readCappedPage, tableReads, type PageWindow } from '../../../shared/crud/repository';
import type { PageRequest } from '../../../shared/crud/routes';
import { ownFields, type AuthoredList, type AuthoredTable } from './authored-records';
import { authorFields, authorStamp } from './person-columns';
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
export type PersonRecordTable = AuthoredTable & { welcomedId: AnyPgColumn };

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

/** The columns a record of a person selects besides its own: its person and its author. */
type PersonRecordRow = { id: number } & Parameters<typeof toWelcomedRef>[0] & Parameters<typeof authorStamp>[0];

/** A record of a person as read: its id, its person, its own fields, who registered it and when. */
export type PersonRecord<O> = { id: number; welcomed: WelcomedRef } & O & ReturnType<typeof authorStamp>;

/** How a person's records read: as authored records, with how a refused deep page names them. */
export interface PersonRecordList<C extends SelectedFields, O, F, S extends string> extends AuthoredList<C, O, F, S> {
  table: PersonRecordTable;
  /** { firstRows: 'as primeiras', what: 'estadias' } */
  rows: { firstRows: string; what: string };
}

/**
 * The reads of a person's records (stays, referrals, monitoring visits), each joined to its person and
 * its author: one record; a page of the list (`uncapped`, the XLSX: any page, past the rows the
 * screens are served, lib/list-count.ts); and the export's keyset batches after the record `afterId`,
 * in the list's default order.
 */
export function personRecordReads<C extends SelectedFields, F, S extends string, O = SelectResultFields<C>>(def: PersonRecordList<C, O, F, S>) {
  const { table } = def;
  const select = (db: DbOrTx) =>
    db
      .select({ id: table.id, ...def.columns, ...welcomedRefFields, ...authorFields(table) })
      .from(table)
      .innerJoin(welcomeds, eq(welcomeds.id, table.welcomedId))
      .leftJoin(users, eq(users.id, table.authorId))
      .$dynamic();
  const ownOf = ownFields(def.columns, def.own);
  const toRecord = (row: unknown): PersonRecord<O> => {
    const r = row as PersonRecordRow & Record<string, unknown>;
    return { id: r.id, welcomed: toWelcomedRef(r), ...ownOf(r), ...authorStamp(r) };
  };
  const reads = tableReads({ table, select, toRecord, conditions: def.conditions, sorts: def.sorts, direction: def.direction });
  return {
    find: reads.find,
    list: async (db: DbOrTx, filter: F, query: PageRequest & { uncapped?: boolean }) =>
      readPersonRecordsPage(db, table, select(db), def.conditions(filter), reads.window(query), { ...def.rows, uncapped: query.uncapped }, toRecord),
    batchAfter: reads.batchAfter,
    defaultSort: reads.defaultSort,
  };
}
