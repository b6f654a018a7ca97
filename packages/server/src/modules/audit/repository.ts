import type { TrailFilter } from '@sisacte/contracts/audit/trail';
import { and, asc, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { preparedRows, queryRows, type DbOrTx } from '../../db/client';
import { accessTrail, accessTrailHead, users } from '../../db/schema';
import type { ChainedEntry, TrailFields } from './chain';

/*
 * The trail's SQL. Rows are only inserted, through the columns the app sets: the insert trigger
 * (migration 0033) gives the id, the time and the hashes. A read's entry goes through
 * access_trail_append_read (committed without waiting for the disk); every other entry is inserted in
 * the transaction of the change it records.
 */

/** What the app writes of an entry. */
export type TrailRow = TrailFields;

/** Inserts `row` in `tx` (the transaction of the change it records): committed, and durable, with it. */
export async function insertEntry(tx: DbOrTx, row: TrailRow): Promise<void> {
  await tx.execute(
    sql`INSERT INTO ${accessTrail} (user_id, action, record_type, record_id, subject_type, subject_id, route, details)
        VALUES (${row.userId}, ${row.action}, ${row.recordType}, ${row.recordId}, ${row.subjectType}, ${row.subjectId}, ${row.route}, ${row.details})`,
  );
}

/**
 * Inserts a read's `row` alone, as its own transaction committed asynchronously. Never inside a
 * transaction that writes. A named prepared statement: each connection parses and plans it once.
 */
export async function insertReadEntry(db: DbOrTx, row: TrailRow): Promise<void> {
  await preparedRows(
    db,
    'access_trail_append_read',
    sql`SELECT access_trail_append_read(${row.userId}::int, ${row.action}::varchar, ${row.recordType}::varchar, ${row.recordId}::bigint,
        ${row.subjectType}::varchar, ${row.subjectId}::bigint, ${row.route}::varchar, ${row.details}::text) AS done`,
  );
}

/** An entry as the screens read it: what the app wrote, its id and time, and its user's name. */
export interface TrailListRow extends TrailFields {
  id: number;
  at: string;
  userName: string | null;
}

const BRAZIL_TZ = sql.raw(`'America/Sao_Paulo'`);
/** The instant a calendar day starts in Brazil. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE ${BRAZIL_TZ}`;

function conditions(filter: TrailFilter): SQL | undefined {
  return and(
    filter.usuario === undefined ? undefined : eq(accessTrail.userId, filter.usuario),
    filter.tipo === undefined ? undefined : eq(accessTrail.recordType, filter.tipo),
    filter.acao === undefined ? undefined : eq(accessTrail.action, filter.acao),
    filter.data_ini === undefined ? undefined : sql`${accessTrail.at} >= ${dayStart(filter.data_ini)}`,
    filter.data_fim === undefined ? undefined : sql`${accessTrail.at} < ${dayStart(filter.data_fim)} + interval '1 day'`,
    filter.titular_tipo === undefined || filter.titular_id === undefined
      ? undefined
      : and(eq(accessTrail.subjectType, filter.titular_tipo), eq(accessTrail.subjectId, filter.titular_id)),
  );
}

/** The columns of what the app writes of an entry (TrailFields), its id and its time as the chain hashes it. */
const entryColumns = {
  id: accessTrail.id,
  at: sql<string>`to_char(${accessTrail.at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  userId: accessTrail.userId,
  action: accessTrail.action,
  recordType: accessTrail.recordType,
  recordId: accessTrail.recordId,
  subjectType: accessTrail.subjectType,
  subjectId: accessTrail.subjectId,
  route: accessTrail.route,
  details: accessTrail.details,
};
const listColumns = { ...entryColumns, userName: users.name };

const noFilter = (filter: TrailFilter) => Object.values(filter).every((v) => v === undefined);

/** A page of entries of `filter`, newest first, and how many there are (the chain's length when nothing is filtered: rows are never removed). */
export async function listEntries(db: DbOrTx, filter: TrailFilter, page: { limit: number; offset: number }): Promise<{ content: TrailListRow[]; total: number }> {
  const where = conditions(filter);
  const [content, total] = await Promise.all([
    db.select(listColumns).from(accessTrail).leftJoin(users, eq(users.id, accessTrail.userId)).where(where).orderBy(desc(accessTrail.id)).limit(page.limit).offset(page.offset),
    noFilter(filter)
      ? db.select({ n: accessTrailHead.lastId }).from(accessTrailHead).then(([row]) => Number(row?.n ?? 0))
      : queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${accessTrail} WHERE ${where ?? sql`true`}`).then(([row]) => Number(row?.n ?? 0)),
  ]);
  return { content: content.map((r) => ({ ...r, id: Number(r.id) })), total };
}

/** The next `limit` entries of `filter` older than `beforeId` (null: from the newest), for the XLSX. */
export async function entriesBefore(db: DbOrTx, filter: TrailFilter, beforeId: number | null, limit: number): Promise<TrailListRow[]> {
  const rows = await db
    .select(listColumns)
    .from(accessTrail)
    .leftJoin(users, eq(users.id, accessTrail.userId))
    .where(and(conditions(filter), beforeId === null ? undefined : lt(accessTrail.id, beforeId)))
    .orderBy(desc(accessTrail.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** The chain's end: the last id and its hash (0 and the genesis hash when the trail is empty). */
export async function chainHead(db: DbOrTx): Promise<{ lastId: number; lastHash: string }> {
  const [row] = await db.select({ lastId: accessTrailHead.lastId, lastHash: accessTrailHead.lastHash }).from(accessTrailHead).where(eq(accessTrailHead.id, 1));
  if (!row) throw new Error('access_trail_head has no row: migration 0033 not applied');
  return { lastId: Number(row.lastId), lastHash: row.lastHash };
}

/** An entry with everything its hash covers, and the hash it carries. */
export interface StoredEntry extends ChainedEntry {
  hash: string;
}

/** The next `limit` entries after `afterId` up to `untilId`, in chain order, as the hash covers them. */
export async function chainSlice(db: DbOrTx, afterId: number, untilId: number, limit: number): Promise<StoredEntry[]> {
  const rows = await db
    .select({ ...entryColumns, previousHash: accessTrail.previousHash, hash: accessTrail.hash })
    .from(accessTrail)
    .where(and(gt(accessTrail.id, afterId), sql`${accessTrail.id} <= ${untilId}`))
    .orderBy(asc(accessTrail.id))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    recordId: r.recordId === null ? null : Number(r.recordId),
    subjectId: r.subjectId === null ? null : Number(r.subjectId),
  }));
}

/** The hash each of the entries `ids` carries (those that exist). */
export async function entryHashes(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: accessTrail.id, hash: accessTrail.hash }).from(accessTrail).where(inArray(accessTrail.id, [...ids]));
  return new Map(rows.map((r) => [Number(r.id), r.hash]));
}

/** The highest id in the trail's rows (0 when there are none), whatever the head row says. */
export async function lastEntryId(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<string | null>`max(${accessTrail.id})` }).from(accessTrail);
  return Number(row?.n ?? 0);
}

/** The time of entry `id` (ISO, UTC), when it exists. */
export async function entryTime(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db.select({ at: listColumns.at }).from(accessTrail).where(eq(accessTrail.id, id));
  return row?.at ?? null;
}

/** Every user a filter may name, by name, with whether they are still active. */
export async function trailUsers(db: DbOrTx): Promise<{ id: number; name: string; ativo: boolean }[]> {
  return db
    .select({ id: users.id, name: users.name, ativo: sql<boolean>`${users.deletedAt} IS NULL` })
    .from(users)
    .orderBy(sql`f_unaccent(lower(${users.name}))`, asc(users.id));
}
