import { type WelcomedRef } from '@sisacte/contracts/acolhimento/refs';
import { type WelcomedFilter } from '@sisacte/contracts/acolhimento/welcomed-filter';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../../db/client';
import { welcomeds } from '../../../../db/schema';
import { listTooDeepMessage, MAX_LIST_ROWS_TEXT } from '../../../../lib/list-count';
import { readCappedPage, type PageWindow, type TableWithId } from '../../../shared/crud/repository';
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
