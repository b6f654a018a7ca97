import {
  WELCOMED_SORT_FIELDS,
  type FamilyMember,
  type SimilarWelcomed,
  type Welcomed,
  type WelcomedFilter,
  type WelcomedHistoryEntry,
  type WelcomedListItem,
  type WelcomedWithFamily,
} from '@sisacte/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, withTransaction, type Database, type DbOrTx } from '../../../db/client';
import type { StoredHistoryChange } from '../../../db/schema';
import { parseSort, type PageSql } from '../../../lib/paging';
import { escapeLike } from '../../../lib/sql';

/*
 * SQL of welcomed people. Queries are written out (alias `w` for welcomeds) so that every
 * filter maps visibly onto an index of migrations/0003_acolhimento.sql.
 */

/** Dates of registration are days in Brasília, whatever the server's time zone. */
export const BRAZIL_TZ = 'America/Sao_Paulo';

// ---------------------------------------------------------------- filters

/** accent- and case-insensitive "contains" on an indexed f_unaccent(lower(...)) expression. */
const containsPlain = (expr: SQL, text: string) => sql`${expr} LIKE '%' || f_unaccent(lower(${escapeLike(text)})) || '%'`;

/**
 * WHERE conditions for every filter of SPEC §3 (shared by the list, both reports and the search modal).
 *
 * stays / forwardings / monitors / monitor dates / forwarding_types: stays, referrals and monitoring visits do
 * not exist yet (next case-management issue). Until they do, nobody is housed, referred or
 * monitored: `=true` or any referral type matches nobody, `=false` matches everyone. Replace these
 * with EXISTS subqueries on the new tables when they arrive.
 */
export function filterConditions(f: WelcomedFilter, options: { forCount?: boolean } = {}): SQL[] {
  const c: SQL[] = [sql`w.status = ${f.status === 'trashed' ? 'drashed' : 'active'}`];
  if (f.name) {
    // Every word must appear: "maria silva" finds "Maria da Silva".
    for (const word of f.name.split(/\s+/).filter(Boolean)) c.push(containsPlain(sql`w.name_key`, word));
  }
  if (f.age_min !== undefined) c.push(sql`w.birthdate <= (current_date - make_interval(years => ${f.age_min}::int))::date`);
  if (f.age_max !== undefined) c.push(sql`w.birthdate > (current_date - make_interval(years => ${f.age_max + 1}::int))::date`);
  if (f.cpf) c.push(f.cpf.length === 11 ? sql`w.cpf = ${f.cpf}` : sql`w.cpf LIKE ${`${f.cpf}%`}`);
  if (f.rg) c.push(sql`lower(w.rg) LIKE '%' || lower(${escapeLike(f.rg)}) || '%'`);
  if (f.gender) c.push(sql`w.gender = ${f.gender}`);
  if (f.scholarity) c.push(sql`w.scholarity = ${f.scholarity}`);
  if (f.nacionality !== undefined) c.push(sql`w.nacionality_id = ${f.nacionality}`);
  if (f.state !== undefined) c.push(sql`w.state_id = ${f.state}`);
  if (f.city !== undefined) c.push(sql`w.city_id = ${f.city}`);
  if (f.foreing_state) c.push(containsPlain(sql`f_unaccent(lower(w.foreing_state))`, f.foreing_state));
  if (f.foreing_city) c.push(containsPlain(sql`f_unaccent(lower(w.foreing_city))`, f.foreing_city));
  if (f.civil_status) c.push(sql`w.civil_status = ${f.civil_status}`);
  if (f.stays === true) c.push(sql`false`); // no stays yet (see above)
  if (f.forwardings === true) c.push(sql`false`); // no referrals yet
  if (f.monitors === true) c.push(sql`false`); // no monitoring yet
  if (f.monitor_date_ini || f.monitor_date_end) c.push(sql`false`); // no monitoring visits yet
  if (f.forwarding_types && f.forwarding_types.length > 0) c.push(sql`false`); // no referrals yet
  if (f.author !== undefined) c.push(sql`w.author_id = ${f.author}`);
  if (f.date_ini) c.push(sql`w.date_of_register >= (${f.date_ini}::date)::timestamp AT TIME ZONE ${BRAZIL_TZ}`);
  if (f.date_end) c.push(sql`w.date_of_register < (${f.date_end}::date + 1)::timestamp AT TIME ZONE ${BRAZIL_TZ}`);
  if (f.functions && f.functions.length > 0) {
    const ids = sql.join(
      f.functions.map((id) => sql`${id}::int`),
      sql`, `,
    );
    const holders = sql`SELECT wf.welcomed_id FROM welcomed_functions wf WHERE wf.function_id IN (${ids})`;
    // Pages walk the name index and probe each row (EXISTS, which also estimates well); the capped
    // count starts from the holders instead, a primary-key lookup each, and stops at the cap.
    c.push(options.forCount ? sql`w.id = ANY (ARRAY(${holders}))` : sql`EXISTS (${holders} AND wf.welcomed_id = w.id)`);
  }
  return c;
}

const whereOf = (conditions: SQL[]) => sql.join(conditions, sql` AND `);

// ---------------------------------------------------------------- sorting

type SortField = (typeof WELCOMED_SORT_FIELDS)[number];
const SORT_EXPRESSIONS: Record<SortField, SQL> = {
  name: sql`w.name_key`,
  id: sql`w.id`,
  birthdate: sql`w.birthdate`,
  date_of_register: sql`w.date_of_register`,
  gender: sql`w.gender`,
  cpf: sql`w.cpf`,
};

/**
 * ORDER BY of `sort=field,dir` (default name ascending), with the id as tie-breaker.
 * `sortMatches`: order the matching rows rather than walk the name index (see listWelcomeds).
 */
export function orderByOf(sort: string | undefined, options: { sortMatches?: boolean } = {}): SQL {
  const parsed = sort ? parseSort(sort, WELCOMED_SORT_FIELDS) : { field: 'name' as const, direction: 'asc' as const };
  const dir = parsed.direction === 'desc' ? sql`DESC` : sql`ASC`;
  // `|| ''` and `+ 0` change nothing but keep the planner off the (status, name_key, id) index order.
  const id = options.sortMatches ? sql`(w.id + 0)` : sql`w.id`;
  if (parsed.field === 'id') return sql`${id} ${dir}`;
  const key = parsed.field === 'name' && options.sortMatches ? sql`(w.name_key || '')` : SORT_EXPRESSIONS[parsed.field];
  // name_key is never null (and so keeps its index order both ways); people without the other values come last.
  const nulls = parsed.field === 'name' ? sql`` : sql` NULLS LAST`;
  return sql`${key} ${dir}${nulls}, ${id} ${dir}`;
}

// ---------------------------------------------------------------- rows

const AGE = sql`CASE WHEN w.birthdate IS NULL THEN NULL ELSE date_part('year', age(current_date, w.birthdate))::int END`;

const LIST_COLUMNS = sql`
  w.id, w.name, w.gender, to_char(w.birthdate, 'YYYY-MM-DD') AS birthdate, ${AGE} AS age,
  w.nacionality_id, c.nome_pt AS nacionality_name, w.cpf, w.rg, w.date_of_register, w.status,
  w.author_id, u.name AS author_name, w.civil_status, w.scholarity, w.family_id, w.name_key`;

const LIST_JOINS = sql`LEFT JOIN countries c ON c.id = w.nacionality_id LEFT JOIN users u ON u.id = w.author_id`;

interface ListRow {
  id: number;
  name: string;
  gender: string | null;
  birthdate: string | null;
  age: number | null;
  nacionality_id: number | null;
  nacionality_name: string | null;
  cpf: string | null;
  rg: string | null;
  date_of_register: Date | string;
  status: string;
  author_id: number | null;
  author_name: string | null;
  civil_status: string | null;
  scholarity: string | null;
  family_id: number | null;
  name_key: string;
}

interface FullRow extends ListRow {
  cep: string | null;
  address: string | null;
  address_complement: string | null;
  address_district: string | null;
  address_state: string | null;
  address_city: string | null;
  state_id: number | null;
  state_uf: string | null;
  state_nome: string | null;
  city_id: number | null;
  city_nome: string | null;
  foreing_state: string | null;
  foreing_city: string | null;
  functions: { id: number; name: string }[] | string;
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
const ref = <T>(id: number | null, value: T) => (id === null ? null : value);

export function toListItem(r: ListRow): WelcomedListItem {
  return {
    id: r.id,
    name: r.name,
    gender: r.gender as WelcomedListItem['gender'],
    birthdate: r.birthdate,
    age: r.age,
    nacionality: ref(r.nacionality_id, { id: r.nacionality_id!, nome_pt: r.nacionality_name ?? '' }),
    cpf: r.cpf,
    rg: r.rg,
    date_of_register: iso(r.date_of_register),
    status: r.status as WelcomedListItem['status'],
    author: ref(r.author_id, { id: r.author_id!, name: r.author_name ?? '' }),
    civil_status: r.civil_status as WelcomedListItem['civil_status'],
    scholarity: r.scholarity as WelcomedListItem['scholarity'],
    family: ref(r.family_id, { id: r.family_id! }),
    monitors: 0, // monitoring arrives with the next case-management issue
  };
}

function toWelcomed(r: FullRow): Welcomed {
  const functions = typeof r.functions === 'string' ? (JSON.parse(r.functions) as FullRow['functions'] & object[]) : r.functions;
  return {
    ...toListItem(r),
    cep: r.cep,
    address: r.address,
    address_complement: r.address_complement,
    address_district: r.address_district,
    address_state: r.address_state,
    address_city: r.address_city,
    state: ref(r.state_id, { id: r.state_id!, uf: r.state_uf ?? '', nome: r.state_nome ?? '' }),
    city: ref(r.city_id, { id: r.city_id!, nome: r.city_nome ?? '' }),
    foreing_state: r.foreing_state,
    foreing_city: r.foreing_city,
    functions: functions as { id: number; name: string }[],
  };
}

// ---------------------------------------------------------------- reads

/**
 * Counts up to this many matches exactly (a bounded amount of work whatever the filter). Beyond it the total is the planner's estimate (and the
 * page says `totalExact: false`): counting 50,000 matches on every page costs more than the page
 * itself, while "about 50,000" serves the user as well. `last` stays exact (one row more is read).
 */
export const EXACT_COUNT_LIMIT = 1000;

export async function listWelcomeds(
  db: DbOrTx,
  filter: WelcomedFilter,
  sort: string | undefined,
  page: Pick<PageSql, 'limit' | 'offset'>,
  exactLimit: number = EXACT_COUNT_LIMIT,
) {
  const where = whereOf(filterConditions(filter));
  // The page reads one row more, to know whether another follows.
  const countQuery = sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM welcomeds w WHERE ${whereOf(filterConditions(filter, { forCount: true }))} LIMIT ${exactLimit + 1}) capped`;
  const pageQuery = (sortMatches: boolean) =>
    sql`SELECT ${LIST_COLUMNS} FROM welcomeds w ${LIST_JOINS} WHERE ${where}
        ORDER BY ${orderByOf(sort, { sortMatches })} LIMIT ${page.limit + 1} OFFSET ${page.offset}`;

  // Count first (capped, so bounded). With few matches, sort just them; with many, walk the name
  // index, which finds a page at once. Walking it for few matches would read most of the table:
  // e.g. people matching a first name all sit together in name order, or five filters keep 0.1%.
  const counted = await queryRows<{ n: number }>(db, countQuery);
  const rows = await queryRows<ListRow>(db, pageQuery((counted[0]?.n ?? 0) <= exactLimit));
  const hasMore = rows.length > page.limit;
  const content = rows.slice(0, page.limit).map(toListItem);
  const capped = counted[0]?.n ?? 0;
  if (capped <= exactLimit) return { content, total: capped, exact: true, hasMore };

  const estimate = await estimateRows(db, sql`SELECT 1 FROM welcomeds w WHERE ${where}`);
  const seen = page.offset + content.length + (hasMore ? 1 : 0);
  // Never fewer than what is known to exist; past the real end, no more than the rows before this page.
  let total = Math.max(estimate, exactLimit + 1, seen);
  if (content.length === 0 && page.offset > 0) total = Math.max(exactLimit + 1, Math.min(total, page.offset));
  if (!hasMore && content.length > 0) total = seen;
  return { content, total, exact: !hasMore && content.length > 0, hasMore };
}

/** The planner's estimate of the rows `query` returns (EXPLAIN, nothing is read). */
async function estimateRows(db: DbOrTx, query: SQL): Promise<number> {
  const [row] = await queryRows<Record<string, unknown>>(db, sql`EXPLAIN (FORMAT JSON) ${query}`);
  const raw = row ? Object.values(row)[0] : undefined;
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** Up to `limit` rows in the list's order: for the PDF list report. */
export async function listForReport(db: DbOrTx, filter: WelcomedFilter, sort: string | undefined, limit: number) {
  return listWelcomeds(db, filter, sort, { limit, offset: 0 });
}

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
  const conditions = filterConditions(filter);
  if (after) conditions.push(sql`(w.name_key, w.id) > (${after.nameKey}, ${after.id}::int)`);
  const rows = await queryRows<{ id: number; name_key: string; c: (string | number | null)[] | string }>(
    db,
    sql`SELECT w.id, w.name_key, json_build_array(
          w.name, w.gender, ${AGE}, to_char(w.birthdate, 'DD/MM/YYYY'), c.nome_pt,
          regexp_replace(w.cpf, '^(\\d{3})(\\d{3})(\\d{3})(\\d{2})$', '\\1.\\2.\\3-\\4'), w.rg, w.civil_status, w.scholarity,
          nullif(concat_ws(' / ', coalesce(ci.nome, w.foreing_city), coalesce(st.uf, st.nome, w.foreing_state)), ''),
          (SELECT string_agg(f.name, ', ' ORDER BY f.name) FROM welcomed_functions wf JOIN functions f ON f.id = wf.function_id
            WHERE wf.welcomed_id = w.id),
          CASE w.status WHEN 'active' THEN 'Ativo' ELSE 'Excluído' END,
          to_char(w.date_of_register AT TIME ZONE ${BRAZIL_TZ}, 'DD/MM/YYYY'), u.name) AS c
        FROM welcomeds w ${LIST_JOINS}
        LEFT JOIN states st ON st.id = w.state_id LEFT JOIN cities ci ON ci.id = w.city_id
        WHERE ${whereOf(conditions)} ORDER BY w.name_key, w.id LIMIT ${limit}`,
  );
  return rows.map((r) => ({ id: r.id, name_key: r.name_key, cells: typeof r.c === 'string' ? JSON.parse(r.c) : r.c }));
}

export async function findWelcomed(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}): Promise<Welcomed | null> {
  if (options.forUpdate) await queryRows(db, sql`SELECT id FROM welcomeds WHERE id = ${id} FOR UPDATE`);
  const [row] = await queryRows<FullRow>(
    db,
    sql`SELECT ${LIST_COLUMNS}, w.cep, w.address, w.address_complement, w.address_district, w.address_state, w.address_city,
          w.state_id, st.uf AS state_uf, st.nome AS state_nome, w.city_id, ci.nome AS city_nome, w.foreing_state, w.foreing_city,
          coalesce((SELECT json_agg(json_build_object('id', f.id, 'name', f.name) ORDER BY f.name)
                    FROM welcomed_functions wf JOIN functions f ON f.id = wf.function_id WHERE wf.welcomed_id = w.id), '[]'::json) AS functions
        FROM welcomeds w ${LIST_JOINS}
        LEFT JOIN states st ON st.id = w.state_id LEFT JOIN cities ci ON ci.id = w.city_id
        WHERE w.id = ${id}`,
  );
  return row ? toWelcomed(row) : null;
}

/** The active person holding `cpf`, other than `exceptId`. */
export async function activeCpfHolder(db: DbOrTx, cpf: string, exceptId?: number): Promise<{ id: number; name: string } | null> {
  const [row] = await queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM welcomeds WHERE cpf = ${cpf} AND status = 'active' ${exceptId === undefined ? sql`` : sql`AND id <> ${exceptId}`} LIMIT 1`,
  );
  return row ?? null;
}

/**
 * Active people whose name looks like `name` (trigram similarity on the unaccented name), best
 * first: the duplicate check while a new person's name is typed.
 */
/** Names at least this similar (pg_trgm similarity, 0..1) count as "looks like a duplicate". */
export const SIMILAR_NAME_THRESHOLD = 0.5;

export async function similarNames(db: Database, name: string, limit: number): Promise<SimilarWelcomed[]> {
  const target = sql`f_unaccent(lower(${name}))`;
  // `%` is served by the GIN trigram index on name_key and compares with pg_trgm's threshold,
  // set for this transaction only: above the default 0.3 the index also skips more of its lists.
  const rows = await withTransaction(db, async (tx) => {
    await queryRows(tx, sql`SELECT set_config('pg_trgm.similarity_threshold', ${String(SIMILAR_NAME_THRESHOLD)}, true)`);
    return queryRows<ListRow & { sim: number }>(
      tx,
      sql`SELECT ${LIST_COLUMNS}, similarity(w.name_key, ${target})::float8 AS sim
          FROM welcomeds w ${LIST_JOINS}
          WHERE w.status = 'active' AND w.name_key % ${target}
          ORDER BY sim DESC, w.name_key, w.id LIMIT ${limit}`,
    );
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

/** Active people whose name contains every word of `name`, with their family group's members. */
export async function searchWithFamily(db: DbOrTx, name: string, limit: number): Promise<WelcomedWithFamily[]> {
  const conditions = filterConditions({ status: 'active', name } as WelcomedFilter);
  const rows = await queryRows<{
    id: number;
    name: string;
    birthdate: string | null;
    age: number | null;
    cpf: string | null;
    family_id: number | null;
    members: { id: number; name: string }[] | string | null;
  }>(
    db,
    sql`SELECT w.id, w.name, to_char(w.birthdate, 'YYYY-MM-DD') AS birthdate, ${AGE} AS age, w.cpf, w.family_id,
          CASE WHEN w.family_id IS NULL THEN NULL ELSE
            (SELECT json_agg(json_build_object('id', m.id, 'name', m.name) ORDER BY m.name_key, m.id)
             FROM welcomeds m WHERE m.family_id = w.family_id AND m.status = 'active') END AS members
        FROM welcomeds w WHERE ${whereOf(conditions)} ORDER BY w.name_key, w.id LIMIT ${limit}`,
  );
  return rows.map((r) => {
    const members = typeof r.members === 'string' ? (JSON.parse(r.members) as { id: number; name: string }[]) : r.members;
    return {
      id: r.id,
      name: r.name,
      birthdate: r.birthdate,
      age: r.age,
      cpf: r.cpf,
      family: r.family_id === null ? null : { id: r.family_id, members: members ?? [] },
    };
  });
}

export async function familyMembers(db: DbOrTx, familyId: number): Promise<FamilyMember[]> {
  const rows = await queryRows<ListRow>(
    db,
    sql`SELECT ${LIST_COLUMNS} FROM welcomeds w ${LIST_JOINS} WHERE w.family_id = ${familyId} ORDER BY w.name_key, w.id`,
  );
  return rows.map((r) => {
    const item = toListItem(r);
    return {
      id: item.id,
      name: item.name,
      gender: item.gender,
      birthdate: item.birthdate,
      age: item.age,
      cpf: item.cpf,
      nacionality: item.nacionality,
      status: item.status,
    };
  });
}

// ---------------------------------------------------------------- references

export async function countryName(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await queryRows<{ nome_pt: string }>(db, sql`SELECT nome_pt FROM countries WHERE id = ${id}`);
  return row?.nome_pt ?? null;
}

export async function findState(db: DbOrTx, id: number) {
  const [row] = await queryRows<{ id: number; country_id: number; uf: string | null; nome: string }>(
    db,
    sql`SELECT id, country_id, uf, nome FROM states WHERE id = ${id}`,
  );
  return row ?? null;
}

export async function findCity(db: DbOrTx, id: number) {
  const [row] = await queryRows<{ id: number; state_id: number; nome: string }>(db, sql`SELECT id, state_id, nome FROM cities WHERE id = ${id}`);
  return row ?? null;
}

export async function existingFunctionIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const list = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const rows = await queryRows<{ id: number }>(db, sql`SELECT id FROM functions WHERE id IN (${list})`);
  return new Set(rows.map((r) => r.id));
}

// ---------------------------------------------------------------- writes

export interface WelcomedWrite {
  name: string;
  gender: string | null;
  birthdate: string | null;
  nacionality: number | null;
  cpf: string | null;
  rg: string | null;
  cep: string | null;
  address: string | null;
  address_complement: string | null;
  address_district: string | null;
  address_state: string | null;
  address_city: string | null;
  state: number | null;
  city: number | null;
  foreing_state: string | null;
  foreing_city: string | null;
  civil_status: string | null;
  scholarity: string | null;
}

const writeValues = (d: WelcomedWrite) => sql`${d.name}, ${d.gender}, ${d.birthdate}::date, ${d.nacionality}::int, ${d.cpf}, ${d.rg},
  ${d.cep}, ${d.address}, ${d.address_complement}, ${d.address_district}, ${d.address_state}, ${d.address_city},
  ${d.state}::int, ${d.city}::int, ${d.foreing_state}, ${d.foreing_city}, ${d.civil_status}, ${d.scholarity}`;

const WRITE_COLUMNS = sql`name, gender, birthdate, nacionality_id, cpf, rg, cep, address, address_complement, address_district,
  address_state, address_city, state_id, city_id, foreing_state, foreing_city, civil_status, scholarity`;

export async function insertWelcomed(tx: DbOrTx, data: WelcomedWrite, authorId: number): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO welcomeds (${WRITE_COLUMNS}, author_id, status) VALUES (${writeValues(data)}, ${authorId}::int, 'active') RETURNING id`,
  );
  return row!.id;
}

export async function updateWelcomed(tx: DbOrTx, id: number, data: WelcomedWrite): Promise<void> {
  await queryRows(
    tx,
    sql`UPDATE welcomeds SET (${WRITE_COLUMNS}) = (${writeValues(data)}), updated_at = now() WHERE id = ${id}`,
  );
}

export async function setStatus(tx: DbOrTx, id: number, status: 'active' | 'drashed'): Promise<void> {
  await queryRows(tx, sql`UPDATE welcomeds SET status = ${status}, updated_at = now() WHERE id = ${id}`);
}

export async function setFamily(tx: DbOrTx, id: number, familyId: number | null): Promise<void> {
  await queryRows(tx, sql`UPDATE welcomeds SET family_id = ${familyId}::int, updated_at = now() WHERE id = ${id}`);
}

export async function replaceFunctions(tx: DbOrTx, id: number, functionIds: readonly number[]): Promise<void> {
  await queryRows(tx, sql`DELETE FROM welcomed_functions WHERE welcomed_id = ${id}`);
  if (functionIds.length === 0) return;
  const values = sql.join(
    functionIds.map((f) => sql`(${id}::int, ${f}::int)`),
    sql`, `,
  );
  await queryRows(tx, sql`INSERT INTO welcomed_functions (welcomed_id, function_id) VALUES ${values}`);
}

// ---------------------------------------------------------------- history

export async function insertHistory(
  tx: DbOrTx,
  entry: { welcomedId: number; authorId: number; action: WelcomedHistoryEntry['action']; changes: StoredHistoryChange[] },
): Promise<void> {
  await queryRows(
    tx,
    sql`INSERT INTO welcomed_history (welcomed_id, author_id, action, changes)
        VALUES (${entry.welcomedId}::int, ${entry.authorId}::int, ${entry.action}, ${JSON.stringify(entry.changes)}::jsonb)`,
  );
}

export async function listHistory(db: DbOrTx, welcomedId: number): Promise<WelcomedHistoryEntry[]> {
  const rows = await queryRows<{
    id: number;
    created_at: Date | string;
    author_id: number | null;
    author_name: string | null;
    action: WelcomedHistoryEntry['action'];
    changes: StoredHistoryChange[] | string;
  }>(
    db,
    sql`SELECT h.id, h.created_at, h.author_id, u.name AS author_name, h.action, h.changes
        FROM welcomed_history h LEFT JOIN users u ON u.id = h.author_id
        WHERE h.welcomed_id = ${welcomedId} ORDER BY h.created_at DESC, h.id DESC`,
  );
  return rows.map((r) => ({
    id: r.id,
    created_at: iso(r.created_at),
    author: ref(r.author_id, { id: r.author_id!, name: r.author_name ?? '' }),
    action: r.action,
    changes: typeof r.changes === 'string' ? (JSON.parse(r.changes) as StoredHistoryChange[]) : r.changes,
  }));
}
