import { MONITOR_SORT_FIELDS, type Monitor, type MonitorFilter } from '@sisacte/contracts/acolhimento/monitors';
import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { familyCompositions, monitors, welcomeds } from '../../../db/schema';
import { deleteById, insertReturningId, updateById } from '../../shared/crud/repository';
import { jsonList } from '../shared/repository/json-list';
import { BRAZIL_TZ } from '../shared/repository/person-columns';
import { personConditions, personRecordReads } from '../shared/repository/welcomed-ref';

/* Monitoring visits with their family composition: reads and writes. */

/** The visit's day in Brasília from `ini` to `end` (inclusive). */
export function visitedBetween(ini: string | undefined, end: string | undefined): SQL | undefined {
  return and(
    ini ? sql`${monitors.createdAt} >= (${ini}::date)::timestamp AT TIME ZONE ${BRAZIL_TZ}` : undefined,
    end ? sql`${monitors.createdAt} < (${end}::date + 1)::timestamp AT TIME ZONE ${BRAZIL_TZ}` : undefined,
  );
}

function conditions(f: MonitorFilter): SQL | undefined {
  return and(
    ...personConditions(f, ['monitor_date_ini', 'monitor_date_end']),
    f.welcomed_id === undefined ? undefined : eq(monitors.welcomedId, f.welcomed_id),
    visitedBetween(f.monitor_date_ini, f.monitor_date_end),
  );
}

const SORTS = { id: monitors.id, created_at: monitors.createdAt, name: welcomeds.nameKey } satisfies Record<(typeof MONITOR_SORT_FIELDS)[number], unknown>;

/** One monitor, the list and the XLSX export's batches. */
export const monitorReads = personRecordReads({
  table: monitors,
  columns: {
    working: monitors.working,
    signed_work_card: monitors.signedWorkCard,
    like_work: monitors.likeWork,
    benefits: monitors.benefits,
    riscs: monitors.riscs,
    home_type: monitors.homeType,
    support_levels: monitors.supportLevels,
    needs: monitors.needs,
    notes: monitors.notes,
    /** The visit's family composition, in the order it was entered. */
    family_composition: jsonList<Monitor['family_composition'][number]>(
      { id: familyCompositions.id, name: familyCompositions.name, relation: familyCompositions.relation, age: familyCompositions.age, disabled: familyCompositions.disabled },
      [familyCompositions.id],
      (family) => family.from(familyCompositions).where(eq(familyCompositions.monitorId, monitors.id)),
    ),
  },
  // Only the contracts' values are written.
  own: (r) => ({ ...r, support_levels: r.support_levels as Monitor['support_levels'], needs: r.needs as Monitor['needs'] }),
  conditions,
  sorts: SORTS,
  direction: 'asc',
  rows: { firstRows: 'os primeiros', what: 'monitoramentos' },
});

export type MonitorWrite = Pick<
  typeof monitors.$inferInsert,
  'working' | 'signedWorkCard' | 'likeWork' | 'benefits' | 'riscs' | 'homeType' | 'supportLevels' | 'needs' | 'notes'
>;

export const insertMonitor = (tx: DbOrTx, welcomedId: number, authorId: number, data: MonitorWrite) => insertReturningId(tx, monitors, { ...data, welcomedId, authorId });

export const updateMonitor = (tx: DbOrTx, id: number, data: MonitorWrite) => updateById(tx, monitors, id, data);
export const deleteMonitor = (tx: DbOrTx, id: number) => deleteById(tx, monitors, id);

// ---------------------------------------------------------------- family composition

export type FamilyRowWrite = { name: string; relation: string | null; age: number | null; disabled: boolean | null };

export async function familyRowIds(db: DbOrTx, monitorId: number): Promise<Set<number>> {
  const rows = await db.select({ id: familyCompositions.id }).from(familyCompositions).where(eq(familyCompositions.monitorId, monitorId)).orderBy(asc(familyCompositions.id));
  return new Set(rows.map((r) => r.id));
}

/** Keeps the rows `keepIds` (the others of the visit are removed). */
export async function deleteFamilyRowsExcept(tx: DbOrTx, monitorId: number, keepIds: number[]): Promise<void> {
  await tx.delete(familyCompositions).where(and(eq(familyCompositions.monitorId, monitorId), keepIds.length > 0 ? notInArray(familyCompositions.id, keepIds) : undefined));
}

export async function insertFamilyRows(tx: DbOrTx, monitorId: number, rows: FamilyRowWrite[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(familyCompositions).values(rows.map((r) => ({ ...r, monitorId })));
}

export async function updateFamilyRow(tx: DbOrTx, id: number, row: FamilyRowWrite): Promise<void> {
  await tx.update(familyCompositions).set(row).where(eq(familyCompositions.id, id));
}

/** One row with its visit and person (for DELETE /api/family-composition/{id}). */
export async function findFamilyRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: familyCompositions.id, name: familyCompositions.name, relation: familyCompositions.relation, monitorId: familyCompositions.monitorId, welcomedId: monitors.welcomedId, createdAt: monitors.createdAt })
    .from(familyCompositions)
    .innerJoin(monitors, eq(monitors.id, familyCompositions.monitorId))
    .where(eq(familyCompositions.id, id))
    .for('update');
  return row ?? null;
}

export async function deleteFamilyRows(tx: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length > 0) await tx.delete(familyCompositions).where(inArray(familyCompositions.id, ids));
}
