import { ESTIMATED_LIST_MAX_ROWS } from '@sisacte/contracts/common/page';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { queryRows, type DbOrTx } from '../db/client';
import { badRequest } from './http-errors';

/*
 * The total of a big list. Counting 150,000 stays (or 10,000 referrals of one type, joined to their
 * people) on every page costs more than the page itself, while "about 150,000" serves the user as
 * well: a list counts its matches exactly up to EXACT_COUNT_LIMIT, and beyond it shows the
 * planner's estimate (`totalExact: false`, "cerca de N" in the tables) and serves its first
 * ESTIMATED_LIST_MAX_ROWS rows (deeper pages are refused with a message: the filters or the
 * reverse order find the same rows at once). Used by the people list and the case-management lists.
 */

/** Matches counted exactly, at most (a bounded amount of work whatever the filter). */
export const EXACT_COUNT_LIMIT = 1000;

/** A list with an estimated total serves pages starting before this row. */
export const MAX_LIST_OFFSET = ESTIMATED_LIST_MAX_ROWS;
/** MAX_LIST_OFFSET as the messages write it ('2.000'). */
export const MAX_LIST_ROWS_TEXT = MAX_LIST_OFFSET.toLocaleString('pt-BR');

export const listTooDeepMessage = (what: string) =>
  `A lista mostra só ${what} de cada busca. Use os filtros para encontrar o que procura, ou inverta a ordenação para ver o fim da lista.`;

export interface CappedCount {
  total: number;
  exact: boolean;
}

/**
 * The count of `matches` (a `SELECT 1 FROM … WHERE …` of the list's rows): exact up to `limit`,
 * beyond it the planner's estimate (never less than limit + 1). Refuses a page starting at
 * `offset` ≥ MAX_LIST_OFFSET of an estimated list with `tooDeep`.
 */
export async function cappedCount(
  db: DbOrTx,
  matches: SQL,
  options: { offset: number; tooDeep: string; limit?: number; /** The tables of `matches`, analysed when the estimate is stale. */ tables?: readonly string[] },
): Promise<CappedCount> {
  const limit = options.limit ?? EXACT_COUNT_LIMIT;
  const key = listKey(matches);
  if (!knownBig(db, key, limit)) {
    const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (${matches} LIMIT ${limit + 1}) capped`);
    const n = Number(row?.n ?? 0);
    rememberCount(db, key, limit, n > limit);
    if (n <= limit) return { total: n, exact: true };
  }
  if (options.offset >= MAX_LIST_OFFSET) throw badRequest(options.tooDeep);
  const estimate = await cachedEstimate(db, matches, { seen: limit + 1, key });
  if (estimate <= limit && options.tables) void refreshStaleStatistics(db, options.tables);
  return { total: Math.max(estimate, limit + 1), exact: false };
}

const ANALYZE_EVERY_MS = 10 * 60_000;
const analyzed = new WeakMap<DbOrTx, Map<string, number>>();

/**
 * Refreshes the planner's statistics of `tables` in the background, when an estimate is evidently
 * stale: it says no more than the limit a count has just passed. PGlite has no autovacuum to do it (a
 * register grown by 2,000 people after its last ANALYZE showed "cerca de 1.001"); on PostgreSQL it
 * comes before autovacuum. At most once every ten minutes per set of tables; the estimates already
 * kept expire as usual (a minute). Never inside a transaction.
 */
export function refreshStaleStatistics(db: DbOrTx, tables: readonly string[]): Promise<void> {
  if ('rollback' in db) return Promise.resolve();
  const key = tables.join(',');
  let done = analyzed.get(db);
  if (!done) analyzed.set(db, (done = new Map()));
  const now = Date.now();
  if ((done.get(key) ?? 0) > now) return Promise.resolve();
  done.set(key, now + ANALYZE_EVERY_MS);
  return queryRows(db, sql.raw(`ANALYZE ${tables.map((t) => `"${t.replace(/"/g, '')}"`).join(', ')}`)).then(
    () => undefined,
    () => undefined, // an unprivileged user, say: the estimates stay as they were
  );
}

/**
 * The total to show for a page of a list counted by `cappedCount`: the estimate, corrected by what
 * the page shows (never fewer rows than seen; exact once the page reaches the end).
 */
export function shownTotal(count: CappedCount, page: { offset: number; limit: number }, rowsOnPage: number): CappedCount {
  if (count.exact) return count;
  const seen = page.offset + rowsOnPage;
  if (rowsOnPage > 0 && rowsOnPage < page.limit) return { total: seen, exact: true };
  return { total: Math.max(count.total, seen + (rowsOnPage === page.limit ? 1 : 0)), exact: false };
}

// ---------------------------------------------------------------- lists known to be big

const dialect = new PgDialect();
const ESTIMATE_TTL_MS = 60_000;
const ESTIMATES_KEPT = 500;

/**
 * The key of a list's matches (its text and parameters), for knownBig and cachedEstimate: rendered once a request.
 * A caller may pass its own key instead, when something cheaper names the same matches as surely (the people list:
 * its table and checked filter); such a key must not start with SQL text.
 */
export function listKey(matches: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(matches);
  return `${text}\u0000${JSON.stringify(params)}`;
}

/**
 * Lists whose count went past their exact limit within ESTIMATE_TTL_MS, per database: key → until.
 * Paging through such a list, the count would only say "more" again, and the total shown is the
 * estimate kept as long: the next pages skip the count (a page of the whole register costs about half
 * as much in PostgreSQL) and a page past MAX_LIST_OFFSET is refused without a query. A list that
 * shrank meanwhile shows "cerca de" until then, or its exact end once a page reaches it (shownTotal).
 */
const bigLists = new WeakMap<DbOrTx, Map<string, number>>();

/** Whether the list of `key` (listKey) was counted past `limit` within ESTIMATE_TTL_MS. */
export function knownBig(db: DbOrTx, key: string, limit: number): boolean {
  const until = bigLists.get(db)?.get(`${limit}\u0000${key}`);
  return until !== undefined && until > Date.now();
}

/** Remembers whether the list of `key` (listKey) was just counted past `limit`. */
export function rememberCount(db: DbOrTx, list: string, limit: number, big: boolean): void {
  const key = `${limit}\u0000${list}`;
  let lists = bigLists.get(db);
  if (!big) {
    lists?.delete(key);
    return;
  }
  if (!lists) bigLists.set(db, (lists = new Map()));
  lists.delete(key);
  if (lists.size >= ESTIMATES_KEPT) lists.delete(lists.keys().next().value!);
  lists.set(key, Date.now() + ESTIMATE_TTL_MS);
}

// ---------------------------------------------------------------- the estimate

const estimates = new WeakMap<DbOrTx, Map<string, { rows: number; until: number }>>();

/** An estimate below the rows a count has just seen is kept this long only: the statistics are being refreshed. */
const STALE_ESTIMATE_TTL_MS = 2_000;

/**
 * The planner's estimate of the rows `query` returns, kept a minute per database and query (text and
 * parameters): paging through a list asks it once. It moves only when the table's statistics do
 * (ANALYZE, autovacuum) or its size does, and it is shown as "about N" anyway. An estimate below
 * `seen` (rows known to exist) is stale: kept two seconds, while refreshStaleStatistics runs.
 * `key`: the query's listKey, when the caller has rendered it already, or its own key (see listKey); with a key
 * of its own, the caller may give `matches` as a function, called only when the estimate is not kept.
 */
export async function cachedEstimate(db: DbOrTx, matches: SQL | (() => SQL), options: { seen?: number; key?: string } = {}): Promise<number> {
  // A caller with its own key may give the query as a function: it is then built only when the estimate is not kept.
  const query = (): SQL => (typeof matches === 'function' ? matches() : matches);
  const key = options.key ?? listKey(query());
  const seen = options.seen ?? 0;
  let cache = estimates.get(db);
  if (!cache) estimates.set(db, (cache = new Map()));
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.rows;
  const rows = await estimateRows(db, query());
  cache.delete(key);
  if (cache.size >= ESTIMATES_KEPT) cache.delete(cache.keys().next().value!);
  cache.set(key, { rows, until: now + (rows < seen ? STALE_ESTIMATE_TTL_MS : ESTIMATE_TTL_MS) });
  return rows;
}

/** The planner's estimate of the rows `query` returns. EXPLAIN has no builder form: raw, and nothing is read. */
async function estimateRows(db: DbOrTx, query: SQL): Promise<number> {
  const [row] = await queryRows<Record<string, unknown>>(db, sql`EXPLAIN (FORMAT JSON) ${query}`);
  const raw = row ? Object.values(row)[0] : undefined;
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}
