import { SIMILAR_NAME_THRESHOLD, type SimilarWelcomed, type Welcomed } from '@sisacte/contracts/acolhimento/welcomed';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { queryRows, withTransaction, type Database, type DbOrTx } from '../../../db/client';
import { cities, countries, functions, states, users, welcomedFunctions, welcomeds } from '../../../db/schema';
import { textSortKey } from '../../../lib/sql';
import { jsonList } from '../shared/repository/json-list';
import { addressOf, ref } from '../shared/repository/person-columns';
import { listFields, toListItem } from './list-repository';

/* A welcomed person's record: read one, the duplicate checks, and the writes. */

/** The person's functions [{id, name}] by name. */
const functionsJson = jsonList<Welcomed['functions'][number]>({ id: functions.id, name: functions.name }, [functions.name], (list) =>
  list
    .from(welcomedFunctions)
    .innerJoin(functions, eq(functions.id, welcomedFunctions.functionId))
    .where(eq(welcomedFunctions.welcomedId, welcomeds.id)),
);

export async function findWelcomed(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}): Promise<Welcomed | null> {
  if (options.forUpdate) await db.select({ id: welcomeds.id }).from(welcomeds).where(eq(welcomeds.id, id)).for('update');
  const [r] = await db
    .select({
      ...listFields,
      cep: welcomeds.cep,
      address: welcomeds.address,
      addressComplement: welcomeds.addressComplement,
      addressDistrict: welcomeds.addressDistrict,
      addressState: welcomeds.addressState,
      addressCity: welcomeds.addressCity,
      stateId: welcomeds.stateId,
      stateUf: states.uf,
      stateNome: states.nome,
      cityId: welcomeds.cityId,
      cityNome: cities.nome,
      foreingState: welcomeds.foreingState,
      foreingCity: welcomeds.foreingCity,
      functions: functionsJson,
    })
    .from(welcomeds)
    .leftJoin(countries, eq(countries.id, welcomeds.nacionalityId))
    .leftJoin(users, eq(users.id, welcomeds.authorId))
    .leftJoin(states, eq(states.id, welcomeds.stateId))
    .leftJoin(cities, eq(cities.id, welcomeds.cityId))
    .where(eq(welcomeds.id, id));
  if (!r) return null;
  return {
    ...toListItem(r),
    ...addressOf(r),
    state: ref(r.stateId, { id: r.stateId!, uf: r.stateUf ?? '', nome: r.stateNome ?? '' }),
    city: ref(r.cityId, { id: r.cityId!, nome: r.cityNome ?? '' }),
    foreing_state: r.foreingState,
    foreing_city: r.foreingCity,
    functions: r.functions,
  };
}

/** The active person holding `cpf`, other than `exceptId`. */
export async function activeCpfHolder(db: DbOrTx, cpf: string, exceptId?: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: welcomeds.id, name: welcomeds.name })
    .from(welcomeds)
    .where(and(eq(welcomeds.cpf, cpf), eq(welcomeds.status, 'active'), exceptId === undefined ? undefined : ne(welcomeds.id, exceptId)))
    .limit(1);
  return row ?? null;
}

/**
 * The words typed, as a text-search prefix query over the unaccented name ('Ana Mil' → 'ana:* & mil:*'):
 * letters and digits only (accents taken off as f_unaccent does), so nothing typed reaches the query syntax.
 * Null when no word is left.
 */
export function namePrefixQuery(name: string): string | null {
  const words = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 6);
  return words.length === 0 ? null : words.map((w) => `${w}:*`).join(' & ');
}

/** How many people whose words start as typed are weighed by similarity (a common first name has thousands). */
const WORD_CANDIDATES = 200;

/**
 * GET /api/welcomeds/search?name: active people whose name looks like `name` (trigram similarity on the
 * unaccented name, at least SIMILAR_NAME_THRESHOLD) or has each typed word at the start of one of its
 * words ("maria" finds "María Fernanda Rojas", "rojas" too), accents and case ignored; at most `limit`,
 * the most similar first. The person picker (check-in, referral, visit) shows them all; the duplicate
 * warning of the person form keeps those at the threshold (`similarity`). Two index-served queries of at
 * most `limit` rows each, merged.
 */

export async function similarNames(db: Database, name: string, limit: number): Promise<SimilarWelcomed[]> {
  const target = textSortKey(name);
  const prefix = namePrefixQuery(name);
  const select = (tx: DbOrTx) =>
    tx
      .select({ ...listFields, sim: sql<number>`similarity(${welcomeds.nameKey}, ${target})::float8`.as('sim') })
      .from(welcomeds)
      .leftJoin(countries, eq(countries.id, welcomeds.nacionalityId))
      .leftJoin(users, eq(users.id, welcomeds.authorId));
  const rows = await withTransaction(db, async (tx) => {
    // `%` is served by the GIN trigram index on name_key and compares with pg_trgm's threshold,
    // set for this transaction only (a setting, so a raw statement): above the default 0.3 the index also skips more of its lists.
    await queryRows(tx, sql`SELECT set_config('pg_trgm.similarity_threshold', ${String(SIMILAR_NAME_THRESHOLD)}, true)`);
    const similar = await select(tx)
      .where(and(eq(welcomeds.status, 'active'), sql`${welcomeds.nameKey} % ${target}`))
      .orderBy(sql`sim DESC`, asc(welcomeds.nameKey), asc(welcomeds.id))
      .limit(limit);
    // The first WORD_CANDIDATES people whose words start so (any of them: a common first name has
    // thousands), the most similar of those; typing more narrows them.
    const candidates = tx
      .select({ id: welcomeds.id })
      .from(welcomeds)
      .where(and(eq(welcomeds.status, 'active'), sql`to_tsvector('simple', ${welcomeds.nameKey}) @@ to_tsquery('simple', ${prefix ?? ''})`))
      .limit(WORD_CANDIDATES)
      .as('candidates');
    const byWords = prefix
      ? await select(tx)
          .innerJoin(candidates, eq(candidates.id, welcomeds.id))
          .orderBy(sql`sim DESC`, asc(welcomeds.nameKey), asc(welcomeds.id))
          .limit(limit)
      : [];
    const seen = new Set<number>();
    return [...similar, ...byWords]
      .filter((r) => !seen.has(r.id) && seen.add(r.id))
      .sort((a, b) => Number(b.sim) - Number(a.sim) || (a.nameKey ?? '').localeCompare(b.nameKey ?? '') || a.id - b.id)
      .slice(0, limit);
  });
  return rows.map((r) => {
    const item = toListItem(r);
    return {
      id: item.id,
      name: item.name,
      birthdate: item.birthdate,
      age: item.age,
      cpf: item.cpf,
      nacionality: item.nacionality,
      similarity: Math.round(Number(r.sim) * 1000) / 1000,
    };
  });
}

// ---------------------------------------------------------------- writes

/** The columns a create or an update writes. */
export type WelcomedWrite = Pick<
  typeof welcomeds.$inferInsert,
  | 'name'
  | 'gender'
  | 'birthdate'
  | 'nacionalityId'
  | 'cpf'
  | 'rg'
  | 'cep'
  | 'address'
  | 'addressComplement'
  | 'addressDistrict'
  | 'addressState'
  | 'addressCity'
  | 'stateId'
  | 'cityId'
  | 'foreingState'
  | 'foreingCity'
  | 'civilStatus'
  | 'scholarity'
>;

export async function insertWelcomed(tx: DbOrTx, data: WelcomedWrite, authorId: number): Promise<number> {
  const [row] = await tx
    .insert(welcomeds)
    .values({ ...data, authorId, status: 'active' })
    .returning({ id: welcomeds.id });
  return row!.id;
}

export async function updateWelcomed(tx: DbOrTx, id: number, data: WelcomedWrite): Promise<void> {
  await tx
    .update(welcomeds)
    .set({ ...data, updatedAt: sql`now()` })
    .where(eq(welcomeds.id, id));
}

export async function setStatus(tx: DbOrTx, id: number, status: 'active' | 'drashed'): Promise<void> {
  await tx
    .update(welcomeds)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(welcomeds.id, id));
}

export async function replaceFunctions(tx: DbOrTx, id: number, functionIds: readonly number[]): Promise<void> {
  await tx.delete(welcomedFunctions).where(eq(welcomedFunctions.welcomedId, id));
  if (functionIds.length === 0) return;
  await tx.insert(welcomedFunctions).values(functionIds.map((functionId) => ({ welcomedId: id, functionId })));
}
