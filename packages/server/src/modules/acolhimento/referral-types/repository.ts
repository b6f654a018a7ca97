import { FORWARDING_TYPE_SORT_FIELDS, type ForwardingType } from '@sisacte/contracts/acolhimento/forwarding-types';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { forwardingForwardingTypes, forwardingTypes } from '../../../db/schema';
import { containsIgnoringAccents, equalsIgnoringAccents, textSortKey } from '../../../lib/sql';
import { deleteById, tableReads } from '../../shared/crud/repository';

/* Referral types: titles unique whatever the case and accents. */

const fields = { id: forwardingTypes.id, title: forwardingTypes.title };

/** One type and the list (?title, accents and case ignored). */
export const typeReads = tableReads({
  table: forwardingTypes,
  select: (db: DbOrTx) => db.select(fields).from(forwardingTypes).$dynamic(),
  toRecord: (row: ForwardingType) => row,
  conditions: (f: { title?: string | undefined }) => (f.title ? containsIgnoringAccents(forwardingTypes.title, f.title) : undefined),
  sorts: { id: forwardingTypes.id, title: textSortKey(forwardingTypes.title) } satisfies Record<(typeof FORWARDING_TYPE_SORT_FIELDS)[number], unknown>,
  direction: 'desc',
});

export async function allTypes(db: DbOrTx): Promise<ForwardingType[]> {
  return db.select(fields).from(forwardingTypes).orderBy(textSortKey(forwardingTypes.title), forwardingTypes.id);
}

/** The type with the same title ignoring case and accents, other than `exceptId`. */
export async function findTypeByTitle(db: DbOrTx, title: string, exceptId?: number): Promise<ForwardingType | null> {
  const [row] = await db
    .select(fields)
    .from(forwardingTypes)
    .where(and(equalsIgnoringAccents(forwardingTypes.title, title), exceptId === undefined ? undefined : ne(forwardingTypes.id, exceptId)));
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

export const deleteType = (tx: DbOrTx, id: number) => deleteById(tx, forwardingTypes, id);

/** The titles of `ids`, in the order given (an unknown id as '#id'). */
export async function typeTitles(db: DbOrTx, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: forwardingTypes.id, title: forwardingTypes.title }).from(forwardingTypes).where(inArray(forwardingTypes.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r.title]));
  return ids.map((id) => byId.get(id) ?? `#${id}`);
}
