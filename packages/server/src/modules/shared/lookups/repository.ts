import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { cities, countries, functions, states, users, welcomeds } from '../../../db/schema';

/*
 * Lookups several modules need (places, functions, user names, a person's state): one home, so that
 * validations and reports of different modules read the same rows the same way.
 */

// ---------------------------------------------------------------- places

export async function countryName(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db.select({ nome: countries.nomePt }).from(countries).where(eq(countries.id, id));
  return row?.nome ?? null;
}

export async function findState(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: states.id, countryId: states.countryId, uf: states.uf, nome: states.nome })
    .from(states)
    .where(eq(states.id, id));
  return row ?? null;
}

export async function findCity(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: cities.id, stateId: cities.stateId, nome: cities.nome }).from(cities).where(eq(cities.id, id));
  return row ?? null;
}

/** The city `cityId` when it lies in the Brazilian state `uf`, else null. */
export async function findCityInUf(db: DbOrTx, cityId: number, uf: string): Promise<{ id: number; nome: string } | null> {
  const [row] = await db
    .select({ id: cities.id, nome: cities.nome })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(and(eq(cities.id, cityId), eq(states.uf, uf)));
  return row ?? null;
}

// ---------------------------------------------------------------- functions (professions)

/** Which of `ids` name an existing function. */
export async function existingFunctionIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: functions.id }).from(functions).where(inArray(functions.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** The names of the functions `ids` that exist, by name. */
export async function functionNames(db: DbOrTx, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ name: functions.name })
    .from(functions)
    .where(inArray(functions.id, [...ids]))
    .orderBy(asc(functions.name));
  return rows.map((r) => r.name);
}

// ---------------------------------------------------------------- users

export async function userName(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row?.name ?? null;
}

// ---------------------------------------------------------------- people

export interface PersonState {
  id: number;
  name: string;
  status: 'active' | 'drashed';
  familyId: number | null;
}

/**
 * Whether a person exists, and whether they are active ('drashed' is the trash), with their family
 * group. `forUpdate` locks the row until the transaction ends.
 */
export async function findPerson(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}): Promise<PersonState | null> {
  const query = db
    .select({ id: welcomeds.id, name: welcomeds.name, status: welcomeds.status, familyId: welcomeds.familyId })
    .from(welcomeds)
    .where(eq(welcomeds.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ? { ...row, status: row.status as PersonState['status'] } : null;
}
