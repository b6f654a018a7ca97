import { type WelcomedFilter } from '@sisacte/contracts/acolhimento/welcomed-filter';
import { and, asc, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { cities, countries, functions, states, users, welcomedFunctions, welcomeds } from '../../../db/schema';
import { BRAZIL_TZ, personAge } from '../shared/repository/person-columns';
import { welcomedFilterConditions } from './filters';

/* What the reports read beyond the list itself: the XLSX rows and the family group on the profile. */

const qb = new QueryBuilder();

/** One row of the XLSX export, formatted by the database (dates in Brasília, CPF masked). */
export interface ExportRow {
  id: number;
  name_key: string;
  cells: (string | number | null)[];
}

/** The export's columns, in the order of ExportRow.cells. */
export const EXPORT_HEADERS = [
  'Nome',
  'Sexo',
  'Idade',
  'Dt. Nascimento',
  'Nacionalidade',
  'CPF',
  'CRNM',
  'Estado civil',
  'Escolaridade',
  'Naturalidade',
  'Profissões',
  'Situação',
  'Dt. Cadastro',
  'Autor',
] as const;

/** The person's function names, comma-separated, by name. */
const functionNamesList = qb
  .select({ names: sql`string_agg(${functions.name}, ', ' ORDER BY ${functions.name})` })
  .from(welcomedFunctions)
  .innerJoin(functions, eq(functions.id, welcomedFunctions.functionId))
  .where(eq(welcomedFunctions.welcomedId, welcomeds.id));

/**
 * The cells of one export row, in EXPORT_HEADERS order. 'Excluído' is written with an escape: the
 * compiled server's source stays ASCII, which V8 keeps at one byte per character (idle memory).
 */
const exportCells = sql<(string | number | null)[] | string>`json_build_array(
  ${welcomeds.name}, ${welcomeds.gender}, ${personAge}, to_char(${welcomeds.birthdate}, 'DD/MM/YYYY'), ${countries.nomePt},
  regexp_replace(${welcomeds.cpf}, '^(\\d{3})(\\d{3})(\\d{3})(\\d{2})$', '\\1.\\2.\\3-\\4'), ${welcomeds.rg}, ${welcomeds.civilStatus}, ${welcomeds.scholarity},
  nullif(concat_ws(' / ', coalesce(${cities.nome}, ${welcomeds.foreingCity}), coalesce(${states.uf}, ${states.nome}, ${welcomeds.foreingState})), ''),
  ${functionNamesList},
  CASE ${welcomeds.status} WHEN 'active' THEN 'Ativo' ELSE 'Exclu\u00eddo' END,
  to_char(${welcomeds.dateOfRegister} AT TIME ZONE ${BRAZIL_TZ}, 'DD/MM/YYYY'), ${users.name})`;

/**
 * One batch of the filtered list in name order after `after` (keyset on name_key, id, served by
 * the (status, name_key, id) index): the XLSX export walks the whole result this way, one index
 * range at a time, never holding all rows (nor a transaction) at once.
 */
export async function exportBatchAfter(
  db: DbOrTx,
  filter: WelcomedFilter,
  after: { nameKey: string; id: number } | null,
  limit: number,
): Promise<ExportRow[]> {
  const conditions = welcomedFilterConditions(filter);
  if (after) conditions.push(sql`(${welcomeds.nameKey}, ${welcomeds.id}) > (${after.nameKey}, ${after.id}::int)`);
  const rows = await db
    .select({ id: welcomeds.id, nameKey: welcomeds.nameKey, cells: exportCells })
    .from(welcomeds)
    .leftJoin(countries, eq(countries.id, welcomeds.nacionalityId))
    .leftJoin(users, eq(users.id, welcomeds.authorId))
    .leftJoin(states, eq(states.id, welcomeds.stateId))
    .leftJoin(cities, eq(cities.id, welcomeds.cityId))
    .where(and(...conditions))
    .orderBy(asc(welcomeds.nameKey), asc(welcomeds.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    name_key: r.nameKey ?? '',
    cells: typeof r.cells === 'string' ? (JSON.parse(r.cells) as ExportRow['cells']) : r.cells,
  }));
}

/** Everyone in the family group (also the trashed), by name: the profile report lists them. */
export async function familyGroupForProfile(db: DbOrTx, familyId: number) {
  return db
    .select({ name: welcomeds.name, gender: welcomeds.gender, age: personAge, cpf: welcomeds.cpf })
    .from(welcomeds)
    .where(eq(welcomeds.familyId, familyId))
    .orderBy(asc(welcomeds.nameKey), asc(welcomeds.id));
}
