import { WELCOMED_SORT_FIELDS, type WelcomedListItem } from '@sisacte/contracts/acolhimento/welcomed';
import { type WelcomedFilter } from '@sisacte/contracts/acolhimento/welcomed-filter';
import { and, eq, fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { queryRows, renderedRows, runsRendered, type DbOrTx } from '../../../db/client';
import { countries, users, welcomeds } from '../../../db/schema';
import { badRequest } from '../../../lib/http-errors';
import { cachedEstimate, EXACT_COUNT_LIMIT, knownBig, MAX_LIST_OFFSET, MAX_LIST_ROWS_TEXT, refreshStaleStatistics, rememberCount } from '../../../lib/list-count';
import { parseSort, type PageSql } from '../../../lib/paging';
import { stableKey } from '../../../lib/query-validation';
import { iso, personAge, ref } from '../shared/repository/person-columns';
import { welcomedFilterConditions, welcomedFiltersVersion } from './filters';

/*
 * The people list (GET /api/welcomeds and the PDF list): the registered filters, a capped count
 * and a page whose plan depends on that count, in one statement. Every filter and sort has an index behind it
 * (migrations/0003_acolhimento.sql).
 */

// ---------------------------------------------------------------- sorting

type SortField = (typeof WELCOMED_SORT_FIELDS)[number];
const SORT_EXPRESSIONS: Record<SortField, SQL> = {
  name: sql`${welcomeds.nameKey}`,
  id: sql`${welcomeds.id}`,
  birthdate: sql`${welcomeds.birthdate}`,
  date_of_register: sql`${welcomeds.dateOfRegister}`,
  gender: sql`${welcomeds.gender}`,
  cpf: sql`${welcomeds.cpf}`,
};

/**
 * ORDER BY of `sort=field,dir` (default name ascending), with the id as tie-breaker.
 * `sortMatches`: order the matching rows rather than walk the name index (see listWelcomeds).
 */
export function orderByOf(sort: string | undefined, options: { sortMatches?: boolean } = {}): SQL {
  const parsed = sort ? parseSort(sort, WELCOMED_SORT_FIELDS) : { field: 'name' as const, direction: 'asc' as const };
  const dir = parsed.direction === 'desc' ? sql`DESC` : sql`ASC`;
  // `|| ''` and `+ 0` change nothing but keep the planner off the (status, name_key, id) index order.
  const id = options.sortMatches ? sql`(${welcomeds.id} + 0)` : sql`${welcomeds.id}`;
  if (parsed.field === 'id') return sql`${id} ${dir}`;
  const key = parsed.field === 'name' && options.sortMatches ? sql`(${welcomeds.nameKey} || '')` : SORT_EXPRESSIONS[parsed.field];
  // name_key is never null (and so keeps its index order both ways); people without the other values come last.
  const nulls = parsed.field === 'name' ? sql`` : sql` NULLS LAST`;
  return sql`${key} ${dir}${nulls}, ${id} ${dir}`;
}

// ---------------------------------------------------------------- rows

/** The person's monitoring visits (kept by a trigger, migration 0025). */
const monitorCount = welcomeds.monitorsCount;

/** The columns of a list row. */
export const listFields = {
  id: welcomeds.id,
  name: welcomeds.name,
  gender: welcomeds.gender,
  birthdate: welcomeds.birthdate,
  age: personAge,
  nacionalityId: welcomeds.nacionalityId,
  nacionalityName: countries.nomePt,
  cpf: welcomeds.cpf,
  rg: welcomeds.rg,
  dateOfRegister: welcomeds.dateOfRegister,
  status: welcomeds.status,
  authorId: welcomeds.authorId,
  authorName: users.name,
  civilStatus: welcomeds.civilStatus,
  scholarity: welcomeds.scholarity,
  familyId: welcomeds.familyId,
  nameKey: welcomeds.nameKey,
  monitorCount,
};

/** A select of list rows from welcomeds, with the nationality and author names. */
export const selectListRows = (db: DbOrTx) =>
  db
    .select(listFields)
    .from(welcomeds)
    .leftJoin(countries, eq(countries.id, welcomeds.nacionalityId))
    .leftJoin(users, eq(users.id, welcomeds.authorId));

export type ListRow = Awaited<ReturnType<typeof selectListRows>>[number];

export function toListItem(r: ListRow): WelcomedListItem {
  return {
    id: r.id,
    name: r.name,
    gender: r.gender as WelcomedListItem['gender'],
    birthdate: r.birthdate,
    age: r.age,
    nacionality: ref(r.nacionalityId, { id: r.nacionalityId!, nome_pt: r.nacionalityName ?? '' }),
    cpf: r.cpf,
    rg: r.rg,
    date_of_register: iso(r.dateOfRegister),
    status: r.status as WelcomedListItem['status'],
    author: ref(r.authorId, { id: r.authorId!, name: r.authorName ?? '' }),
    civil_status: r.civilStatus as WelcomedListItem['civil_status'],
    scholarity: r.scholarity as WelcomedListItem['scholarity'],
    family: ref(r.familyId, { id: r.familyId! }),
    monitors: Number(r.monitorCount ?? 0),
  };
}

// ---------------------------------------------------------------- the list

/**
 * Up to EXACT_COUNT_LIMIT matches the total is exact; beyond, the planner's estimate (the page
 * says `totalExact: false`), and a page starting at MAX_LIST_OFFSET or further is refused with
 * LIST_TOO_DEEP_MESSAGE (lib/list-count.ts). Reaching row n of a big list means walking n index
 * entries (n / selectivity rows with a filter), and nobody reads the deep pages; up to as many rows as
 * the PDF holds, the deepest page of the whole register is an index-only walk about as cheap as page 1.
 */
export { EXACT_COUNT_LIMIT, MAX_LIST_OFFSET };

export const LIST_TOO_DEEP_MESSAGE =
  `A lista mostra só as primeiras ${MAX_LIST_ROWS_TEXT} pessoas de cada busca. ` +
  'Use os filtros para encontrar quem procura, ou inverta a ordenação para ver o fim da lista.';

const dialect = new PgDialect();

/** `fragment` rendered once, as constant text (it must take no parameters). */
function renderedOnce(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error(`not a constant fragment: ${text}`);
  return sql.raw(text);
}

// The page's joins never change: rendered once, not by drizzle on every request.
const ROW_JOINS = renderedOnce(
  sql`LEFT JOIN ${welcomeds} ON ${welcomeds.id} = page_ids.id LEFT JOIN ${countries} ON ${eq(countries.id, welcomeds.nacionalityId)} LEFT JOIN ${users} ON ${eq(users.id, welcomeds.authorId)}`,
);
const orderings = new Map<string, SQL>();
/** orderByOf, rendered once per sort and plan. */
function ordering(sort: string | undefined, sortMatches: boolean): SQL {
  const key = `${sort ?? ''}\u0000${sortMatches}`;
  let found = orderings.get(key);
  if (!found) {
    found = renderedOnce(orderByOf(sort, { sortMatches })); // refuses an unknown field before anything is kept
    if (orderings.size < 100) orderings.set(key, found);
  }
  return found;
}

/**
 * A list row as the API answers it (WelcomedListItem, the fields in its order), written as JSON by PostgreSQL:
 * the API sends the page's text as it comes, with no rows to parse, map, check and write again (the API's CPU
 * per list request 0.72 → 0.59 ms, measured on the compiled server under `bench people`'s load). toListItem
 * maps the same columns for the person's own record and the name search; list-repository.test.ts holds both
 * to the same answer, field by field.
 */
const ITEM_JSON = renderedOnce(sql`json_build_object(
  'id', ${welcomeds.id}, 'name', ${welcomeds.name}, 'gender', ${welcomeds.gender}, 'birthdate', ${welcomeds.birthdate}, 'age', ${personAge},
  'nacionality', CASE WHEN ${welcomeds.nacionalityId} IS NULL THEN NULL ELSE json_build_object('id', ${welcomeds.nacionalityId}, 'nome_pt', coalesce(${countries.nomePt}, '')) END,
  'cpf', ${welcomeds.cpf}, 'rg', ${welcomeds.rg},
  'date_of_register', to_char(${welcomeds.dateOfRegister} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'status', ${welcomeds.status},
  'author', CASE WHEN ${welcomeds.authorId} IS NULL THEN NULL ELSE json_build_object('id', ${welcomeds.authorId}, 'name', coalesce(${users.name}, '')) END,
  'civil_status', ${welcomeds.civilStatus}, 'scholarity', ${welcomeds.scholarity},
  'family', CASE WHEN ${welcomeds.familyId} IS NULL THEN NULL ELSE json_build_object('id', ${welcomeds.familyId}) END,
  'monitors', ${monitorCount})`);

/**
 * The numbers a page's statement takes (its rows, the exact limit), as placeholders where the statement is kept
 * rendered (see run) and as values where drizzle renders it each time (a transaction).
 */
interface PageNumbers {
  /** Rows of the page. */
  limit: unknown;
  /** Rows read: one more, to know whether another page follows. */
  fetch: unknown;
  offset: unknown;
  /** The count's limit (EXACT_COUNT_LIMIT), and one more (the rows the capped count reads). */
  exact: unknown;
  exactPlus: unknown;
}

const PLACEHOLDERS: PageNumbers = {
  limit: sql.placeholder('limit'),
  fetch: sql.placeholder('fetch'),
  offset: sql.placeholder('offset'),
  exact: sql.placeholder('exact'),
  exactPlus: sql.placeholder('exactPlus'),
};

/** The page's items (the first `limit` rows in the list's order) as one JSON array, and how many rows were read (one more says another page follows). */
const pageItems = (sort: string | undefined, n: PageNumbers) =>
  sql`coalesce(array_to_json((array_agg(${ITEM_JSON} ORDER BY ${ordering(sort, false)}) FILTER (WHERE page_ids.id IS NOT NULL))[1:${n.limit}]), '[]')::text AS items,
      count(page_ids.id)::int AS fetched`;

/** A page of the list: its items as JSON text (WelcomedListItem[]), how many there are, and whether another page follows. */
export interface ListPageJson {
  items: string;
  size: number;
  hasMore: boolean;
}

const pageJson = (row: { items: string; fetched: number } | undefined, limit: number): ListPageJson => {
  const fetched = row?.fetched ?? 0;
  return { items: row?.items ?? '[]', size: Math.min(fetched, limit), hasMore: fetched > limit };
};

/** A list's filter, checked, as the conditions of its page and of its count: built only when a statement is rendered. */
interface ListConditions {
  where: SQL | undefined;
  countWhere: SQL | undefined;
}

/**
 * The list's statements, rendered once per list (its key: see welcomedPage), sort and statement shape, with
 * the page's numbers as placeholders: a repeated filter skips building its conditions and drizzle's rendering
 * (the API's CPU per list request 0.41 → 0.35 ms, 0.47 → 0.39 ms with filters). At most RENDERINGS_KEPT, all dropped when full
 * (a new one costs one rendering). Inside a transaction, drizzle renders the statement each time (and nothing is kept).
 */
const renderings = new Map<string, { text: string; params: unknown[] }>();
const RENDERINGS_KEPT = 500;

async function run<T>(db: DbOrTx, key: string, statement: (n: PageNumbers) => SQL, numbers: PageNumbers): Promise<T[]> {
  // A transaction's statements go through drizzle, rendered with their values: nothing to keep.
  if (!runsRendered(db)) return queryRows<T>(db, statement(numbers));
  let kept = renderings.get(key);
  if (!kept) {
    const { sql: text, params } = dialect.sqlToQuery(statement(PLACEHOLDERS));
    kept = { text, params };
    if (renderings.size >= RENDERINGS_KEPT) renderings.clear();
    renderings.set(key, kept);
  }
  // Not null: runsRendered said the engine runs it.
  return (await renderedRows<T>(db, kept.text, fillPlaceholders(kept.params, numbers as unknown as Record<string, unknown>)))!;
}

const numbersOf = (page: Pick<PageSql, 'limit' | 'offset'>, exactLimit: number): PageNumbers => ({
  limit: page.limit,
  fetch: page.limit + 1,
  offset: page.offset,
  exact: exactLimit,
  exactPlus: exactLimit + 1,
});

/**
 * One statement: the capped count and the page, whose plan depends on that count. With few
 * matches, sort just them; with many, walk the sort's index, which finds a page at once. Walking it
 * for few matches would read most of the table (people matching a first name all sit together in
 * name order; five filters keep 0.1%). Both pages are in the statement, each behind a one-time
 * filter on the count, so PostgreSQL runs only one; each selects ids only (an index-only walk with
 * no filter), and the page's rows are joined afterwards and written as JSON. Always one row: the count,
 * with an empty array when the page is empty.
 */
async function countAndPage(db: DbOrTx, list: string, conditions: () => ListConditions, sort: string | undefined, page: Pick<PageSql, 'limit' | 'offset'>, exactLimit: number) {
  const whereSql = (fragment: SQL | undefined) => (fragment ? sql` WHERE ${fragment}` : sql``);
  // Past MAX_LIST_OFFSET a big list is refused (see welcomedPage): no walk to get there.
  const bothPages = page.offset < MAX_LIST_OFFSET;
  const statement = (n: PageNumbers) => {
    const { where, countWhere } = conditions();
    const offset = page.offset > 0 ? sql` OFFSET ${n.offset}` : sql``;
    const pageIds = (few: boolean) =>
      sql`SELECT ${welcomeds.id} FROM ${welcomeds} WHERE ${where ? sql`(${where}) AND ` : sql``}counted.n ${few ? sql`<=` : sql`>`} ${n.exact}
        ORDER BY ${ordering(sort, few)} LIMIT ${n.fetch}${offset}`;
    const pages = bothPages ? sql`(${pageIds(true)}) UNION ALL (${pageIds(false)})` : pageIds(true);
    return sql`SELECT counted.n AS matches, ${pageItems(sort, n)}
      FROM (SELECT count(*)::int AS n FROM (SELECT 1 FROM ${welcomeds}${whereSql(countWhere)} LIMIT ${n.exactPlus}) capped) counted
      LEFT JOIN LATERAL (${pages}) page_ids ON true
      ${ROW_JOINS}
      GROUP BY counted.n`;
  };
  const key = `count\u0000${list}\u0000${sort ?? ''}\u0000${page.offset > 0}\u0000${bothPages}`;
  const [row] = await run<{ items: string; fetched: number; matches: number }>(db, key, statement, numbersOf(page, exactLimit));
  return { count: row?.matches ?? 0, page: pageJson(row, page.limit) };
}

/** The page alone, of a list known to have more than the exact limit of matches (see knownBig): the sort's index walked. */
async function pageOfBigList(db: DbOrTx, list: string, conditions: () => ListConditions, sort: string | undefined, page: Pick<PageSql, 'limit' | 'offset'>): Promise<ListPageJson> {
  const statement = (n: PageNumbers) => {
    const { where } = conditions();
    const offset = page.offset > 0 ? sql` OFFSET ${n.offset}` : sql``;
    return sql`SELECT ${pageItems(sort, n)}
      FROM (SELECT ${welcomeds.id} FROM ${welcomeds}${where ? sql` WHERE ${where}` : sql``} ORDER BY ${ordering(sort, false)} LIMIT ${n.fetch}${offset}) page_ids
      ${ROW_JOINS}`;
  };
  const key = `page\u0000${list}\u0000${sort ?? ''}\u0000${page.offset > 0}`;
  const [row] = await run<{ items: string; fetched: number }>(db, key, statement, numbersOf(page, 0));
  return pageJson(row, page.limit);
}

/**
 * The people list: one statement for the count and the page (two round trips per request with the
 * token check); a third, the planner's estimate, only for a list with more than `exactLimit`
 * matches whose estimate is not cached (see cachedEstimate). The next pages of such a list, for as
 * long as its estimate is kept, are the page alone (knownBig in lib/list-count.ts). The page's items
 * come as JSON text (see ITEM_JSON): GET /api/welcomeds sends them as they are.
 */
export async function welcomedPage(
  db: DbOrTx,
  filter: WelcomedFilter,
  sort: string | undefined,
  page: Pick<PageSql, 'limit' | 'offset'>,
  exactLimit: number = EXACT_COUNT_LIMIT,
): Promise<ListPageJson & { total: number; exact: boolean }> {
  // The filter, as checked, and the filters' registry (its version: a contributor registered later, as tests do,
  // makes other conditions) name the list's matches: the key of its count, its estimate and its rendered
  // statements (see run); its conditions are built only to render one.
  const key = `welcomeds\u0000${welcomedFiltersVersion()}\u0000${stableKey(filter)}`;
  let built: ListConditions | undefined;
  const conditions = () =>
    (built ??= { where: and(...welcomedFilterConditions(filter)), countWhere: and(...welcomedFilterConditions(filter, { forCount: true })) });
  let count = exactLimit + 1;
  let found: ListPageJson;
  if (knownBig(db, key, exactLimit)) {
    if (page.offset >= MAX_LIST_OFFSET) throw badRequest(LIST_TOO_DEEP_MESSAGE);
    found = await pageOfBigList(db, key, conditions, sort, page);
  } else {
    ({ count, page: found } = await countAndPage(db, key, conditions, sort, page, exactLimit));
    rememberCount(db, key, exactLimit, count > exactLimit);
    if (count > exactLimit && page.offset >= MAX_LIST_OFFSET) throw badRequest(LIST_TOO_DEEP_MESSAGE);
  }
  const { items, size, hasMore } = found;
  if (count <= exactLimit) return { items, size, hasMore, total: count, exact: true };

  const matches = () => {
    const { where } = conditions();
    return sql`SELECT 1 FROM ${welcomeds}${where ? sql` WHERE ${where}` : sql``}`;
  };
  const estimate = await cachedEstimate(db, matches, { seen: exactLimit + 1, key });
  if (estimate <= exactLimit) void refreshStaleStatistics(db, ['welcomeds']);
  const seen = page.offset + size + (hasMore ? 1 : 0);
  // Never fewer than what is known to exist; past the real end, no more than the rows before this page.
  let total = Math.max(estimate, exactLimit + 1, seen);
  if (size === 0 && page.offset > 0) total = Math.max(exactLimit + 1, Math.min(total, page.offset));
  if (!hasMore && size > 0) total = seen;
  return { items, size, hasMore, total, exact: !hasMore && size > 0 };
}

/** welcomedPage with its items read (the PDF list, tests). */
export async function listWelcomeds(db: DbOrTx, filter: WelcomedFilter, sort: string | undefined, page: Pick<PageSql, 'limit' | 'offset'>, exactLimit?: number) {
  const { items, total, exact, hasMore } = await welcomedPage(db, filter, sort, page, exactLimit);
  return { content: JSON.parse(items) as WelcomedListItem[], total, exact, hasMore };
}
