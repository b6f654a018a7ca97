import { FORWARDING_TYPE_SORT_FIELDS, type ForwardingType } from '@sisacte/contracts/acolhimento/forwarding-types';
import { count, eq, inArray, ne, and, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { forwardingForwardingTypes, forwardingTypes } from '../../../db/schema';
import { pageQueryToSql } from '../../../lib/paging';
import { containsIgnoringAccents, textSortKey } from '../../../lib/sql';

/* Referral types: titles unique whatever the case and accents. */

const fields = { id: forwardingTypes.id, title: forwardingTypes.title };
const SORTS = { id: forwardingTypes.id, title: textSortKey(forwardingTypes.title) } satisfies Record<(typeof FORWARDING_TYPE_SORT_FIELDS)[number], unknown>;

export async function listTypes(db: DbOrTx, query: { page: number; size: number; sort?: string | undefined; title?: string | undefined }) {
  const page = pageQueryToSql(query, { fields: SORTS, defaultSort: { field: 'id', direction: 'desc' }, tieBreaker: forwardingTypes.id });
  const where = query.title ? containsIgnoringAccents(forwardingTypes.title, query.title) : undefined;
  const [content, [total]] = await Promise.all([
    db.select(fields).from(forwardingTypes).where(where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(forwardingTypes).where(where),
  ]);
  return { content, total: total?.n ?? 0 };
}

export async function allTypes(db: DbOrTx): Promise<ForwardingType[]> {
  return db.select(fields).from(forwardingTypes).orderBy(textSortKey(forwardingTypes.title), forwardingTypes.id);
}

export async function findType(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}): Promise<ForwardingType | null> {
  const query = db.select(fields).from(forwardingTypes).where(eq(forwardingTypes.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The type with the same title ignoring case and accents, other than `exceptId`. */
export async function findTypeByTitle(db: DbOrTx, title: string, exceptId?: number): Promise<ForwardingType | null> {
  const [row] = await db
    .select(fields)
    .from(forwardingTypes)
    .where(and(sql`${textSortKey(forwardingTypes.title)} = f_unaccent(lower(${title}))`, exceptId === undefined ? undefined : ne(forwardingTypes.id, exceptId)));
  return row ?? null;
}

/** Which of `ids` name an existing type. */
export async function existingTypeIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: forwardingTypes.id }).from(forwardingTypes).where(inArray(forwardingTypes.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

export async function insertType(tx: DbOrTx, title: string): Promise<ForwardingType> {
  const [row] = await tx.insert(forwardingTypes).values({ title }).returning(fields);
  return row!;
}

export async function updateType(tx: DbOrTx, id: number, title: string): Promise<ForwardingType> {
  const [row] = await tx.update(forwardingTypes).set({ title }).where(eq(forwardingTypes.id, id)).returning(fields);
  return row!;
}

export async function countReferralsWith(tx: DbOrTx, id: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(forwardingForwardingTypes).where(eq(forwardingForwardingTypes.forwardingTypeId, id));
  return row?.n ?? 0;
}

export async function deleteType(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(forwardingTypes).where(eq(forwardingTypes.id, id));
}

/** The titles of `ids`, in the order given (an unknown id as '#id'). */
export async function typeTitles(db: DbOrTx, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: forwardingTypes.id, title: forwardingTypes.title }).from(forwardingTypes).where(inArray(forwardingTypes.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r.title]));
  return ids.map((id) => byId.get(id) ?? `#${id}`);
}
