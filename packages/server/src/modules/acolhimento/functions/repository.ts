import type { WelcomedFunction } from '@sisacte/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client';
import { escapeLike } from '../../../lib/sql';

/** Functions (professions) people can do, named once whatever the case and accents. */

export async function searchFunctions(db: DbOrTx, text: string, limit: number): Promise<WelcomedFunction[]> {
  const where = text ? sql`WHERE f_unaccent(lower(name)) LIKE '%' || f_unaccent(lower(${escapeLike(text)})) || '%'` : sql``;
  return queryRows<WelcomedFunction>(db, sql`SELECT id, name FROM functions ${where} ORDER BY f_unaccent(lower(name)), id LIMIT ${limit}`);
}

export async function listFunctions(db: DbOrTx): Promise<WelcomedFunction[]> {
  return queryRows<WelcomedFunction>(db, sql`SELECT id, name FROM functions ORDER BY f_unaccent(lower(name)), id`);
}

export async function findFunction(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}): Promise<WelcomedFunction | null> {
  const [row] = await queryRows<WelcomedFunction>(
    db,
    sql`SELECT id, name FROM functions WHERE id = ${id} ${options.forUpdate ? sql`FOR UPDATE` : sql``}`,
  );
  return row ?? null;
}

/** The function with the same name ignoring case and accents. */
export async function findFunctionByName(db: DbOrTx, name: string): Promise<WelcomedFunction | null> {
  const [row] = await queryRows<WelcomedFunction>(
    db,
    sql`SELECT id, name FROM functions WHERE f_unaccent(lower(name)) = f_unaccent(lower(${name}))`,
  );
  return row ?? null;
}

export async function insertFunction(tx: DbOrTx, name: string): Promise<WelcomedFunction> {
  const [row] = await queryRows<WelcomedFunction>(tx, sql`INSERT INTO functions (name) VALUES (${name}) RETURNING id, name`);
  return row!;
}

export async function countPeopleWith(tx: DbOrTx, functionId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM welcomed_functions WHERE function_id = ${functionId}`);
  return row?.n ?? 0;
}

export async function deleteFunction(tx: DbOrTx, id: number): Promise<void> {
  await queryRows(tx, sql`DELETE FROM functions WHERE id = ${id}`);
}
