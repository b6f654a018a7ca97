import { FORWARDING_SORT_FIELDS, type Forwarding, type ForwardingFilter } from '@sisacte/contracts/acolhimento/forwardings';
import { and, eq, exists, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { forwardingForwardingTypes, forwardings, forwardingTypes, welcomeds } from '../../../db/schema';
import { reversedDatesMessage } from '@sisacte/contracts/acolhimento/welcomed-filter';
import { badRequest } from '../../../lib/http-errors';
import { deleteById, insertReturningId, updateById } from '../../shared/crud/repository';
import { jsonList } from '../shared/repository/json-list';
import { BRAZIL_TZ } from '../shared/repository/person-columns';
import { personConditions, personRecordReads } from '../shared/repository/welcomed-ref';

/* Referrals: reads (one, the list, the export) and writes, with their types. */

const qb = new QueryBuilder();

function conditions(f: ForwardingFilter): SQL | undefined {
  if (f.forwarding_date_ini && f.forwarding_date_end && f.forwarding_date_ini > f.forwarding_date_end) throw badRequest(reversedDatesMessage('Encaminhamento'));
  const types = f.forwarding_types && f.forwarding_types.length > 0 ? f.forwarding_types : undefined;
  return and(
    ...personConditions(f, ['forwarding_types']),
    f.welcomed_id === undefined ? undefined : eq(forwardings.welcomedId, f.welcomed_id),
    f.forwarding_date_ini ? gte(forwardings.dateOfRegister, f.forwarding_date_ini) : undefined,
    f.forwarding_date_end ? lte(forwardings.dateOfRegister, f.forwarding_date_end) : undefined,
    types
      ? exists(
          qb
            .select({ id: forwardingForwardingTypes.forwardingId })
            .from(forwardingForwardingTypes)
            .where(and(eq(forwardingForwardingTypes.forwardingId, forwardings.id), inArray(forwardingForwardingTypes.forwardingTypeId, types))),
        )
      : undefined,
  );
}

const SORTS = { id: forwardings.id, date_of_register: forwardings.dateOfRegister, name: welcomeds.nameKey } satisfies Record<(typeof FORWARDING_SORT_FIELDS)[number], unknown>;

/** One forwarding, the list and the XLSX export's batches. */
export const forwardingReads = personRecordReads({
  table: forwardings,
  columns: {
    date_of_register: forwardings.dateOfRegister,
    /** The referral's types by title. */
    forwardingTypes: jsonList<Forwarding['forwardingTypes'][number]>({ id: forwardingTypes.id, title: forwardingTypes.title }, [forwardingTypes.title], (types) =>
      types
        .from(forwardingForwardingTypes)
        .innerJoin(forwardingTypes, eq(forwardingTypes.id, forwardingForwardingTypes.forwardingTypeId))
        .where(eq(forwardingForwardingTypes.forwardingId, forwardings.id)),
    ),
    notes: forwardings.notes,
  },
  conditions,
  sorts: SORTS,
  direction: 'desc',
  rows: { firstRows: 'os primeiros', what: 'encaminhamentos' },
});

export interface ForwardingWrite {
  welcomedId: number;
  /** null: today in Brasília. */
  dateOfRegister: string | null;
  notes: string | null;
}

const todayInBrazil = sql`(now() AT TIME ZONE ${BRAZIL_TZ})::date`;

export const insertForwarding = (tx: DbOrTx, data: ForwardingWrite, authorId: number) =>
  insertReturningId(tx, forwardings, { welcomedId: data.welcomedId, notes: data.notes, authorId, dateOfRegister: data.dateOfRegister ?? todayInBrazil });
export const updateForwarding = (tx: DbOrTx, id: number, data: ForwardingWrite) => updateById(tx, forwardings, id, { notes: data.notes, dateOfRegister: data.dateOfRegister ?? todayInBrazil });

export async function replaceTypes(tx: DbOrTx, id: number, typeIds: readonly number[]): Promise<void> {
  await tx.delete(forwardingForwardingTypes).where(eq(forwardingForwardingTypes.forwardingId, id));
  if (typeIds.length === 0) return;
  await tx.insert(forwardingForwardingTypes).values(typeIds.map((forwardingTypeId) => ({ forwardingId: id, forwardingTypeId })));
}

export const deleteForwarding = (tx: DbOrTx, id: number) => deleteById(tx, forwardings, id);
