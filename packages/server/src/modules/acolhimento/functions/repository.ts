import { type WelcomedFunction } from '@sisacte/contracts/acolhimento/functions';
import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { functions, vacancies, welcomedFunctions } from '../../../db/schema';
import { containsIgnoringAccents, equalsIgnoringAccents, textSortKey } from '../../../lib/sql';
import { deleteById, findById, type FindOptions } from '../../shared/crud/repository';

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

export const findFunction = (db: DbOrTx, id: number, options: FindOptions = {}) =>
  findById(db, functions, id, options, db.select(fields).from(functions).$dynamic(), (row): WelcomedFunction => row);

/** The function with the same name ignoring case and accents. */
export async function findFunctionByName(db: DbOrTx, name: string): Promise<WelcomedFunction | null> {
  const [row] = await db
    .select(fields)
    .from(functions)
    .where(equalsIgnoringAccents(functions.name, name));
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

export const deleteFunction = (tx: DbOrTx, id: number) => deleteById(tx, functions, id);
