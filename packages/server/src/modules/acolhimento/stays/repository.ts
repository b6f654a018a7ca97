import { STAY_SORT_FIELDS, type StayFilter } from '@sisacte/contracts/acolhimento/stays';
import { reversedDatesMessage } from '@sisacte/contracts/acolhimento/welcomed-filter';
import { and, eq, gte, isNotNull, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { stays, welcomeds } from '../../../db/schema';
import { badRequest } from '../../../lib/http-errors';
import { deleteById, insertReturningId, updateById } from '../../shared/crud/repository';
import { personConditions, personRecordReads } from '../shared/repository/welcomed-ref';

/* Stays: reads (one, the list, the export) and writes. */

function conditions(f: StayFilter): SQL | undefined {
  if (f.checkin_ini && f.checkin_end && f.checkin_ini > f.checkin_end) throw badRequest(reversedDatesMessage('Check-in'));
  return and(
    ...personConditions(f),
    f.welcomed_id === undefined ? undefined : eq(stays.welcomedId, f.welcomed_id),
    f.checkin_ini ? gte(stays.checkin, f.checkin_ini) : undefined,
    f.checkin_end ? lte(stays.checkin, f.checkin_end) : undefined,
    f.open === undefined ? undefined : f.open ? isNull(stays.checkout) : isNotNull(stays.checkout),
  );
}

const SORTS = { id: stays.id, checkin: stays.checkin, checkout: stays.checkout, name: welcomeds.nameKey } satisfies Record<(typeof STAY_SORT_FIELDS)[number], unknown>;

/** One stay, the list and the XLSX export's batches. */
export const stayReads = personRecordReads({
  table: stays,
  columns: { checkin: stays.checkin, checkout: stays.checkout },
  conditions,
  sorts: SORTS,
  direction: 'desc',
  rows: { firstRows: 'as primeiras', what: 'estadias' },
});

/** The person's open stay (no check-out), other than `exceptId`. */
export async function openStayOf(db: DbOrTx, welcomedId: number, exceptId?: number) {
  const [row] = await db
    .select({ id: stays.id, checkin: stays.checkin })
    .from(stays)
    .where(and(eq(stays.welcomedId, welcomedId), isNull(stays.checkout), exceptId === undefined ? undefined : ne(stays.id, exceptId)))
    .limit(1);
  return row ?? null;
}

/** A stay of the person, other than `exceptId`, sharing a day with [checkin, checkout) (checkout null: open-ended). */
export async function overlappingStay(db: DbOrTx, welcomedId: number, checkin: string, checkout: string | null, exceptId?: number) {
  const [row] = await db
    .select({ id: stays.id, checkin: stays.checkin, checkout: stays.checkout })
    .from(stays)
    .where(
      and(
        eq(stays.welcomedId, welcomedId),
        exceptId === undefined ? undefined : ne(stays.id, exceptId),
        // Ranges have no builder form: raw, on the table's columns.
        sql`daterange(${stays.checkin}, ${stays.checkout}, '[)') && daterange(${checkin}::date, ${checkout}::date, '[)')`,
      ),
    )
    .orderBy(stays.checkin)
    .limit(1);
  return row ?? null;
}

export const insertStay = (tx: DbOrTx, data: { welcomedId: number; checkin: string; checkout: string | null; authorId: number }) => insertReturningId(tx, stays, data);
export const updateStay = (tx: DbOrTx, id: number, data: { checkin: string; checkout: string | null }) => updateById(tx, stays, id, data);
export const deleteStay = (tx: DbOrTx, id: number) => deleteById(tx, stays, id);
