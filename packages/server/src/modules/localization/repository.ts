import {
  BRAZIL_ID,
  CITIES_LIMIT,
  CNAE_LIMIT,
  COUNTRIES_LIMIT,
  type CityDetail,
  type CityOption,
  type CnaeOption,
  type CountryOption,
  type StateOption,
} from '@sisacte/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { containsIgnoringAccents, escapeLike, textSortKey } from '../../lib/sql';

// Raw SQL with drizzle's parameters: these are short reads over reference tables, each backed by an
// index of migrations/0002_localization.sql.

/** Countries whose name contains `nome` (accents and case ignored); Brazil first, then by name. */
export async function listCountries(db: DbOrTx, nome: string): Promise<CountryOption[]> {
  const filter = nome ? sql`WHERE ${containsIgnoringAccents(sql.raw('nome_pt'), nome)}` : sql``;
  return queryRows<CountryOption>(
    db,
    sql`SELECT id, nome_pt FROM countries ${filter}
        ORDER BY (id = ${BRAZIL_ID}) DESC, ${textSortKey(sql.raw('nome_pt'))}, id
        LIMIT ${COUNTRIES_LIMIT}`,
  );
}

/** States of a country, by name (none for most foreign countries). */
export async function listStates(db: DbOrTx, countryId: number): Promise<StateOption[]> {
  return queryRows<StateOption>(
    db,
    sql`SELECT id, uf, nome FROM states WHERE country_id = ${countryId} ORDER BY ${textSortKey(sql.raw('nome'))}, id`,
  );
}

export async function findStateByUf(db: DbOrTx, uf: string): Promise<StateOption | undefined> {
  const [row] = await queryRows<StateOption>(db, sql`SELECT id, uf, nome FROM states WHERE uf = ${uf}`);
  return row;
}

/** Cities of the state `uf` whose name contains `nome` (accents and case ignored), by name, at most 50. */
export async function listCities(db: DbOrTx, uf: string, nome: string): Promise<CityOption[]> {
  const filter = nome ? sql`AND ${containsIgnoringAccents(sql.raw('c.nome'), nome)}` : sql``;
  return queryRows<CityOption>(
    db,
    sql`SELECT c.id, c.nome, c.ibge FROM cities c JOIN states s ON s.id = c.state_id
        WHERE s.uf = ${uf} ${filter}
        ORDER BY ${textSortKey(sql.raw('c.nome'))}, c.id
        LIMIT ${CITIES_LIMIT}`,
  );
}

interface CityDetailRow {
  id: number;
  nome: string;
  ibge: number | null;
  state_id: number;
  state_uf: string | null;
  state_nome: string;
}

const toCityDetail = (row: CityDetailRow): CityDetail => ({
  id: row.id,
  nome: row.nome,
  ibge: row.ibge,
  state: { id: row.state_id, uf: row.state_uf, nome: row.state_nome },
});

const cityDetailSelect = sql`SELECT c.id, c.nome, c.ibge, s.id AS state_id, s.uf AS state_uf, s.nome AS state_nome
  FROM cities c JOIN states s ON s.id = c.state_id`;

export async function findCityByIbge(db: DbOrTx, ibge: number): Promise<CityDetail | undefined> {
  const [row] = await queryRows<CityDetailRow>(db, sql`${cityDetailSelect} WHERE c.ibge = ${ibge}`);
  return row && toCityDetail(row);
}

/** The city called `nome` in the state `uf`, accents and case ignored (when a CEP service gives no IBGE code). */
export async function findCityByName(db: DbOrTx, uf: string, nome: string): Promise<CityDetail | undefined> {
  const [row] = await queryRows<CityDetailRow>(
    db,
    sql`${cityDetailSelect} WHERE s.uf = ${uf} AND f_unaccent(lower(c.nome)) = f_unaccent(lower(${nome})) ORDER BY c.id LIMIT 1`,
  );
  return row && toCityDetail(row);
}

/**
 * CNAE subclasses: by code prefix when `text` is only a code ("0111", "0111-3/01"), else whose description
 * contains it (accents and case ignored); by code, at most 30.
 */
export async function searchCnae(db: DbOrTx, text: string): Promise<CnaeOption[]> {
  const digits = text.replace(/\D/g, '');
  let filter = sql``;
  if (digits && /^[\d\s.\-/]+$/.test(text)) filter = sql`WHERE cod_digits LIKE ${`${escapeLike(digits)}%`}`;
  else if (text) filter = sql`WHERE ${containsIgnoringAccents(sql.raw('desc_subclasse'), text)}`;
  return queryRows<CnaeOption>(
    db,
    sql`SELECT cod_subclasse, desc_subclasse FROM cnae ${filter} ORDER BY cod_digits LIMIT ${CNAE_LIMIT}`,
  );
}

export interface CnaeRow {
  /** 7 digits. */
  digits: string;
  description: string;
}

/** Inserts or updates subclasses (one statement); returns how many rows it touched. */
export async function upsertCnae(db: DbOrTx, rows: readonly CnaeRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const payload = JSON.stringify(rows.map((r) => [formatCnaeCode(r.digits), r.description, r.digits]));
  const result = (await db.execute(
    sql`INSERT INTO cnae (cod_subclasse, desc_subclasse, cod_digits)
        SELECT e->>0, e->>1, e->>2 FROM json_array_elements(${payload}::json) AS e
        ON CONFLICT (cod_subclasse) DO UPDATE SET desc_subclasse = EXCLUDED.desc_subclasse`,
  )) as { rowCount?: number | null; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? rows.length;
}

/** 0111301 → 0111-3/01, the way CONCLA writes a subclass. */
export function formatCnaeCode(digits: string): string {
  return `${digits.slice(0, 4)}-${digits.slice(4, 5)}/${digits.slice(5, 7)}`;
}
