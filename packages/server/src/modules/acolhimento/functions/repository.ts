import { type WelcomedFunction } from '@sisacte/contracts/acolhimento/functions';
import { count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { functions, vacancies, welcomedFunctions } from '../../../db/schema';
import { containsIgnoringAccents, textSortKey } from '../../../lib/sql';

/** Functions (professions) people can do, named once whatever the case and accents. */

const fields = { id: functions.id, name: functions.name };

export async function searchFunctions(db: DbOrTx, text: string, limit: number): Promise<WelcomedFunction[]> {
  return db
    .select(fields)
    .from(functions)
    .where(text ? containsIgnoringAccents(functions.name, text) : undefined)
    .orderBy(textSortKey(functions.name), functions.id)
    .limit(limit);
}

export async function listFunctions(db: DbOrTx): Promise<WelcomedFunction[]> {
  return db.select(fields).from(functions).orderBy(textSortKey(functions.name), functions.id);
}

export async function findFunction(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}): Promise<WelcomedFunction | null> {
  const query = db.select(fields).from(functions).where(eq(functions.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The function with the same name ignoring case and accents. */
export async function findFunctionByName(db: DbOrTx, name: string): Promise<WelcomedFunction | null> {
  const [row] = await db
    .select(fields)
    .from(functions)
    .where(sql`${textSortKey(functions.name)} = f_unaccent(lower(${name}))`);
  return row ?? null;
}

export async function insertFunction(tx: DbOrTx, name: string): Promise<WelcomedFunction> {
  const [row] = await tx.insert(functions).values({ name }).returning(fields);
  return row!;
}

export async function countPeopleWith(tx: DbOrTx, functionId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(welcomedFunctions).where(eq(welcomedFunctions.functionId, functionId));
  return row?.n ?? 0;
}

export async function countVacanciesWith(tx: DbOrTx, functionId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(vacancies).where(eq(vacancies.functionId, functionId));
  return row?.n ?? 0;
}

export async function deleteFunction(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(functions).where(eq(functions.id, id));
}
