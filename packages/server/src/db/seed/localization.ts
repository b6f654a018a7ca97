import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { formatCnaeCode } from '../../lib/cnae';
import { queryRows, type Database } from '../client';

export const LOCALIZATION_SEED_FILE = join(import.meta.dirname, 'data', 'localization.json');

/** The committed file written by scripts/generate-localization-seed.ts (rows as arrays, to stay compact). */
export interface LocalizationSeedData {
  /** [iso2, iso3, nome_pt]; Brazil first. */
  countries: [string, string, string][];
  /** [ibge, uf, nome] of the Brazilian states. */
  states: [number, string, string][];
  /** [ibge, nome]; the state is the first two digits of the IBGE code. */
  cities: [number, string][];
  /** [7 digits, description] of the CNAE 2.3 subclasses. */
  cnae: [string, string][];
}

export interface LocalizationSeedResult {
  countries: number;
  states: number;
  cities: number;
  cnae: number;
}

const BRAZIL_ID = 1;

/**
 * Fills each reference table that is still empty: countries (Brazil, id 1, comes with the migration),
 * the Brazilian states, their municipalities and the CNAE subclasses. A table that already has rows is
 * left alone (an imported CNAE file is never overwritten). One statement per table, all in one
 * transaction; returns how many rows each table received.
 */
export async function seedLocalization(db: Database, file: string = LOCALIZATION_SEED_FILE): Promise<LocalizationSeedResult> {
  const [state] = await queryRows<{ countries: number; states: number; cities: number; cnae: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM countries WHERE id <> ${BRAZIL_ID}) AS countries,
               (SELECT count(*)::int FROM states WHERE country_id = ${BRAZIL_ID}) AS states,
               (SELECT count(*)::int FROM cities) AS cities,
               (SELECT count(*)::int FROM cnae) AS cnae`,
  );
  const result: LocalizationSeedResult = { countries: 0, states: 0, cities: 0, cnae: 0 };
  if (state!.countries > 0 && state!.states > 0 && state!.cities > 0 && state!.cnae > 0) return result;

  // Read before the transaction: it is never held open across a non-database await.
  const data = JSON.parse(await readFile(file, 'utf8')) as LocalizationSeedData;

  await db.transaction(async (tx) => {
    if (state!.countries === 0) {
      const rows = data.countries.filter(([iso2]) => iso2 !== 'BR');
      result.countries = await insertedCount(
        tx,
        sql`INSERT INTO countries (nome_pt, iso2, iso3)
            SELECT e->>2, e->>0, e->>1 FROM json_array_elements(${JSON.stringify(rows)}::json) WITH ORDINALITY AS r(e, n)
            ORDER BY n
            ON CONFLICT DO NOTHING`,
      );
    }
    if (state!.states === 0) {
      result.states = await insertedCount(
        tx,
        sql`INSERT INTO states (country_id, ibge, uf, nome)
            SELECT ${BRAZIL_ID}, (e->>0)::int, e->>1, e->>2
            FROM json_array_elements(${JSON.stringify(data.states)}::json) WITH ORDINALITY AS r(e, n)
            ORDER BY n
            ON CONFLICT DO NOTHING`,
      );
    }
    if (state!.cities === 0) {
      result.cities = await insertedCount(
        tx,
        sql`INSERT INTO cities (state_id, ibge, nome)
            SELECT s.id, (e->>0)::int, e->>1
            FROM json_array_elements(${JSON.stringify(data.cities)}::json) WITH ORDINALITY AS r(e, n)
            JOIN states s ON s.ibge = (e->>0)::int / 100000
            ORDER BY n`,
      );
    }
    if (state!.cnae === 0) {
      const rows = data.cnae.map(([digits, description]) => [formatCnaeCode(digits), description, digits]);
      result.cnae = await insertedCount(
        tx,
        sql`INSERT INTO cnae (cod_subclasse, desc_subclasse, cod_digits)
            SELECT e->>0, e->>1, e->>2 FROM json_array_elements(${JSON.stringify(rows)}::json) AS e`,
      );
    }
  });
  return result;
}

async function insertedCount(db: Pick<Database, 'execute'>, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as { rowCount?: number | null; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? 0;
}
