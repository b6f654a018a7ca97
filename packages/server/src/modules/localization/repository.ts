import { CNAE_LIMIT, type CnaeOption } from '@sisacte/contracts/localization/cnae';
import { BRAZIL_ID, CITIES_LIMIT, type CityDetail, type CityOption, COUNTRIES_LIMIT, type CountryOption, type StateOption } from '@sisacte/contracts/localization/places';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cities, cnae, countries, states } from '../../db/schema';
import { formatCnaeCode } from '../../lib/cnae';
import { containsIgnoringAccents, equalsIgnoringAccents, escapeLike, textSortKey } from '../../lib/sql';

// Short reads over reference tables, each backed by an index of migrations/0002_localization.sql.

/** Countries whose name contains `nome` (accents and case ignored); Brazil first, then by name. */
export async function listCountries(db: DbOrTx, nome: string): Promise<CountryOption[]> {
  return db
    .select({ id: countries.id, nome_pt: countries.nomePt })
    .from(countries)
    .where(nome ? containsIgnoringAccents(countries.nomePt, nome) : undefined)
    .orderBy(sql`(${countries.id} = ${BRAZIL_ID}) DESC`, textSortKey(countries.nomePt), asc(countries.id))
    .limit(COUNTRIES_LIMIT);
}

const stateFields = { id: states.id, uf: states.uf, nome: states.nome };

/** States of a country, by name (none for most foreign countries). */
export async function listStates(db: DbOrTx, countryId: number): Promise<StateOption[]> {
  return db
    .select(stateFields)
    .from(states)
    .where(eq(states.countryId, countryId))
    .orderBy(textSortKey(states.nome), asc(states.id));
}

export async function findStateByUf(db: DbOrTx, uf: string): Promise<StateOption | undefined> {
  const [row] = await db.select(stateFields).from(states).where(eq(states.uf, uf));
  return row;
}

/** Cities of the state `uf` whose name contains `nome` (accents and case ignored), by name, at most 50. */
export async function listCities(db: DbOrTx, uf: string, nome: string): Promise<CityOption[]> {
  return db
    .select({ id: cities.id, nome: cities.nome, ibge: cities.ibge })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(and(eq(states.uf, uf), nome ? containsIgnoringAccents(cities.nome, nome) : undefined))
    .orderBy(textSortKey(cities.nome), asc(cities.id))
    .limit(CITIES_LIMIT);
}

/** A city with its state. */
const selectCityDetail = (db: DbOrTx) =>
  db
    .select({ id: cities.id, nome: cities.nome, ibge: cities.ibge, state: stateFields })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId));

export async function findCityByIbge(db: DbOrTx, ibge: number): Promise<CityDetail | undefined> {
  const [row] = await selectCityDetail(db).where(eq(cities.ibge, ibge));
  return row;
}

/** The city called `nome` in the state `uf`, accents and case ignored (when a CEP service gives no IBGE code). */
export async function findCityByName(db: DbOrTx, uf: string, nome: string): Promise<CityDetail | undefined> {
  const [row] = await selectCityDetail(db)
    .where(and(eq(states.uf, uf), equalsIgnoringAccents(cities.nome, nome)))
    .orderBy(asc(cities.id))
    .limit(1);
  return row;
}

/**
 * CNAE subclasses: by code prefix when `text` is only a code ("0111", "0111-3/01"), else whose description
 * contains it (accents and case ignored); by code, at most 30.
 */
export async function searchCnae(db: DbOrTx, text: string): Promise<CnaeOption[]> {
  const digits = text.replace(/\D/g, '');
  const codeOnly = digits && /^[\d\s.\-/]+$/.test(text);
  return db
    .select({ cod_subclasse: cnae.codSubclasse, desc_subclasse: cnae.descSubclasse })
    .from(cnae)
    .where(
      codeOnly ? like(cnae.codDigits, `${escapeLike(digits)}%`) : text ? containsIgnoringAccents(cnae.descSubclasse, text) : undefined,
    )
    .orderBy(asc(cnae.codDigits))
    .limit(CNAE_LIMIT);
}

/** The subclass of a code, written with or without its mask ("4120-4/00", "4120400"); null when the table has none. */
export async function cnaeByCode(db: DbOrTx, code: string): Promise<CnaeOption | null> {
  const digits = code.replace(/\D/g, '');
  if (digits.length !== 7) return null;
  const [row] = await db.select({ cod_subclasse: cnae.codSubclasse, desc_subclasse: cnae.descSubclasse }).from(cnae).where(eq(cnae.codDigits, digits)).limit(1);
  return row ?? null;
}

export interface CnaeRow {
  /** 7 digits. */
  digits: string;
  description: string;
}

/** Rows per INSERT statement (3 parameters each, well under PostgreSQL's 65,535). */
const CNAE_UPSERT_BATCH = 5000;

/** Inserts or updates subclasses; returns how many rows it touched. */
export async function upsertCnae(db: DbOrTx, rows: readonly CnaeRow[]): Promise<number> {
  let touched = 0;
  for (let i = 0; i < rows.length; i += CNAE_UPSERT_BATCH) {
    const batch = rows.slice(i, i + CNAE_UPSERT_BATCH);
    const result = (await db
      .insert(cnae)
      .values(batch.map((r) => ({ codSubclasse: formatCnaeCode(r.digits), descSubclasse: r.description, codDigits: r.digits })))
      .onConflictDoUpdate({ target: cnae.codSubclasse, set: { descSubclasse: sql`excluded.desc_subclasse` } })) as {
      rowCount?: number | null;
      affectedRows?: number;
    };
    touched += result.rowCount ?? result.affectedRows ?? batch.length;
  }
  return touched;
}
