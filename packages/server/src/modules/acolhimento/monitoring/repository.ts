import { MONITOR_SORT_FIELDS, type Monitor, type MonitorFilter } from '@sisacte/contracts/acolhimento/monitors';
import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { familyCompositions, monitors, users, welcomeds } from '../../../db/schema';
import { deleteById, insertReturningId, updateById } from '../../shared/crud/repository';
import { authorFields, authorStamp, BRAZIL_TZ } from '../shared/repository/person-columns';
import { personConditions, personRecordReads, toWelcomedRef, welcomedRefFields } from '../shared/repository/welcomed-ref';

/* Monitoring visits with their family composition: reads and writes. */

const qb = new QueryBuilder();

type FamilyJson = Monitor['family_composition'];

/** The visit's family composition as a JSON array, in the order it was entered. */
const familyJson = sql<FamilyJson | string>`coalesce(${qb
  .select({
    list: sql`json_agg(json_build_object('id', ${familyCompositions.id}, 'name', ${familyCompositions.name}, 'relation', ${familyCompositions.relation}, 'age', ${familyCompositions.age}, 'disabled', ${familyCompositions.disabled}) ORDER BY ${familyCompositions.id})`,
  })
  .from(familyCompositions)
  .where(eq(familyCompositions.monitorId, monitors.id))}, '[]'::json)`;

const fields = {
  id: monitors.id,
  ...authorFields(monitors),
  working: monitors.working,
  signedWorkCard: monitors.signedWorkCard,
  likeWork: monitors.likeWork,
  benefits: monitors.benefits,
  riscs: monitors.riscs,
  homeType: monitors.homeType,
  supportLevels: monitors.supportLevels,
  needs: monitors.needs,
  notes: monitors.notes,
  family: familyJson,
  ...welcomedRefFields,
};

const selectMonitors = (db: DbOrTx) =>
  db.select(fields).from(monitors).innerJoin(welcomeds, eq(welcomeds.id, monitors.welcomedId)).leftJoin(users, eq(users.id, monitors.authorId)).$dynamic();

type Row = Awaited<ReturnType<typeof selectMonitors>>[number];

function toMonitor(r: Row): Monitor {
  return {
    id: r.id,
    welcomed: toWelcomedRef(r),
    ...authorStamp(r),
    working: r.working,
    signed_work_card: r.signedWorkCard,
    like_work: r.likeWork,
    benefits: r.benefits,
    riscs: r.riscs,
    home_type: r.homeType,
    support_levels: r.supportLevels as Monitor['support_levels'], // only the contracts' values are written
    needs: r.needs as Monitor['needs'],
    notes: r.notes,
    family_composition: typeof r.family === 'string' ? (JSON.parse(r.family) as FamilyJson) : r.family,
  };
}

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

const reads = personRecordReads({
  table: monitors,
  select: selectMonitors,
  toRecord: toMonitor,
  conditions,
  sorts: SORTS,
  direction: 'asc',
  rows: { firstRows: 'os primeiros', what: 'monitoramentos' },
});

export const findMonitor = reads.find;
export const listMonitors = reads.list;
/** The next `limit` visits of the filter after `afterId`, by id (the XLSX export's keyset batches). */
export const monitorsBatchAfter = reads.batchAfter;

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
