import { type WelcomedRef } from '@sisacte/contracts/acolhimento/refs';
import { type WelcomedFilter } from '@sisacte/contracts/acolhimento/welcomed-filter';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { welcomeds } from '../../../../db/schema';
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

/** `SELECT 1` of the records of `table` (joined to their person by `welcomedId`) that `where` keeps: what a list's capped count counts. */
export function personRecordMatches(table: PgTable, welcomedId: AnyPgColumn, where: SQL | undefined): SQL {
  return sql`SELECT 1 FROM ${table} JOIN ${welcomeds} ON ${welcomeds.id} = ${welcomedId}${where ? sql` WHERE ${where}` : sql``}`;
}
